// RoPE Explorer embed helper for the page that hosts the frames. Add it once, anywhere:
//   <script src="https://your.site/rope/embed.js" async></script>
// Each RoPE Explorer frame tells its page its height (as {type: "rope-explorer:resize",
// height, src} and as the string {"context": "iframe.resize", ...}); this sets the height of
// the <iframe> that sent it, so the figure is never cut off and never scrolls inside.
// A copied snippet also carries the figure's preview image as a link, for feeds and e-mail
// (which drop frames and scripts); here, where the frame loads, this hides it.
// It touches nothing else on the page and sends nothing.
(function () {
  'use strict';
  function hideFallbacks() {
    var links = document.querySelectorAll('a.rope-explorer-fallback');
    for (var i = 0; i < links.length; i++) links[i].style.display = 'none';
  }
  hideFallbacks();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', hideFallbacks);
  if (window.__ropeExplorerEmbed) return;
  window.__ropeExplorerEmbed = true;
  function heightOf(data) {
    if (data && typeof data === 'object' && data.type === 'rope-explorer:resize') return data.height;
    if (typeof data === 'string' && data.indexOf('iframe.resize') !== -1) {
      try {
        var parsed = JSON.parse(data);
        if (parsed && parsed.context === 'iframe.resize') return parsed.height;
      } catch (e) {
        return null;
      }
    }
    return null;
  }
  window.addEventListener('message', function (event) {
    var height = heightOf(event.data);
    if (typeof height !== 'number' || !isFinite(height) || height <= 0) return;
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) {
        frames[i].style.height = Math.ceil(height) + 'px';
        return;
      }
    }
  });
})();
