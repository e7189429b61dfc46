// make dist's step after prerender.mjs: a page of its own for every figure, so a shared link
// previews well where crawlers run no script.
//   dist/fig/<slug>/index.html   the app's page, showing the figure alone (as ?fig=<slug>), with
//                                its own title, description, Open Graph and Twitter tags and an
//                                oEmbed discovery link
//   dist/fig/<slug>/preview.png  1200×630, the figure's heading and chart, drawn here
//   dist/oembed/<slug>.json      oEmbed 1.0, type "rich": the embed snippet, its size, the preview
//   dist/lecture/slide-<n>.png   each lecture slide's figure at the slide's own settings, for the
//                                presenter view's look at the next slide
// SITE_URL=https://example.org/rope/ makes every URL in them absolute (link previews and oEmbed
// consumers need that); without it they are relative to the site's root, for a local look.
import { openServedDist } from './served-dist.mjs';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const PORT = 4188;
const site = (process.env.SITE_URL ?? '').replace(/\/?$/, process.env.SITE_URL ? '/' : '');
// A URL of the site: absolute with SITE_URL, else relative to the page at fig/<slug>/.
const fromPage = (path) => (site ? `${site}${path}` : `../../${path}`);
const fromRoot = (path) => (site ? `${site}${path}` : path);
const PROVIDER = 'RoPE Explorer';
/** The preview: a 600 × 315 CSS px window on the figure at device scale 2. */
const PREVIEW = { width: 600, height: 315, scale: 2 };
/** The width a blog's frame is sized for (docs/design.md: every figure fits 560 px at 720 wide). */
const EMBED_WIDTH = 720;

const escape = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The embed snippet a figure's copy-embed button gives, for `height` px. */
function snippet(slug, title, height) {
  const src = fromRoot(`?fig=${slug}`);
  return `<iframe src="${escape(src)}" title="${escape(`${title} (RoPE Explorer)`)}" width="100%" height="${height}" style="border:0" loading="lazy"></iframe>\n`
    + `<script src="${escape(fromRoot('embed.js'))}" async></script>`;
}

/** The app's page for one figure: the same document, rebased to the site's root, with its own
 *  head tags, and a first script that gives the app the address it reads (`?fig=<slug>` plus
 *  whatever the link added) before anything else runs. */
function figurePage(index, { slug, title, description }) {
  const head = [
    // Every relative URL of the page (module, wasm, style, scripts) from the site's root.
    '<base href="../../">',
    `<script>(() => { const q = location.search.replace(/^\\?/, '&'); const to = ${JSON.stringify(`./?fig=${slug}`)} + (q === '&' ? '' : q) + location.hash;
  try { history.replaceState(history.state, '', new URL(to, document.baseURI)); } catch (e) { location.replace(new URL(to, document.baseURI)); } })();</script>`,
  ].join('\n    ');
  const tags = [
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${PROVIDER}">`,
    `<meta property="og:title" content="${escape(title)}">`,
    `<meta property="og:description" content="${escape(description)}">`,
    `<meta property="og:image" content="${escape(fromPage(`fig/${slug}/preview.png`))}">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta property="og:image:alt" content="${escape(`${title}: the figure's chart`)}">`,
    ...(site ? [`<meta property="og:url" content="${escape(`${site}fig/${slug}/`)}">`, `<link rel="canonical" href="${escape(`${site}fig/${slug}/`)}">`] : []),
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escape(title)}">`,
    `<meta name="twitter:description" content="${escape(description)}">`,
    `<meta name="twitter:image" content="${escape(fromPage(`fig/${slug}/preview.png`))}">`,
    `<link rel="alternate" type="application/json+oembed" href="${escape(fromPage(`oembed/${slug}.json`))}" title="${escape(title)}">`,
  ].join('\n    ');
  // Only this figure's served copy: the story's parts and the other views' copies would be
  // fetched for nothing (the app shows the figure alone here).
  let page = index
    .replace(/<noscript data-served="story[^"]*">[\s\S]*?<\/noscript>\n?/g, '')
    .replace(/<script type="text\/html" data-served="([^"]*)">[\s\S]*?<\/script>\n?/g, (store, key) => (key === `fig-${slug}` ? store : ''));
  page = page.replace(/<head>/, `<head>\n    ${head}`);
  page = page.replace(/<title>[^<]*<\/title>/, `<title>${escape(title)} · ${PROVIDER}</title>`);
  page = page.replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escape(description)}" />\n    ${tags}`);
  if (!page.includes('og:title') || !page.includes('<base href')) throw new Error(`dist/index.html's head is not the one scripts/fig-pages.mjs knows (fig ${slug})`);
  return page;
}

