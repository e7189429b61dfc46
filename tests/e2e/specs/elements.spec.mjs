// Figures as elements in someone else's page (tests/e2e/host/elements.html): one module for
// every figure, each built as the reader nears it, untouched by the host's CSS and leaking none
// of its own; and the story's prose never in the module.
import { test, expect } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const HOST = 'http://127.0.0.1:4173/host/elements.html';
const SLUGS = ['rotate', 'proof', 'frequencies', 'score-distance', 'slow-pairs', 'base-scaling', 'per-pair-scaling', 'alibi'];

/** Opens the host page (hostile or not); returns the console errors and requests seen. */
async function openHost(page, hostile = false) {
  const errors = [];
  const requests = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(hostile ? `${HOST}?hostile=1` : HOST);
  return { errors, requests };
}

/** Scrolls figure `k` into view and waits for its first chart to draw. */
async function built(page, k) {
  const el = page.locator('rope-figure').nth(k);
  await el.scrollIntoViewIfNeeded();
  await expect(el).toHaveAttribute('data-built', '');
  await expect.poll(() => el.locator('canvas').first().evaluate((c) => Number(c.dataset.draws || 0)), { message: SLUGS[k] }).toBeGreaterThan(0);
  return el;
}

test('a post of eight figures loads the module once and builds each as it is reached', async ({ page }) => {
  const { errors, requests } = await openHost(page);
  // Far down the post, nothing is built before the reader gets near.
  await expect(page.locator('rope-figure').first()).toHaveAttribute('data-built', '');
  await expect(page.locator('rope-figure').last()).not.toHaveAttribute('data-built', '');
  for (let k = 0; k < SLUGS.length; k++) {
    const el = await built(page, k);
    await expect(el.getByTestId(`fig-${SLUGS[k]}`)).toBeVisible();
  }
  expect(requests.filter((u) => u.endsWith('.wasm'))).toHaveLength(1);
  expect(requests.filter((u) => /rope-explorer[^/]*\.js$/.test(u))).toHaveLength(1);
  // The attribute's settings: the first figure starts at m = 3, n = 7 ('cat': 0.8934).
  const rotate = page.locator('rope-figure').first();
  await rotate.scrollIntoViewIfNeeded();
  await expect.poll(() => rotate.getByTestId('score-direct').getAttribute('data-value').then(Number)).toBeCloseTo(0.8934, 4);
  // Its embed code and lab link point at the app, not at the post.
  const code = await rotate.getByTestId('embed-code').textContent();
  expect(code).toContain('http://127.0.0.1:4173/blog/rope/?');
  expect(errors).toEqual([]);
});

test('a figure follows its theme attribute, and its styles stay inside it', async ({ page }) => {
  await openHost(page);
  const dark = await built(page, 7);
  const bg = await dark.getByTestId('fig-alibi').evaluate((f) => getComputedStyle(f).backgroundColor);
  const light = await built(page, 0);
  const lightBg = await light.getByTestId('fig-rotate').evaluate((f) => getComputedStyle(f).backgroundColor);
  const lum = (rgb) => rgb.match(/\d+/g).slice(0, 3).map(Number).reduce((a, b) => a + b, 0);
  expect(lum(bg)).toBeLessThan(200);
  expect(lum(lightBg)).toBeGreaterThan(600);
  // The figures' stylesheet never reaches the post: its button, paragraph and boxes keep the
  // browser's own styles.
  const host = await page.evaluate(() => ({
    sizing: getComputedStyle(document.getElementById('host-text')).boxSizing,
    button: getComputedStyle(document.getElementById('host-button')).borderRadius,
    font: getComputedStyle(document.body).fontFamily,
  }));
  expect(host.sizing).toBe('content-box');
  expect(host.button).not.toBe('6px');
  expect(host.font).not.toContain('system-ui');
});

