// Figures alone and embedding in a blog: compact figures, the host's frames fitted to their
// content by embed.js, the wheel scrolling the host, exports, embed code, narrow screens.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { FIGURES } from './figures.mjs';
import { moduleStarted } from './helpers.mjs';

const FIGS = FIGURES;
// Figures whose view the lab has ("open in the lab" is offered for these alone).
const IN_LAB = new Set(['rotate', 'proof', 'frequencies', 'score-distance', 'slow-pairs', 'base-scaling', 'alibi', 'extrapolation-bound', 'partial-rotary']);
const HOST = 'http://127.0.0.1:4173/host/post.html';

/** Opens a figure alone and waits for its chart to draw; returns the console errors. */
async function openFig(page, query) {
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(query);
  await expect(page.locator('[data-testid^="fig-"]')).toBeVisible();
  await expect(page.locator('canvas[data-draws]').first()).toBeAttached();
  return errors;
}

const docHeight = (page) => page.evaluate(() => document.documentElement.getBoundingClientRect().height);

for (const fig of FIGS) {
  test(`?fig=${fig} is compact, draws at once and has its actions`, async ({ page }) => {
    await page.setViewportSize({ width: 720, height: 560 });
    const errors = await openFig(page, `?fig=${fig}`);
    await expect(page.getByTestId(`fig-${fig}`)).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    // The chart comes first: it is inside the first 560 px without any scrolling.
    const box = await page.locator('canvas').first().boundingBox();
    expect(box.y + box.height).toBeLessThanOrEqual(560);
    expect(await docHeight(page)).toBeLessThanOrEqual(560);
    // Reader first: the author's tools wait behind one control in the footer.
    await expect(page.getByTestId('copy-embed')).toBeHidden();
    await page.getByTestId('figure-share').locator(':scope > summary').click();
    for (const id of ['copy-embed', 'export-png', 'export-svg']) {
      await expect(page.getByTestId(id)).toBeVisible();
    }
    await expect(page.getByTestId('open-lab')).toHaveCount(IN_LAB.has(fig) ? 1 : 0);
    await page.getByTestId('figure-share').locator(':scope > summary').click();
    await page.setViewportSize({ width: 360, height: 720 });
    // Measured once the page has settled at the new width (the same height twice, 200 ms
    // apart): a sample taken mid-relayout, before the charts regrow, passed a figure that was
    // too tall.
    await expect.poll(async () => {
      const before = await docHeight(page);
      await page.waitForTimeout(200);
      return before === await docHeight(page) ? before : Infinity;
    }).toBeLessThanOrEqual(720);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
  });
}

test('rotate reproduces the cat example: 0.8934 at 3 and 7 and at 10 and 14', async ({ page }) => {
  await openFig(page, '?fig=rotate&m=3&n=7');
  const v = (id) => page.getByTestId(id).getAttribute('data-value').then(Number);
  expect(await v('score-direct')).toBeCloseTo(0.97 * Math.cos(0.4), 12);
  expect(await v('score-formula')).toBeCloseTo(0.97 * Math.cos(0.4), 12);
  await page.getByTestId('place-10-14').click();
  await expect.poll(() => v('offset')).toBe(-4);
  expect(await v('score-direct')).toBeCloseTo(0.8934, 4);
});

test('slow-pairs starts at the seeds\' lengths for d = 512', async ({ page }) => {
  await openFig(page, '?fig=slow-pairs');
  const v = (id) => page.getByTestId(id).getAttribute('data-value').then(Number);
  const theta = 10000 ** (-510 / 512);
  expect(await v('slow-angle-train-deg')).toBeCloseTo(((8192 * theta) * 180) / Math.PI, 9);
  expect(await v('turns-infer-255')).toBeCloseTo((50000 * theta) / (2 * Math.PI), 12);
  await page.getByTestId('scene-slow-pair').click();
  await expect.poll(() => v('slow-angle-train-deg')).toBeCloseTo(46.94, 2);
});

