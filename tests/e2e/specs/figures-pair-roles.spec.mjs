// Part IV's opening figures, on what trained models use the pairs for: the decay that belongs
// to aligned vectors, the positional head the fastest pairs build, and RoPE over an image. Each
// alone holds what docs/design.md's formulas give, computed here independently; their keys round-trip
// and bad values get a notice and a sane value.
import { test, expect } from '@playwright/test';
import { openFigure as openFig } from './helpers.mjs';

const v = (scope, id) => scope.getByTestId(id).first().getAttribute('data-value').then(Number);
const thetas = (d, base) => Array.from({ length: d / 2 }, (_, i) => base ** (-2 * i / d));
const close = (a, b) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

test('decay-myth: q = k averages Σ 2cos(Δθᵢ) with spread 2√Σcos², independent Gaussians average 0 with spread √d at every offset', async ({ page }) => {
  const errors = await openFig(page, '?fig=decay-myth');
  await expect(page.getByTestId('plot-decay-myth')).toBeVisible();
  const th = thetas(128, 1e4);
  const same = (o) => th.reduce((s, t) => s + 2 * Math.cos(o * t), 0);
  const sameSd = (o) => 2 * Math.sqrt(th.reduce((s, t) => s + Math.cos(o * t) ** 2, 0));
  const offsets = [0, 1, 10, 100, 1000, 10000];
  for (const o of offsets) {
    expect(close(await v(page, `expected-score-${o}`), same(o)), `gaussian-same ${o}`).toBe(true);
    expect(close(await v(page, `score-sd-${o}`), sameSd(o)), `sd ${o}`).toBe(true);
  }
  expect(await v(page, 'expected-score-0')).toBe(128);
  expect(await v(page, 'score-sd-0')).toBe(16);
  // Ones: the same average, no spread.
  await page.getByTestId('param-vec').selectOption('ones');
  await expect.poll(() => v(page, 'score-sd-100')).toBe(0);
  expect(close(await v(page, 'expected-score-100'), same(100))).toBe(true);
  // Independent Gaussians (docs/design.md's name `gaussian`): mean 0, sd √d everywhere.
  await page.goto('?fig=decay-myth&vec=gaussian&d=64&base=500000');
  for (const o of offsets) {
    await expect.poll(() => v(page, `expected-score-${o}`)).toBe(0);
    expect(await v(page, `score-sd-${o}`)).toBeCloseTo(8, 12);
  }
  // Another draw changes the seed, not the averages.
  await page.getByTestId('decay-redraw').click();
  await expect(page).toHaveURL(/seed=/);
  expect(await v(page, 'expected-score-10')).toBe(0);
  expect(errors).toEqual([]);
});

test('positional-head: softmax over offsets of a·Σ_{i<K} cos((offset − r)θᵢ); one pair echoes at 26 and 45, four single out r', async ({ page }) => {
  const errors = await openFig(page, '?fig=positional-head');
  const weights = (d, base, r, K, a, N) => {
    const th = thetas(d, base).slice(0, K);
    const s = Array.from({ length: N }, (_, o) => a * th.reduce((acc, t) => acc + Math.cos((o - r) * t), 0));
    const top = Math.max(...s);
    const e = s.map((x) => Math.exp(x - top));
    const total = e.reduce((x, y) => x + y, 0);
    return e.map((x) => x / total);
  };
  let want = weights(128, 1e4, 1, 1, 10, 64);
  await expect(page.locator('[data-testid^="head-weight-"]')).toHaveCount(64);
  for (const o of [0, 1, 7, 20, 26, 45, 63]) expect(close(await v(page, `head-weight-${o}`), want[o]), `offset ${o}`).toBe(true);
  expect(await v(page, 'head-score-26') / 10).toBeCloseTo(0.991, 3);
  expect(await v(page, 'head-echo')).toBe(45);
  // Four pairs: the target takes nearly all the weight.
  await page.getByTestId('param-fast').fill('4');
  await expect.poll(() => v(page, 'head-target-weight')).toBeGreaterThan(0.99);
  // Every key, and the table follows the span.
  await page.goto('?fig=positional-head&target=5&fast=3&sharp=2.5&span=32&d=64&base=500');
  await expect(page.locator('[data-testid^="head-weight-"]')).toHaveCount(32);
  want = weights(64, 500, 5, 3, 2.5, 32);
  for (const o of [0, 5, 11, 31]) expect(close(await v(page, `head-weight-${o}`), want[o]), `offset ${o}`).toBe(true);
  // More pairs than the head has: a notice, and every pair used.
  await page.goto('?fig=positional-head&fast=999&d=16');
  await expect(page.getByTestId('notice')).toContainText('fast');
  want = weights(16, 1e4, 1, 8, 10, 64);
  expect(close(await v(page, 'head-weight-1'), want[1])).toBe(true);
  expect(errors).toEqual([]);
});

