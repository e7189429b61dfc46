// make dist's last step: writes what each view but the story shows first into dist/index.html,
// as the module builds it, so a reader sees the figure's frame before the module has loaded:
// the lab's headings and opening paragraphs, and every figure and panel alone at its starting
// settings. (The story is served HTML already: crates/story-build.) They are stored as text,
// and the page's scripts show the one the address asks for (index.html's head script chooses,
// scripts/show-copy.js shows it; the module takes it over: src/story/prerendered.rs). The
// pages are built in Debian's Chromium from the fresh dist/, served on loopback.
import { openServedDist } from './served-dist.mjs';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const indexPath = `${dist}index.html`;
const PORT = 4189;
// Never snapshot a snapshot: start from the page trunk wrote.
const served = readFileSync(indexPath, 'utf8')
  .replace(/<!-- served copies -->[\s\S]*?<!-- \/served copies -->\n?/, '')
  .replace(/(<rope-figure [^>]*>)<div class="rope-host rope-copy"[\s\S]*?(<\/rope-figure>)/g, '$1$2');
writeFileSync(indexPath, served);

/** In the page: `root`'s markup as a static copy. What the live page holds as properties is
 *  written as attributes; closed sections keep only their summary (their rows wait for the
 *  module); the canvases lose their draw counters and label records, and the view library's placeholder comments
 *  go. `hooks: false` also drops the `data-testid`s, so a test waiting for one finds the live
 *  page's. */
function staticCopy([root, hooks]) {
  const copy = root.cloneNode(true);
  copy.querySelectorAll('script, noscript').forEach((el) => el.remove());
  const live = root.querySelectorAll('input, select, textarea');
  copy.querySelectorAll('input, select, textarea').forEach((el, k) => {
    const src = live[k];
    if (el.tagName === 'INPUT') {
      el.setAttribute('value', src.value);
      el.toggleAttribute('checked', src.checked);
    } else if (el.tagName === 'SELECT') {
      [...el.options].forEach((o, j) => o.toggleAttribute('selected', j === src.selectedIndex));
    } else el.textContent = src.value;
  });
  copy.querySelectorAll('details:not([open])').forEach((d) => [...d.children].forEach((c) => c.tagName === 'SUMMARY' || c.remove()));
  copy.querySelectorAll('canvas').forEach((c) => ['data-draws', 'data-drawn-at', 'data-draw-ms', 'data-labels', 'data-font-px'].forEach((a) => c.removeAttribute(a)));
  copy.querySelectorAll('[data-live]').forEach((el) => el.removeAttribute('data-live'));
  if (!hooks) copy.querySelectorAll('[data-testid]').forEach((el) => el.removeAttribute('data-testid'));
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const comments = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  comments.forEach((c) => c.remove());
  return copy.innerHTML;
}

/** Stores `html` as text the page parses only when it shows it: `tag` is `noscript` (shown as
 *  it is without scripts) or `script` (`type="text/html"`, never shown by itself). */
function store(tag, key, html) {
  // Either would end (or, in a script, escape) the text early.
  if (new RegExp(`</${tag}|<!--`, 'i').test(html)) throw new Error(`the copy of ${key} holds </${tag} or <!--`);
  const type = tag === 'script' ? ' type="text/html"' : '';
  return `<${tag}${type} data-served="${key}">${html}</${tag}>`;
}