const { browser, base: BASE, close } = await openServedDist(PORT, dist);
try {
  const index = readFileSync(`${dist}index.html`, 'utf8');
  const errors = [];
  // The figures, with their titles and descriptions (rope-math's list, as the app renders it).
  const list = await browser.newPage();
  list.on('pageerror', (e) => errors.push(String(e)));
  await list.goto(`${BASE}?fig=-`);
  await list.waitForSelector('[data-testid="valid-slugs"]');
  // Each item: a link to ?fig=<slug>, then ": " and the figure's one-line description.
  const figures = await list.$$eval('[data-testid="valid-slugs"] li', (items) => items
    .map((li) => [new URLSearchParams(new URL(li.querySelector('a').href).search).get('fig'), li.textContent.replace(/^[^:]*:\s*/, '').trim()])
    .filter(([slug]) => slug));
  const slugs = figures.map(([slug]) => slug);
  const descriptions = new Map(figures);
  const shot = await browser.newPage({ viewport: { width: PREVIEW.width, height: PREVIEW.height }, deviceScaleFactor: PREVIEW.scale, colorScheme: 'light' });
  const framed = await browser.newPage({ viewport: { width: EMBED_WIDTH, height: 560 } });
  for (const page of [shot, framed]) page.on('pageerror', (e) => errors.push(String(e)));
  mkdirSync(`${dist}oembed`, { recursive: true });
  for (const slug of slugs) {
    await shot.goto(`${BASE}?fig=${slug}&theme=light`);
    await shot.waitForSelector(`[data-testid="fig-${slug}"] canvas[data-draws]`);
    await shot.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // The card shows the heading and the charts: whatever starts below the last chart that
    // begins inside the card (readouts, controls, caption) is hidden rather than cut in half.
    await shot.evaluate((cardHeight) => {
      const charts = [...document.querySelectorAll('canvas')].map((c) => c.getBoundingClientRect()).filter((r) => r.top < cardHeight);
      const below = Math.max(...charts.map((r) => r.bottom));
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.top >= below - 1 && !el.querySelector('canvas')) el.style.visibility = 'hidden';
      }
    }, PREVIEW.height);
    const title = (await shot.locator('h1').first().textContent()).trim();
    // Sentence case for a card: the list's descriptions start in lower case.
    const line = descriptions.get(slug);
    const description = `${line.charAt(0).toUpperCase()}${line.slice(1)}.`;
    mkdirSync(`${dist}fig/${slug}`, { recursive: true });
    await shot.screenshot({ path: `${dist}fig/${slug}/preview.png`, clip: { x: 0, y: 0, width: PREVIEW.width, height: PREVIEW.height } });
    // The frame's height at a blog's width, for the oEmbed size.
    await framed.goto(`${BASE}?fig=${slug}`);
    await framed.waitForSelector(`[data-testid="fig-${slug}"] canvas[data-draws]`);
    const height = Math.ceil(await framed.evaluate(() => document.documentElement.getBoundingClientRect().height));
    writeFileSync(`${dist}fig/${slug}/index.html`, figurePage(index, { slug, title, description }));
    writeFileSync(`${dist}oembed/${slug}.json`, `${JSON.stringify({
      version: '1.0',
      type: 'rich',
      provider_name: PROVIDER,
      ...(site ? { provider_url: site } : {}),
      title,
      html: snippet(slug, title, height),
      width: EMBED_WIDTH,
      height,
      thumbnail_url: fromRoot(`fig/${slug}/preview.png`),
      thumbnail_width: PREVIEW.width * PREVIEW.scale,
      thumbnail_height: PREVIEW.height * PREVIEW.scale,
    }, null, 2)}\n`);
  }
  // Each slide's figure as the slide sets it (a 16:9 deck at 960 × 540): the presenter shows
  // the next one without running a second live figure.
  const deck = await browser.newPage({ viewport: { width: 960, height: 540 }, colorScheme: 'light' });
  deck.on('pageerror', (e) => errors.push(String(e)));
  await deck.goto(`${BASE}?view=lecture#slide-1`);
  const total = await deck.locator('section.slide').count();
  mkdirSync(`${dist}lecture`, { recursive: true });
  for (let n = 1; n <= total; n += 1) {
    await deck.evaluate((k) => { location.hash = `slide-${k}`; }, n);
    const figure = deck.locator(`#slide-${n} rope-figure`);
    await figure.locator('canvas[data-draws]').first().waitFor();
    await deck.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await figure.screenshot({ path: `${dist}lecture/slide-${n}.png` });
  }
  if (errors.length) throw new Error(`the figures raised errors while drawing their pages: ${errors.join('; ')}`);
  console.log(`wrote ${slugs.length} figure pages, previews and oEmbed files${site ? ` for ${site}` : ' (relative URLs: set SITE_URL for absolute ones)'}, and ${total} slide previews`);
} finally {
  await close();
}
