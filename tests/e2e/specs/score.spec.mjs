// Panel "score": exact values, the URL, markers, the cursor, seeds, CSV.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { openApp, valueOf, inkFraction } from './helpers.mjs';

test('the summary equals rope-math for q = k = ones, d = 64, base 10000', async ({ page }) => {
  await openApp(page, '?panel=score&d=64&vec=ones');
  expect(await valueOf(page, 'score-at-0')).toBe(64);
  expect(await valueOf(page, 'score-at-10')).toBeCloseTo(42.10325764921555, 10);
  expect(await valueOf(page, 'score-at-10000')).toBeCloseTo(3.158452185597606, 10);
  expect((await valueOf(page, 'score-at-10')).toFixed(4)).toBe('42.1033');
  expect((await valueOf(page, 'score-at-10000')).toFixed(4)).toBe('3.1585');
  await expect.poll(() => inkFraction(page, 'plot-score')).toBeGreaterThan(0.02);
});

test('changing the base changes the curve and the URL', async ({ page }) => {
  await openApp(page, '?panel=score&span=20000&axis=linear');
  const before = await valueOf(page, 'score-at-1000');
  const img = await page.getByTestId('plot-score').evaluate((c) => c.toDataURL());
  await page.goto('?panel=score&span=20000&axis=linear&base=500000');
  await expect(page.getByTestId('panel-score')).toBeVisible();
  expect(await valueOf(page, 'score-at-1000')).not.toBeCloseTo(before, 3);
  await page.waitForTimeout(300);
  expect(await page.getByTestId('plot-score').evaluate((c) => c.toDataURL())).not.toBe(img);
});

test('the base slider of the frequencies panel redraws the score and writes the URL', async ({ page }) => {
  await openApp(page);
  const before = await valueOf(page, 'score-at-1000');
  const slider = page.getByTestId('panel-frequencies').getByTestId('param-base');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => valueOf(page, 'score-at-1000')).not.toBe(before);
  await expect.poll(() => new URL(page.url()).searchParams.get('base')).not.toBeNull();
});

test('a panel out of view catches up with a change made elsewhere, and is current when scrolled in', async ({ page }) => {
  await openApp(page, '?d=128&base=10000');
  await page.getByTestId('plot-score').scrollIntoViewIfNeeded();
  // The frequencies panel is out of view now; move its base slider from script.
  const after = await page.evaluate(async () => {
    const slider = document.querySelector('[data-testid="panel-frequencies"] [data-testid="param-base"]');
    slider.value = '5'; // log10(base)
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 400));
    const cell = document.querySelector('[data-testid="inv-freq-1"]');
    return Number(cell.getAttribute('data-value'));
  });
  expect(after).toBeCloseTo(100000 ** (-2 / 128), 15);
  await page.getByTestId('panel-frequencies').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('panel-frequencies').getByTestId('param-base-exact')).toHaveValue('100000');
});

test('the training-length marker follows train', async ({ page }) => {
  await openApp(page, '?panel=score&train=8192');
  await expect(page.getByTestId('score-at-8192')).toBeAttached();
  await page.goto('?panel=score&train=2048');
  await expect(page.getByTestId('score-at-2048')).toBeAttached();
  await expect(page.getByTestId('score-at-8192')).toHaveCount(0);
  await expect(page.getByTestId('score-summary')).toContainText('training length');
});

test('the cursor follows m − n, and the keyboard moves the read-out', async ({ page }) => {
  await openApp(page, '?m=40&n=15');
  const cursor = page.getByTestId('score-cursor');
  await expect(cursor).toHaveAttribute('data-offset', '25');
  await page.getByTestId('panel-pairs').getByTestId('lock-offset').uncheck();
  const m = page.getByTestId('panel-pairs').getByTestId('param-m-exact');
  await m.fill('115');
  await m.press('Enter');
  await expect(cursor).toHaveAttribute('data-offset', '100');
  expect(await valueOf(page, 'score-cursor')).toBeCloseTo(await valueOf(page, 'score-at-100'), 12);
  await page.getByTestId('score-canvas-focus').focus();
  await page.keyboard.press('ArrowRight');
  await expect(cursor).toHaveAttribute('data-offset', '101');
});