const { browser, base: BASE, close } = await openServedDist(PORT, dist);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  // Plots write their height for every width (src/plot/heights.rs) only for this capture.
  await page.addInitScript(() => { window.ropeCapturingCopies = true; });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const stores = [];

  // The lab's header, its panels' headings and their opening paragraphs: what a reader of
  // `?view=lab` reads first (the panels' bodies need the module).
  await page.goto(`${BASE}?view=lab`);
  await page.waitForSelector('[data-testid="panel-coverage"] .lede');
  const lab = await page.evaluate(() => {
    const header = document.querySelector('header.site-header').cloneNode(true);
    header.querySelectorAll('select').forEach((el) => [...el.options].forEach((o, j) => o.toggleAttribute('selected', j === el.selectedIndex)));
    const panels = [...document.querySelectorAll('main > section.panel')].map((section) => {
      const copy = document.createElement('section');
      copy.className = section.className;
      // The heading with its export buttons (inert in the copy, but they take their room).
      const head = section.querySelector('.panel-head').cloneNode(true);
      head.querySelectorAll('[id]').forEach((el) => el.removeAttribute('id'));
      copy.append(head, section.querySelector('.lede').cloneNode(true));
      return copy.outerHTML;
    });
    const out = document.createElement('div');
    // The live lab's own main (its class sets the panels' widths), so every line of the copy
    // wraps as the live one does.
    out.innerHTML = `${header.outerHTML}<main class="${document.querySelector('main').className}">${panels.join('')}</main>`;
    out.querySelectorAll('[data-testid]').forEach((el) => el.removeAttribute('data-testid'));
    return out.innerHTML;
  });
  // The view library's placeholder comments mean nothing in a static copy.
  stores.push(store('script', 'lab', lab.replace(/<!--[^>]*-->/g, '')));

  // Every figure and panel alone, at its starting settings: the page that names neither lists
  // them all (rope-math's figure list and the app's panels).
  await page.goto(`${BASE}?fig=-`);
  await page.waitForSelector('[data-testid="valid-slugs"]');
  const alone = await page.$$eval('[data-testid="valid-slugs"] a', (links) => links.map((a) => new URL(a.href).search));
  for (const query of alone) {
    const [[kind, slug]] = new URLSearchParams(query).entries();
    await page.goto(`${BASE}${query}`);
    await page.waitForSelector(`[data-testid="${kind}-${slug}"]`);
    // Readouts and tables fill in the effects after the first build: wait two frames.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    stores.push(store('script', `${kind}-${slug}`, await page.evaluate(staticCopy, [await page.$('body'), false])));
  }
  // The story's figures: each one's first frame, as the element holds it before it is built
  // (its shadow root shows what the element holds until then: assets/rope-figure.js), so the
  // served story shows every figure's frame at its size before the module has loaded.
  await page.goto(BASE);
  await page.waitForSelector('html[data-module]');
  // Prose that waits with a guess's answer may hold a figure in a fold (the proof's, under
  // the rotation's guess): shown here, so that figure can be built and copied.
  await page.addStyleTag({ content: '.chapter-body > [data-answer] { display: revert !important; }' });
  // In document order: a figure may stand in the story more than once, at other settings.
  const figureCopies = [];
  const slugs = await page.$$eval('rope-figure', (els) => els.map((e) => e.getAttribute('fig')));
  for (const [k, slug] of slugs.entries()) {
    const el = page.locator('rope-figure').nth(k);
    // A figure folded away (an optional figure of the core) is opened to be built.
    await el.evaluate((e) => {
      for (let d = e.closest('details'); d; d = d.parentElement?.closest('details')) d.open = true;
    });
    await el.scrollIntoViewIfNeeded();
    await page.waitForFunction((k) => document.querySelectorAll('rope-figure')[k].hasAttribute('data-built'), k);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const html = await page.evaluate(staticCopy, [await el.evaluateHandle((e) => e.shadowRoot.querySelector('.rope-host')), false]);
    figureCopies.push([slug, html]);
  }
  if (errors.length) throw new Error(`the pages raised errors while prerendering: ${errors.join('; ')}`);

  // After the story's own parts (crates/story-build), so the story's first paint waits for
  // none of them; show-copy.js (inlined after the story's first part) then shows the one the
  // address asks for.
  const copies = ['<!-- served copies -->', ...stores, '<script>showServedCopy();</script>', '<!-- /served copies -->\n'].join('\n');
  let out = served.replace('<!-- /the story -->\n', `<!-- /the story -->\n${copies}`);
  if (out === served) throw new Error("no '<!-- /the story -->' (crates/story-build) in dist/index.html");
  for (const [slug, html] of figureCopies) {
    // Inside a <noscript> store: neither may appear (store() checks the same).
    if (/<\/noscript|<!--/i.test(html)) throw new Error(`the copy of the story's ${slug} holds </noscript or <!--`);
  }
  // A figure placed a second time gets ids of its own in its copy (the copies live in the
  // page's own DOM, where an id must be unique): each id and each reference to one suffixed.
  const placed = new Map();
  const ownIds = (slug, html) => {
    const n = (placed.get(slug) ?? 0) + 1;
    placed.set(slug, n);
    if (n === 1) return html;
    return html.replace(/ (id|for|aria-labelledby|aria-describedby|aria-controls|headers)="([^"]*)"/g, (_, name, ids) =>
      ` ${name}="${ids.split(/\s+/).filter(Boolean).map((id) => `${id}-${n}`).join(' ')}"`);
  };
  // The k-th empty element of the story gets the k-th copy. Inert: its controls do nothing
  // until the figure is built. No theme of its own: it follows the page's.
  let k = 0;
  out = out.replace(/(<rope-figure fig="([^"]+)"[^>]*>)(<\/rope-figure>)/g, (whole, open, slug, close) => {
    const copy = figureCopies[k];
    if (!copy || copy[0] !== slug) throw new Error(`the story's figure ${k} is ${slug}, its copy ${copy?.[0]}`);
    k += 1;
    return `${open}<div class="rope-host rope-copy" inert>${ownIds(slug, copy[1]).replace(/ data-heights="[^"]*"/g, '')}</div>${close}`;
  });
  if (k !== figureCopies.length) throw new Error(`${figureCopies.length} copies for ${k} figures in the story`);
  // A served copy paints first: the module is fetched and started after a frame has been
  // produced (the live page then replaces the copy with nodes of the same size, so the largest
  // paint stays the copy's). Without a copy it starts at once. No early preload of the module.
  const init = /const wasm = await init\(\{ module_or_path: '([^']+)' \}\);\s*window\.wasmBindings = bindings;\s*dispatchEvent\(new CustomEvent\("TrunkApplicationStarted", \{detail: \{wasm\}\}\)\);/;
  const match = out.match(init);
  const rewritten = out.includes('const start = async () =>');
  if (!match && !rewritten) throw new Error("trunk's loader in dist/index.html is not the one scripts/prerender.mjs knows");
  if (match) out = out.replace(init, `const start = async () => {
  const wasm = await init({ module_or_path: '${match[1]}' });
  window.wasmBindings = bindings;
  dispatchEvent(new CustomEvent("TrunkApplicationStarted", {detail: {wasm}}));
};
if (document.getElementById('prerender')) requestAnimationFrame(() => setTimeout(start, 0));
else start();`);
  out = out.replace(/<link rel="preload" href="[^"]+\.wasm"[^>]*>/, '');
  writeFileSync(indexPath, out);
  const sum = (xs) => xs.reduce((a, b) => a + b.length, 0);
  console.log(`prerendered ${stores.length} copies into dist/index.html: the lab ${stores[0].length} characters, figures and panels ${sum(stores.slice(1))}; the story's ${figureCopies.length} figures ${figureCopies.reduce((a, [, h]) => a + h.length, 0)}`);
} finally {
  await close();
}