test('the host page: frames fit their figure, draw without inner scrolling, the wheel scrolls the blog', async ({ page }) => {
  for (const [width, dark] of [[1280, false], [390, true]]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(HOST + (dark ? '?dark' : ''));
    for (const frame of await page.locator('iframe').all()) {
      await frame.scrollIntoViewIfNeeded();
      const handle = await frame.elementHandle();
      const inner = await handle.contentFrame();
      // Scrolling the host (not the frame) brings the chart into view; it draws then. Frames
      // above may still be taking their height (lazy frames load as the host scrolls) and push
      // this one down again, so scroll until it has drawn, as a reader would.
      await expect
        .poll(async () => {
          // The live figure's canvas (`body > main`), not its served copy's (in `#prerender`),
          // which the module removes.
          await inner.locator('body > main canvas').first().scrollIntoViewIfNeeded();
          return inner.locator('canvas[data-draws]').count();
        }, { timeout: 15000 })
        .toBeGreaterThan(0);
      await expect
        .poll(async () => {
          const content = await inner.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
          const outer = (await frame.boundingBox()).height;
          return Math.abs(content - outer);
        })
        .toBeLessThanOrEqual(1);
      const scrolls = await inner.evaluate(() => document.documentElement.scrollHeight > innerHeight + 1);
      expect(scrolls).toBe(false);
      expect(await inner.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    }
    // Narrower host: the frames follow.
    await page.setViewportSize({ width: Math.round(width * 0.8), height: 900 });
    const first = page.locator('iframe').first();
    const inner = await (await first.elementHandle()).contentFrame();
    await expect
      .poll(async () => Math.abs((await inner.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height))) - (await first.boundingBox()).height))
      .toBeLessThanOrEqual(1);
    // The wheel over a frame scrolls the host.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await first.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 300));
    const before = await page.evaluate(() => scrollY);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 120);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before + 200);
  }
});

test('PNG at twice the CSS size and SVG downloads decode', async ({ page }) => {
  await openFig(page, '?fig=frequencies');
  const canvas = page.getByTestId('plot-frequencies');
  const css = await canvas.boundingBox();
  await page.getByTestId('figure-share').locator(':scope > summary').click();
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-png').click()]);
  const bytes = readFileSync(await png.path());
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  // IHDR: width and height, big-endian, at bytes 16 and 20.
  expect(bytes.readUInt32BE(16)).toBe(Math.round(css.width * 2));
  expect(bytes.readUInt32BE(20)).toBe(Math.round(css.height * 2));
  const decoded = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, bytes.toString('base64'));
  expect(decoded).toEqual([Math.round(css.width * 2), Math.round(css.height * 2)]);
  const [svg] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-svg').click()]);
  const text = readFileSync(await svg.path(), 'utf8');
  const parsed = await page.evaluate((t) => {
    const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
    return { error: doc.querySelector('parsererror') !== null, root: doc.documentElement.nodeName, shapes: doc.querySelectorAll('circle, path, polyline, line, rect, text').length };
  }, text);
  expect(parsed).toEqual(expect.objectContaining({ error: false, root: 'svg' }));
  expect(parsed.shapes).toBeGreaterThan(30);
});

test('a figure card: one PNG with the title, the chart, the readouts and the caption, taller than the chart alone', async ({ page }) => {
  await page.goto('?fig=proof');
  await expect(page.getByTestId('plot-proof')).toBeVisible();
  await page.getByTestId('figure-share').locator('summary').first().click();
  const size = (buf) => ({ w: buf.readUInt32BE(16), h: buf.readUInt32BE(20) });
  const [chart] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-png').click()]);
  const [card] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-card').click()]);
  expect(card.suggestedFilename()).toBe('proof-card.png');
  const bytes = readFileSync(await card.path());
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  const [c, k] = [size(readFileSync(await chart.path())), size(bytes)];
  // The title above, the readouts and the caption below: well taller than the chart.
  expect(k.h).toBeGreaterThan(c.h + 2 * 80);
  // Its text is drawn: the card's own pixels differ from the bare chart's height by the lines.
  const lines = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: img.width, height: 60 });
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, img.width, 60);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] < 128) ink++;
    return ink;
  }, `data:image/png;base64,${bytes.toString('base64')}`);
  expect(lines, 'the title is written at the top').toBeGreaterThan(200);
});

test('a panel alone exports too, and has one level-one heading', async ({ page }) => {
  await page.goto('?panel=score');
  await expect(page.getByTestId('panel-score')).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-png').click()]);
  expect(readFileSync(await png.path()).subarray(1, 4).toString()).toBe('PNG');
  const [svg] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-svg').click()]);
  expect(readFileSync(await svg.path(), 'utf8')).toContain('<svg');
});

