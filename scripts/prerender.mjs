// make dist's last step: writes the story, as the module builds it, into dist/index.html
// (`<div id="prerender">`), so the served HTML already holds the prose and the figures' frames
// and a reader sees them before the module has loaded (src/story/prerendered.rs takes it over).
// The page is built in Debian's Chromium from the fresh dist/, served on loopback.
import { chromium } from '../tests/e2e/node_modules/@playwright/test/index.mjs';
import { spawn, execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const indexPath = `${dist}index.html`;
const PORT = 4189;
// Never snapshot a snapshot: start from the page trunk wrote.
const served = readFileSync(indexPath, 'utf8')
  .replace(/<div id="prerender">[\s\S]*?<!-- \/prerender --><\/div>(<script>[^<]*<\/script>)?/, '')
  .replace(/<div id="prerender-lab">[\s\S]*?<!-- \/prerender-lab --><\/div>(<script>[^<]*<\/script>)?/, '');
writeFileSync(indexPath, served);

const server = spawn('node', [fileURLToPath(new URL('../tests/e2e/serve.mjs', import.meta.url))], {
  env: { ...process.env, PORT: String(PORT), DIST: dist },
  stdio: 'ignore',
});
await new Promise((r) => setTimeout(r, 500));
let browser;
try {
  browser = await chromium.launch({
    executablePath: execSync('command -v chromium').toString().trim(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`http://127.0.0.1:${PORT}/blog/rope/`);
  await page.waitForSelector('[data-testid="story"]');
  await page.waitForFunction(() => {
    const chapters = document.querySelectorAll('section.chapter').length;
    return chapters > 0 && document.querySelectorAll('[data-chapter-body][data-live]').length === chapters;
  });
  const html = await page.evaluate(() => {
    const copy = document.body.cloneNode(true);
    copy.querySelectorAll('script, noscript').forEach((el) => el.remove());
    // What the live page holds as properties, written as attributes so the copy shows it.
    const live = document.body.querySelectorAll('input, select, textarea');
    copy.querySelectorAll('input, select, textarea').forEach((el, k) => {
      const src = live[k];
      if (el.tagName === 'INPUT') {
        el.setAttribute('value', src.value);
        if (src.checked) el.setAttribute('checked', '');
      } else if (el.tagName === 'SELECT') {
        [...el.options].forEach((o, j) => o.toggleAttribute('selected', j === src.selectedIndex));
      } else el.textContent = src.value;
    });
    // A closed section shows only its summary: its rows (the per-pair tables) wait for the module.
    copy.querySelectorAll('details:not([open])').forEach((d) => [...d.children].forEach((c) => c.tagName === 'SUMMARY' || c.remove()));
    // The canvases are blank until the module draws them; their counters are the live page's.
    copy.querySelectorAll('canvas').forEach((c) => ['data-draws', 'data-drawn-at', 'data-draw-ms'].forEach((a) => c.removeAttribute(a)));
    copy.querySelectorAll('[data-live]').forEach((el) => el.removeAttribute('data-live'));
    // The view library's empty placeholder comments mean nothing in a static copy.
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
    const comments = [];
    while (walker.nextNode()) comments.push(walker.currentNode);
    comments.forEach((c) => c.remove());
    return copy.innerHTML;
  });
  if (errors.length) throw new Error(`the story raised errors while prerendering: ${errors.join('; ')}`);
  // The lab's header, its panels' headings and their opening paragraphs: what a reader of
  // `?view=lab` reads first, shown while the module loads (the live lab replaces it).
  await page.goto(`http://127.0.0.1:${PORT}/blog/rope/?view=lab`);
  await page.waitForSelector('[data-testid="panel-coverage"] .lede');
  const lab = await page.evaluate(() => {
    const header = document.querySelector('header.site-header').cloneNode(true);
    header.querySelectorAll('select').forEach((el) => [...el.options].forEach((o, j) => o.toggleAttribute('selected', j === el.selectedIndex)));
    const panels = [...document.querySelectorAll('main > section.panel')].map((section) => {
      const copy = document.createElement('section');
      copy.className = section.className;
      // The heading without the export buttons (they need the module); ids stay the live page's.
      const head = section.querySelector('.panel-head').cloneNode(true);
      head.querySelector('.panel-export')?.remove();
      head.querySelectorAll('[id]').forEach((el) => el.removeAttribute('id'));
      copy.append(head, section.querySelector('.lede').cloneNode(true));
      return copy.outerHTML;
    });
    const out = document.createElement('div');
    out.innerHTML = `${header.outerHTML}<main>${panels.join('')}</main>`;
    // No hooks: a test (or a script) waiting for one must find the live lab's.
    out.querySelectorAll('[data-testid]').forEach((el) => el.removeAttribute('data-testid'));
    return out.innerHTML;
  });
  if (errors.length) throw new Error(`the lab raised errors while prerendering: ${errors.join('; ')}`);
  // A figure, a panel or the lab drops the copy as soon as it is parsed (the head's script has
  // marked the page): its hooks must never answer for the figure's own.
  const drop = `<script>if (document.documentElement.classList.contains('not-story')) document.getElementById('prerender').remove();</script>`;
  const dropLab = `<script>if (!document.documentElement.classList.contains('lab')) document.getElementById('prerender-lab').remove();</script>`;
  let out = served.replace(/<body>/, `<body>\n<div id="prerender">${html}<!-- /prerender --></div>${drop}\n<div id="prerender-lab">${lab}<!-- /prerender-lab --></div>${dropLab}`);
  if (out === served) throw new Error('no <body> in dist/index.html');
  // The story's copy (and the lab's) paints first: the module is fetched and started after a
  // frame has been produced (the live page then replaces the copy with nodes of the same size,
  // so the largest paint stays the copy's). A figure or a panel starts at once. No early
  // preload of the module.
  const init = /const wasm = await init\(\{ module_or_path: '([^']+)' \}\);\s*window\.wasmBindings = bindings;\s*dispatchEvent\(new CustomEvent\("TrunkApplicationStarted", \{detail: \{wasm\}\}\)\);/;
  const match = out.match(init);
  const rewritten = out.includes('const start = async () =>');
  if (!match && !rewritten) throw new Error("trunk's loader in dist/index.html is not the one scripts/prerender.mjs knows");
  if (match) out = out.replace(init, `const start = async () => {
  const wasm = await init({ module_or_path: '${match[1]}' });
  window.wasmBindings = bindings;
  dispatchEvent(new CustomEvent("TrunkApplicationStarted", {detail: {wasm}}));
};
const shown = document.documentElement.classList;
if (shown.contains('not-story') && !shown.contains('lab')) start();
else requestAnimationFrame(() => setTimeout(start, 0));`);
  out = out.replace(/<link rel="preload" href="[^"]+\.wasm"[^>]*>/, '');
  writeFileSync(indexPath, out);
  console.log(`prerendered the story (${html.length} characters) and the lab's headings (${lab.length}) into dist/index.html`);
} finally {
  await browser?.close();
  server.kill();
}
