// Inlined by scripts/prerender.mjs into dist/index.html after the story's first part, and
// called again after each later part and after the other copies, so each part of the story shows
// as soon as it has arrived. The head's script has named the copy this address shows
// (`data-copy`: the story, the lab, or a figure's or panel's, best first). The copies are stored
// as text (`<noscript>` for the story, so a reader without scripts still gets it; `<script
// type="text/html">` for the rest), so the ones not shown cost no parsing. The chosen one
// becomes `#prerender`, which the module replaces (src/story/prerendered.rs); every store
// parsed so far is dropped.
function showServedCopy() {
  const stores = [...document.querySelectorAll('[data-served]')];
  const byKey = new Map(stores.map((s) => [s.dataset.served, s]));
  const key = (document.documentElement.dataset.copy || '').split(' ').find((k) => byKey.has(k));
  let copy = document.getElementById('prerender');
  if (key && !copy) {
    copy = document.createElement('div');
    copy.id = 'prerender';
    copy.dataset.copy = key;
    copy.innerHTML = byKey.get(key).textContent;
    if (key !== 'story' && key !== 'lecture') {
      // The lab's, a figure's or a panel's controls do nothing until the module runs.
      copy.inert = true;
    }
    document.body.prepend(copy);
    // Each plot at the height its live version will have at this width (the canvas carries
    // its height for every width: src/plot/heights.rs), so nothing moves when it is replaced.
    // The story's chapters are laid out lazily; their plots keep the height they were served at.
    if (key !== 'story') {
      const plots = [...copy.querySelectorAll('canvas[data-heights]')];
      const widths = plots.map((c) => c.parentElement.getBoundingClientRect().width);
      plots.forEach((canvas, k) => {
        const points = canvas.dataset.heights.split(',').map((p) => p.split(':').map(Number));
        const w = widths[k];
        const next = points.findIndex(([x]) => x >= w);
        let h;
        if (next === 0) h = points[0][1];
        else if (next < 0) h = points[points.length - 1][1];
        else {
          const [[x0, h0], [x1, h1]] = [points[next - 1], points[next]];
          h = h0 + ((h1 - h0) * (w - x0)) / (x1 - x0);
        }
        canvas.style.height = `${h}px`;
      });
    }
  }
  // The story's later parts: their chapters join the copy's story, what follows the story
  // (the footer) after it.
  if (copy?.dataset.copy === 'story') {
    const story = copy.querySelector('main.story');
    for (const part of stores.filter((s) => s.dataset.served === 'story-more')) {
      const parsed = document.createElement('template');
      parsed.innerHTML = part.textContent;
      const more = parsed.content.querySelector('.story-more');
      story.append(...more.childNodes);
      more.remove();
      copy.append(parsed.content);
    }
  }
  stores.forEach((s) => s.remove());
}
showServedCopy();