test('rope-2d: (1/P)·Σ cos(θ_k(dx cos φ_k + dy sin φ_k)); axial leaves a cross, golden-angle directions remove it', async ({ page }) => {
  const errors = await openFig(page, '?fig=rope-2d');
  const score = (d, base, dirs, dx, dy) => {
    const th = thetas(d, base);
    const phi = (k) => (dirs === 'axial' ? (k % 2 === 0 ? 0 : Math.PI / 2) : k * Math.PI * (3 - Math.sqrt(5)));
    return th.reduce((s, t, k) => s + Math.cos(t * (dx * Math.cos(phi(k)) + dy * Math.sin(phi(k)))), 0) / th.length;
  };
  const cells = [[0, 0], [1, 0], [0, 1], [16, 0], [0, 16], [8, 8], [-4, 2], [-16, 16]];
  for (const [dx, dy] of cells) expect(close(await v(page, `score2d-${dx}-${dy}`), score(64, 10, 'axial', dx, dy)), `${dx},${dy}`).toBe(true);
  const axialGap = (await v(page, 'score2d-on-axis')) - (await v(page, 'score2d-off-axis'));
  expect(axialGap).toBeGreaterThan(0.4);
  await page.getByTestId('param-directions').selectOption('golden');
  await expect(page).toHaveURL(/directions=golden/);
  for (const [dx, dy] of cells) await expect.poll(() => v(page, `score2d-${dx}-${dy}`)).toBeCloseTo(score(64, 10, 'golden', dx, dy), 12);
  const goldenGap = (await v(page, 'score2d-on-axis')) - (await v(page, 'score2d-off-axis'));
  expect(Math.abs(goldenGap)).toBeLessThan(axialGap / 4);
  await page.goto('?fig=rope-2d&directions=golden&d=128&base=10000');
  expect(close(await v(page, 'score2d-8-4'), score(128, 1e4, 'golden', 8, 4))).toBe(true);
  // An unknown direction: a notice, and axial.
  await page.goto('?fig=rope-2d&directions=spiral');
  await expect(page.getByTestId('notice')).toContainText('directions');
  expect(close(await v(page, 'score2d-16-0'), score(64, 10, 'axial', 16, 0))).toBe(true);
  expect(errors).toEqual([]);
});

test('temperature: the layer strip reads each preset\'s config (Llama 4 Scout: 36 chunked + 12 without RoPE; Gemma 3 27B: 52 local + 10 global); Scout imports without a notice', async ({ page }) => {
  const errors = await openFig(page, '?fig=temperature');
  const strip = page.getByTestId('layer-strip');
  await expect(strip).toHaveAttribute('data-layers', '48');
  await expect(strip).toHaveAttribute('data-no-rope', '12');
  await expect(strip).toHaveAttribute('data-local', '36');
  await expect(strip.locator('.layer.no-rope')).toHaveCount(12);
  // Every fourth layer: the 4th, 8th, … cells.
  expect(await strip.locator('.layer').evaluateAll((cells) => cells.map((c, i) => [i, c.classList.contains('no-rope')]).filter(([, n]) => n).map(([i]) => i + 1))).toEqual([4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48]);
  await page.getByTestId('layers-gemma-3-27b').click();
  await expect(strip).toHaveAttribute('data-layers', '62');
  await expect(strip).toHaveAttribute('data-local', '52');
  await expect(strip).toHaveAttribute('data-global', '10');
  await expect(page).toHaveURL(/preset=gemma-3-27b/);
  await expect(page.getByText(/52 rotate, base 10\u202f000, within a window of 1024 tokens/)).toBeVisible();
  await expect(page.getByText(/10 rotate, base 1\u202f000\u202f000, over the whole text/)).toBeVisible();
  // The Scout preset in the lab: equal low and high factors are a hard cut, taken as HF takes it.
  await page.goto('?view=lab&preset=llama-4-scout');
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await expect(page.getByTestId('panel-frequencies')).toBeVisible();
  // The lab's preset picker shows the same strip for a model that mixes layers, and none for one that does not.
  await expect(page.getByTestId('layer-strip')).toHaveAttribute('data-no-rope', '12');
  await page.getByTestId('param-preset').selectOption('llama-2-7b');
  await expect(page.getByTestId('layer-strip')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the lab\'s score panel takes the decay figure\'s vectors: with one seeded Gaussian vector as q and k, offset 0 scores |q|², and the score is that draw\'s', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('?view=lab&vec=gaussian-same&seed=7&d=8&panel=score');
  const at0 = await v(page, 'score-at-0');
  await page.goto('?view=lab&vec=random&seed=7&d=8&panel=score');
  const independent0 = await v(page, 'score-at-0');
  // q = k: the score at offset 0 is the squared length, positive; independent draws differ.
  expect(at0).toBeGreaterThan(0);
  expect(at0).not.toBe(independent0);
  await page.goto('?view=lab&vec=gaussian-same&seed=7&d=8&panel=score');
  await expect(page.getByTestId('param-vec').first()).toHaveValue('gaussian-same');
  expect(errors).toEqual([]);
});