test('a hostile host stylesheet changes nothing in any figure (screenshots)', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 900, height: 900 });
  await openHost(page);
  const hostile = await browser.newPage({ viewport: { width: 900, height: 900 } });
  const { errors } = await openHost(hostile, true);
  // The hostile rules did reach the post itself.
  expect(await hostile.evaluate(() => getComputedStyle(document.getElementById('host-text')).fontFamily)).toContain('serif');
  for (let k = 0; k < SLUGS.length; k++) {
    const shots = [];
    for (const p of [page, hostile]) {
      const el = await built(p, k);
      // The hostile host's text leaves each figure at another fraction of a pixel; a canvas
      // composited there is resampled, which blurs every thin line (many, in a figure of small
      // charts). Both copies are nudged onto whole pixels, so only style can tell them apart.
      await el.evaluate((e) => {
        e.style.position = 'relative';
        e.style.top = '0px';
        const y = e.getBoundingClientRect().top;
        e.style.top = `${Math.round(y) - y}px`;
      });
      await p.waitForTimeout(100);
      shots.push({ box: await el.boundingBox(), png: (await el.screenshot({ animations: 'disabled' })).toString('base64') });
    }
    expect(shots[1].box.width, SLUGS[k]).toBeCloseTo(shots[0].box.width, 0);
    expect(shots[1].box.height, SLUGS[k]).toBeCloseTo(shots[0].box.height, 0);
    // Pixel by pixel: the share of pixels that differ noticeably.
    const differ = await page.evaluate(async ([a, b]) => {
      const load = (src) => new Promise((r) => { const i = new Image(); i.onload = () => r(i); i.src = `data:image/png;base64,${src}`; });
      const [ia, ib] = await Promise.all([load(a), load(b)]);
      const w = Math.min(ia.width, ib.width), h = Math.min(ia.height, ib.height);
      const read = (img) => { const c = new OffscreenCanvas(w, h); const x = c.getContext('2d'); x.drawImage(img, 0, 0); return x.getImageData(0, 0, w, h).data; };
      const [da, db] = [read(ia), read(ib)];
      // A pixel differs when no pixel of the other image at the same column, a row up or down,
      // matches it: the host's own lines can leave the figure at another fraction of a pixel,
      // and text then snaps to the next row.
      const near = (i, j) => Math.abs(da[i] - db[j]) + Math.abs(da[i + 1] - db[j + 1]) + Math.abs(da[i + 2] - db[j + 2]) <= 48;
      let n = 0;
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const i = (y * w + x) * 4;
          if (!near(i, i) && !(y > 0 && near(i, i - w * 4)) && !(y + 1 < h && near(i, i + w * 4))) n++;
        }
      }
      return n / (w * h);
    }, [shots[0].png, shots[1].png]);
    expect(differ, SLUGS[k]).toBeLessThan(0.002);
  }
  expect(errors).toEqual([]);
  await hostile.close();
});

test('the module holds no sentence of the story', async () => {
  const dist = fileURLToPath(new URL('../../../dist/', import.meta.url));
  const content = fileURLToPath(new URL('../../../content/', import.meta.url));
  const wasm = readdirSync(dist).filter((f) => f.endsWith('.wasm'));
  expect(wasm).toHaveLength(1);
  const bytes = readFileSync(`${dist}${wasm[0]}`).toString('latin1');
  const sentences = readdirSync(content)
    .filter((f) => f.endsWith('.md'))
    .flatMap((f) => readFileSync(`${content}${f}`, 'utf8').replace(/^\+\+\+[\s\S]*?\+\+\+/, '').split(/\n\s*\n/))
    .filter((para) => !/^\s*(<|\{\{<|- |\d+\. )/.test(para))
    .map((para) => para.replace(/\{\{<[^>]*>\}\}|<[^>]+>|\$[a-z]:|\$|\*\*|\*/g, ''))
    .flatMap((para) => para.split(/(?<=[.?!:;])\s+/))
    .map((s) => s.trim())
    // A sentence of eight words or more (titles and labels the figures share are shorter).
    .filter((s) => s.split(/\s+/).length >= 8);
  expect(sentences.length).toBeGreaterThan(150);
  // The wasm holds strings as UTF-8: compare bytes as latin1 on both sides.
  const found = sentences.filter((s) => bytes.includes(Buffer.from(s, 'utf8').toString('latin1')));
  expect(found).toEqual([]);
});

test('an unknown figure or a bad setting gets a clear notice, never a blank or an error', async ({ page }) => {
  const { errors } = await openHost(page);
  const unknown = page.locator('rope-figure[fig="no-such-figure"]');
  await unknown.scrollIntoViewIfNeeded();
  await expect(unknown.getByTestId('notice')).toContainText('no figure named');
  await expect(unknown.getByTestId('notice')).toContainText('rotate');
  const odd = page.locator('rope-figure[fig="sinusoid"]');
  await odd.scrollIntoViewIfNeeded();
  await expect(odd.getByTestId('notice')).toContainText('d');
  await expect(odd.getByTestId('fig-sinusoid')).toBeVisible();
  await expect.poll(() => odd.locator('canvas').first().evaluate((c) => Number(c.dataset.draws || 0))).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('the story\'s theme select restyles every built figure', async ({ page }) => {
  await page.goto('./#rotate');
  await expect(page.locator('html[data-module]')).toHaveCount(1);
  const fig = page.locator('rope-figure[fig="rotate"]');
  await fig.scrollIntoViewIfNeeded();
  await expect(fig).toHaveAttribute('data-built', '');
  const bg = () => fig.getByTestId('fig-rotate').evaluate((f) => getComputedStyle(f).backgroundColor.match(/\d+/g).slice(0, 3).map(Number).reduce((a, b) => a + b, 0));
  await page.getByTestId('param-theme').selectOption('light');
  await expect.poll(bg).toBeGreaterThan(600);
  await page.getByTestId('param-theme').selectOption('dark');
  await expect.poll(bg).toBeLessThan(200);
  // The built figure's root in the shadow root (the served frame in the element is another).
  await expect(fig.locator('.rope-host:not(.rope-copy)')).toHaveAttribute('data-theme', 'dark');
});