test('a seed in the URL reproduces the same random curve after reload', async ({ page }) => {
  await openApp(page, '?panel=score&vec=random&seed=42');
  const a = await valueOf(page, 'score-at-100');
  await page.getByTestId('reroll').click();
  await expect.poll(() => valueOf(page, 'score-at-100')).not.toBe(a);
  await expect.poll(() => new URL(page.url()).searchParams.get('seed')).not.toBe('42');
  const seed = new URL(page.url()).searchParams.get('seed');
  const b = await valueOf(page, 'score-at-100');
  await page.reload();
  await expect(page.getByTestId('panel-score')).toBeVisible();
  expect(await valueOf(page, 'score-at-100')).toBe(b);
  expect(new URL(page.url()).searchParams.get('seed')).toBe(seed);
});

test('the CSV has the plotted rows', async ({ page }) => {
  await openApp(page, '?panel=score&axis=linear&span=1199');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-csv').click()]);
  const text = readFileSync(await download.path(), 'utf8').trim().split('\n');
  expect(text[0]).toBe('first_offset,last_offset,score_min,score_max');
  expect(text.length).toBe(1201);
  const [first, last, min, max] = text[1].split(',').map(Number);
  expect([first, last]).toEqual([0, 0]);
  expect(min).toBe(64);
  expect(max).toBe(64);
});

test('scaling draws the scaled curve beside the original', async ({ page }) => {
  const { errors } = await openApp(page, '?panel=score&scaling=yarn&factor=16&train=4096&d=128');
  // YaRN's temperature: the logit at offset 0 is 64 pairs · 2 · 1.2773².
  expect(await valueOf(page, 'score-at-0')).toBeCloseTo(128 * 1.2772588722239782 ** 2, 9);
  expect(errors).toEqual([]);
});

test('the ALiBi overlay reads out its bias', async ({ page }) => {
  await openApp(page, '?panel=score&m=110&n=10');
  await page.getByTestId('alibi').check();
  await expect(page.locator('.readout-line')).toContainText('ALiBi head 1 would add -50.000');
});

test('a change first draws a preview, then the exact envelopes once the inputs rest', async ({ page }) => {
  await openApp(page, '?panel=score&d=128&span=1000000&axis=log');
  const plot = page.getByTestId('score-canvas-focus');
  await expect(plot).toHaveAttribute('data-exact', 'true');
  const draws = Number(await page.getByTestId('plot-score').getAttribute('data-draws'));
  await page.getByTestId('param-span-exact').fill('900000');
  await page.getByTestId('param-span-exact').press('Enter');
  await expect(plot).toHaveAttribute('data-exact', 'true');
  // At least the preview and the exact picture were drawn.
  await expect.poll(async () => Number(await page.getByTestId('plot-score').getAttribute('data-draws'))).toBeGreaterThanOrEqual(draws + 2);
});


test('the single-pairs strip draws the slowest pair in its colour', async ({ page }) => {
  await openApp(page, '?d=64&span=5000&axis=linear&pair=10');
  const swatch = await page
    .getByTestId('panel-frequencies')
    .locator('tr', { has: page.getByTestId('inv-freq-31') })
    .locator('.swatch')
    .getAttribute('style');
  const [r, g, b] = swatch.match(/\d+/g).map(Number);
  const plot = page.getByTestId('plot-score');
  await plot.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('score-canvas-focus')).toHaveAttribute('data-exact', 'true');
  // Rows of the strip under the total-score chart (47 % to 65 % of the height); the plot draws
  // once the browser reports it in view.
  const count = () => plot.evaluate((c, [r, g, b]) => {
    const y0 = Math.round(c.height * 0.47);
    const y1 = Math.round(c.height * 0.65);
    const { data } = c.getContext('2d').getImageData(0, y0, c.width, y1 - y0);
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] === r && data[i + 1] === g && data[i + 2] === b) n++;
    return n;
  }, [r, g, b]);
  await expect.poll(count).toBeGreaterThan(100);
});