test('the embed code carries the settings, a title, lazy loading and embed.js', async ({ page }) => {
  await openFig(page, '?fig=slow-pairs&infer=100000&theme=dark');
  const code = await page.getByTestId('embed-code').textContent();
  expect(code).toContain('loading="lazy"');
  expect(code).toMatch(/title="The slowest pair past training/);
  expect(code).toContain('embed.js');
  const src = code.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
  const url = new URL(src);
  expect(url.searchParams.get('fig')).toBe('slow-pairs');
  expect(url.searchParams.get('infer')).toBe('100000');
  await openFig(page, url.pathname.replace('/blog/rope/', '') + url.search);
  expect(Number(await page.getByTestId('turns-infer-255').getAttribute('data-value'))).toBeCloseTo((100000 * 10000 ** (-510 / 512)) / (2 * Math.PI), 10);
  await expect(page.getByTestId('embed-code-hugo')).toContainText('{{< rope-explorer');
});

test('the lab link and the credit open the lab with the same settings', async ({ page }) => {
  await openFig(page, '?fig=frequencies&d=128&base=500000');
  for (const link of [page.getByTestId('open-lab'), page.locator('.embed-credit a')]) {
    const href = new URL(await link.getAttribute('href'), page.url());
    expect(href.searchParams.get('fig')).toBeNull();
    expect(href.searchParams.get('view')).toBe('lab');
    expect(href.searchParams.get('d')).toBe('128');
    expect(href.searchParams.get('base')).toBe('500000');
  }
});

test('an unknown figure or panel lists the real ones', async ({ page }) => {
  for (const q of ['?fig=rotat', '?panel=frequency']) {
    await page.goto(q);
    const list = page.getByTestId('valid-slugs');
    await expect(list).toBeVisible();
    for (const slug of [...FIGS, 'frequencies', 'pairs', 'score', 'coverage']) await expect(list).toContainText(slug);
    await expect(page.locator('[data-testid^="panel-"]')).toHaveCount(0);
  }
});

test('ALiBi overlay settings live in the URL and round-trip', async ({ page }) => {
  await page.goto('?panel=score&alibi=1&heads=12&head=3');
  await expect(page.getByTestId('alibi')).toBeChecked();
  await expect(page.getByTestId('alibi-heads')).toHaveValue('12');
  await expect(page.getByTestId('alibi-head')).toHaveValue('3');
  await page.getByTestId('alibi-head').fill('5');
  await page.getByTestId('alibi-head').press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('head')).toBe('5');
});

test('presets answer to the model\'s own name and Hugging Face id', async ({ page }) => {
  for (const name of ['Llama-3.1-8B', 'meta-llama/Llama-3.1-8B']) {
    await page.goto(`?panel=coverage&preset=${encodeURIComponent(name)}`);
    await expect(page.getByTestId('param-preset')).toHaveValue('llama-3.1-8b');
    await expect(page.getByTestId('notice')).toHaveCount(0);
  }
});

test('bg=transparent lets the host show through', async ({ page }) => {
  await page.goto('?fig=frequencies&bg=transparent');
  await expect(page.locator('html')).toHaveAttribute('data-bg', 'transparent');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
});

for (const width of [320, 360, 390]) {
  test(`no horizontal overflow at ${width} px: the lab, each panel and each figure`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const pages = ['', '?view=lab', '?view=lab&d=256', '?view=lab&scaling=longrope', ...['frequencies', 'pairs', 'score', 'coverage'].map((p) => `?panel=${p}`), ...FIGS.map((f) => `?fig=${f}`)];
    for (const q of pages) {
      await page.goto(q);
      await moduleStarted(page);
      await expect(page.locator('canvas').first()).toBeAttached();
      await page.locator('details').evaluateAll((ds) => ds.forEach((d) => (d.open = true)));
      // The lab's panels off screen skip layout and clip their paint (content-visibility):
      // all are laid out here, so a wide element anywhere would widen the page.
      await page.addStyleTag({ content: '.panel { content-visibility: visible !important; }' });
      await page.waitForTimeout(100);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow, q).toBeLessThanOrEqual(0);
    }
  });
}

test('the pairs view keeps its lock and speed in the URL', async ({ page }) => {
  await page.goto('?panel=pairs&lock=0&speed=20');
  await expect(page.getByTestId('lock-offset')).not.toBeChecked();
  await expect(page.getByTestId('speed')).toHaveValue('20');
  await page.getByTestId('lock-offset').check();
  await page.getByTestId('speed').selectOption('5');
  await expect.poll(() => new URL(page.url()).searchParams.get('speed')).toBe('5');
  expect(new URL(page.url()).searchParams.get('lock')).toBeNull();
});

test('a huge value in the address is quoted briefly and never widens the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`?panel=frequencies&d=1e308&base=${'9'.repeat(309)}`);
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText("'1e308' is outside 2 to 1024; used 1024");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('open sections live in the URL of an embedded view', async ({ page }) => {
  await page.goto('?panel=pairs&open=proof');
  await expect(page.locator('details.proof')).toHaveAttribute('open', '');
  await page.locator('details.table-wrap summary').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('open')).toBe('table,proof');
  await page.locator('details.proof summary').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('open')).toBe('table');
  await page.goto('?fig=frequencies&open=table');
  await expect(page.locator('details.table-wrap')).toHaveAttribute('open', '');
});
