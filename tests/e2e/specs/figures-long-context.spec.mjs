// Part III of the story (long context): each figure alone holds the values the formulas give,
// with the seeds' numbers among them, and its controls change what they must; the chapters
// carry the seeds' worked numbers in their text.
import { test, expect } from '@playwright/test';
import { liveStory, storyFigure, openFigure as openFig } from './helpers.mjs';

const v = (scope, id) => scope.getByTestId(id).first().getAttribute('data-value').then(Number);
const theta = (i, d, base) => base ** (-2 * i / d);
const deg = (rad) => (rad * 180) / Math.PI;


test('cost: 4,096² and 131,072² score entries, about 1,000× for 32× the length, and the KV cache of a preset', async ({ page }) => {
  const errors = await openFig(page, '?fig=cost');
  expect(await v(page, 'cost-entries')).toBe(131072 ** 2);
  expect(await v(page, 'cost-ratio')).toBe(1024);
  // Llama 3.1 8B: 32 layers × 8 KV heads × 128 dims × 2 (key and value) × 2 bytes.
  expect(await v(page, 'kv-bytes-per-token')).toBe(32 * 8 * 128 * 2 * 2);
  expect(await v(page, 'kv-bytes')).toBe(32 * 8 * 128 * 2 * 2 * 131072);
  await expect(page.getByTestId('kv-bytes')).toHaveText('17.2 GB');
  await expect(page.getByTestId('cost-entries')).toHaveText('17.2 billion');
  await page.goto('?fig=cost&infer=4096');
  await expect.poll(() => v(page, 'cost-entries')).toBe(4096 ** 2);
  await expect(page.getByTestId('cost-entries')).toHaveText('16.8 million');
  expect(await v(page, 'cost-ratio')).toBe(1);
  // Llama 2 7B has no grouped-query attention: 32 KV heads, four times the cache.
  await page.getByTestId('param-model').selectOption('llama-2-7b');
  await expect.poll(() => v(page, 'kv-bytes-per-token')).toBe(32 * 32 * 128 * 2 * 2);
  await page.getByTestId('param-model').selectOption('gemma-7b');
  await expect.poll(() => v(page, 'kv-bytes-per-token')).toBe(28 * 16 * 256 * 2 * 2);
  await expect.poll(() => new URL(page.url()).searchParams.get('model')).toBe('gemma-7b');
  expect(errors).toEqual([]);
});

test('base-scaling: 10000 → 500000 slows pair 255 of d = 512 about 49×, its angle at 50,000 falls from 297° to 6°', async ({ page }) => {
  const errors = await openFig(page, '?fig=base-scaling');
  const [old, now] = [theta(255, 512, 10000), theta(255, 512, 500000)];
  expect(await v(page, 'base-slowdown')).toBeCloseTo(old / now, 10);
  expect(Math.round(await v(page, 'base-slowdown'))).toBe(49);
  expect(await v(page, 'angle-train-deg')).toBeCloseTo(deg(8192 * old), 10);
  expect(await v(page, 'angle-old-deg')).toBeCloseTo(deg(50000 * old), 10);
  expect(Math.round(await v(page, 'angle-old-deg'))).toBe(297);
  expect(await v(page, 'angle-new-deg')).toBeCloseTo(deg(50000 * now), 10);
  expect(Math.round(await v(page, 'angle-new-deg'))).toBe(6);
  // The table is the raised model's: trained at base 10000, turning at the new base. Pair 255 is
  // back inside its trained angle; at base 10000 it would be beyond it (a model trained at the
  // new base, the lab's coverage table, would read it the other way).
  const table = page.getByTestId('raised-table');
  expect(await v(table, 'raised-theta-old-255')).toBeCloseTo(old, 15);
  expect(await v(table, 'raised-theta-new-255')).toBeCloseTo(now, 15);
  expect(await v(table, 'raised-angle-train-deg-255')).toBeCloseTo(deg(8192 * old), 10);
  expect(await v(table, 'raised-angle-long-deg-255')).toBeCloseTo(deg(50000 * now), 10);
  await expect(table.locator('tr.ood')).toHaveCount(0);
  await page.getByTestId('param-base-exact').fill('10000');
  await page.getByTestId('param-base-exact').press('Enter');
  await expect(table.locator('tr.ood').filter({ hasText: /^\s*255/ })).toHaveCount(1);
  await page.getByTestId('param-base-exact').fill('500000');
  await page.getByTestId('param-base-exact').press('Enter');
  await expect.poll(() => v(page, 'base-slowdown')).toBeCloseTo(old / now, 10);
  // Pair 0 never slows.
  await page.getByTestId('param-pair').fill('0');
  await expect.poll(() => v(page, 'base-slowdown')).toBe(1);
  await page.getByTestId('param-base').fill('4');
  await page.getByTestId('param-pair').fill('255');
  await expect.poll(() => v(page, 'base-slowdown')).toBe(1);
  expect(errors).toEqual([]);
});

test('interpolation: from 4,000 to 16,000 tokens position 8,000 is turned as 2,000; neighbours a quarter as far apart', async ({ page }) => {
  const errors = await openFig(page, '?fig=interpolation');
  expect(await v(page, 'squeezed-position')).toBe(2000);
  expect(await v(page, 'squeeze-factor')).toBe(4);
  expect(await v(page, 'neighbour-step-before-deg')).toBeCloseTo(deg(1), 12);
  expect(await v(page, 'neighbour-step-after-deg')).toBeCloseTo(deg(0.25), 12);
  await page.goto('?fig=interpolation&m=12000');
  await expect.poll(() => v(page, 'squeezed-position')).toBe(3000);
  // A run no longer than training squeezes nothing.
  await page.goto('?fig=interpolation&infer=4000');
  expect(await v(page, 'squeezed-position')).toBe(8000);
  expect(await v(page, 'neighbour-step-after-deg')).toBeCloseTo(deg(1), 12);
  expect(errors).toEqual([]);
});

test('per-pair-scaling: every method\'s multiplier per pair on Phi-3.5 mini\'s numbers, with YaRN\'s temperature', async ({ page }) => {
  const errors = await openFig(page, '?fig=per-pair-scaling');
  const pairs = 48;
  const s = 32;
  const mult = () => page.locator('[data-testid^="multiplier-"]').evaluateAll((c) => c.map((x) => Number(x.dataset.value)));
  // YaRN: the fastest pair kept, the slowest divided by s; attention factor 0.1 ln s + 1.
  let m = await mult();
  expect(m).toHaveLength(pairs);
  expect(m[0]).toBeCloseTo(1, 12);
  expect(m[pairs - 1]).toBeCloseTo(1 / s, 12);
  expect(await v(page, 'attention-factor')).toBeCloseTo(0.1 * Math.log(s) + 1, 12);
  const select = page.getByTestId('param-scaling');
  await select.selectOption('linear');
  await expect.poll(async () => (await mult())[0]).toBeCloseTo(1 / s, 12);
  expect((await mult()).every((x) => Math.abs(x - 1 / s) < 1e-12)).toBe(true);
  expect(await v(page, 'attention-factor')).toBe(1);
  // NTK: base · s^(d/(d−2)), so pair i is multiplied by s^(−(d/(d−2))·2i/d).
  await select.selectOption('ntk');
  await expect.poll(async () => (await mult())[0]).toBeCloseTo(1, 12);
  m = await mult();
  for (const i of [1, 10, 47]) expect(m[i]).toBeCloseTo(s ** ((-96 / 94) * (2 * i) / 96), 12);
  // LongRoPE past the training length: 1 / long_factor, Phi-3.5 mini's list.
  await select.selectOption('longrope');
  await expect.poll(async () => (await mult())[0]).toBeCloseTo(1 / 1.0800000429153442, 12);
  expect((await mult())[pairs - 1]).toBeCloseTo(1 / 64.83999633789062, 12);
  expect(await v(page, 'attention-factor')).toBeCloseTo(Math.sqrt(1 + Math.log(s) / Math.log(4096)), 12);
  // Llama 3: wavelengths below 4096/4 kept, above 4096/1 divided by s.
  await select.selectOption('llama3');
  await expect.poll(async () => (await mult())[0]).toBe(1);
  m = await mult();
  for (let i = 0; i < pairs; i++) {
    const wave = (2 * Math.PI) / theta(i, 96, 10000);
    if (wave < 4096 / 4) expect(m[i], `pair ${i}`).toBe(1);
    if (wave > 4096) expect(m[i], `pair ${i}`).toBeCloseTo(1 / s, 12);
  }
  expect(errors).toEqual([]);
});

test('alibi: slopes for 8 heads halve, 12 heads take every other slope of 16, 6 heads four of 4 and two of 8', async ({ page }) => {
  const errors = await openFig(page, '?fig=alibi');
  for (let h = 1; h <= 8; h++) expect(await v(page, `alibi-slope-${h}`)).toBe(2 ** -h);
  await page.goto('?fig=alibi&heads=12');
  await expect(page.locator('[data-testid^="alibi-slope-"]')).toHaveCount(12);
  const slopes = await page.locator('[data-testid^="alibi-slope-"]').evaluateAll((c) => c.map((x) => Number(x.dataset.value)));
  expect(slopes).toHaveLength(12);
  const sixteen = Array.from({ length: 16 }, (_, i) => 2 ** (-(i + 1) / 2));
  expect(slopes.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => 2 ** -(i + 1)));
  for (let k = 0; k < 4; k++) expect(slopes[8 + k]).toBeCloseTo(sixteen[2 * k], 15);
  // Six heads: 4 from the power of two below, then 2 from the one above.
  await page.goto('?fig=alibi&heads=6');
  await expect(page.locator('[data-testid^="alibi-slope-"]')).toHaveCount(6);
  const six = await page.locator('[data-testid^="alibi-slope-"]').evaluateAll((c) => c.map((x) => Number(x.dataset.value)));
  expect(six).toEqual([2 ** -2, 2 ** -4, 2 ** -6, 2 ** -8, 2 ** -1, 2 ** -3]);
  expect(errors).toEqual([]);
});

test('context-budget: 7,500 of 8,000 leaves 500; history counts; an overflow is measured; the next turn grows the chat', async ({ page }) => {
  const errors = await openFig(page, '?fig=context-budget');
  expect(await v(page, 'budget-left')).toBe(500);
  expect(await v(page, 'budget-over')).toBe(0);
  await page.getByTestId('param-history').fill('600');
  await expect.poll(() => v(page, 'budget-over')).toBe(100);
  expect(await v(page, 'budget-left')).toBe(0);
  await page.getByTestId('budget-clear').click();
  await expect.poll(() => v(page, 'budget-left')).toBe(500);
  // The answer takes at most 400 of the 500 left; prompt and answer join the history.
  await page.getByTestId('budget-next-turn').click();
  await expect.poll(() => v(page, 'budget-over')).toBe(7500 + 7900 - 8000);
  await expect.poll(() => new URL(page.url()).searchParams.get('history')).toBe('7900');
  await page.goto('?fig=context-budget&window=32000&prompt=1200&history=3000');
  expect(await v(page, 'budget-left')).toBe(32000 - 1200 - 3000);
  expect(errors).toEqual([]);
});

test('cost: DeepSeek-V3 caches a 512-wide latent and a 64-wide rotated key per layer, 61 × 576 × 2 bytes a token', async ({ page }) => {
  const errors = await openFig(page, '?fig=cost&preset=deepseek-v3');
  expect(await v(page, 'kv-bytes-per-token')).toBe(61 * (512 + 64) * 2);
  await page.goto('?fig=cost&model=deepseek-v3&infer=131072');
  await expect.poll(() => v(page, 'kv-bytes-per-token')).toBe(70272);
  expect(await v(page, 'kv-bytes')).toBe(70272 * 131072);
  // The model select still wins over the page's preset.
  await page.goto('?fig=cost&preset=deepseek-v3&model=llama-2-7b');
  await expect.poll(() => v(page, 'kv-bytes-per-token')).toBe(524288);
  expect(errors).toEqual([]);
});

test('bad budget and model values are corrected with a notice, never a blank figure', async ({ page }) => {
  await page.goto('?fig=context-budget&window=-5&prompt=abc');
  await expect(page.getByTestId('fig-context-budget')).toBeVisible();
  await expect(page.getByTestId('notice')).toContainText('window');
  expect(await v(page, 'budget-left')).toBeGreaterThanOrEqual(0);
  await page.goto('?fig=cost&model=nope');
  await expect(page.getByTestId('notice')).toContainText('model');
  expect(await v(page, 'kv-bytes-per-token')).toBe(131072);
});

test('Part III in the story: one running model (Llama 2 7B, 4,096 → 32,768 tokens), and the seeds\' slow pair', async ({ page }) => {
  await page.goto('');
  await liveStory(page);
  expect(await v(page, 'text-entries-4096')).toBe(4096 ** 2);
  expect(await v(page, 'text-entries-32768')).toBe(32768 ** 2);
  await expect(page.getByTestId('text-entries-32768')).toHaveText('1.07 billion');
  expect(await v(page, 'text-kv-per-token')).toBe(32 * 32 * 128 * 2 * 2);
  expect(await v(page, 'text-kv-gqa-per-token')).toBe(131072);
  const slowest = 10000 ** (-126 / 128);
  expect(await v(page, 'text-run-slowest-theta')).toBeCloseTo(slowest, 15);
  expect(await v(page, 'text-slow-pairs-slowest-infer-deg')).toBeCloseTo(deg(32768 * slowest), 9);
  expect(await v(page, 'text-slow-score-train-min')).toBeCloseTo(Math.cos(4096 * slowest), 12);
  expect(await v(page, 'text-slow-score-infer-min')).toBe(-1);
  expect(await v(page, 'text-run-unfinished-pairs')).toBe(18);
  await expect(page.getByTestId('text-slow-train-deg')).toHaveText('46.9°');
  expect(await v(page, 'text-slow-infer-deg')).toBeCloseTo(deg(5), 12);
  await expect(page.getByTestId('text-slow-infer-deg')).toHaveText('286.5°');
  await expect(page.getByTestId('text-slow-scaled-deg')).toHaveText('35.8°');
  expect(await v(page, 'text-base-slowdown')).toBeCloseTo(50 ** (126 / 128), 9);
  expect(await v(page, 'text-base-slowdown-middle')).toBeCloseTo(Math.sqrt(50), 9);
  await expect(page.getByTestId('text-base-slowdown-middle')).toHaveText('7');
  expect(await v(page, 'text-yarn-attention')).toBeCloseTo(0.1 * Math.log(8) + 1, 12);
  expect(await v(page, 'text-dynamic-effective-s')).toBe(57);
  expect(await v(page, 'text-alibi-gentlest-penalty')).toBe(-16);
  // The seeds' slow pair, loaded in the story's slow-pairs figure: 46.9° trained; the button
  // takes the reader back to the running model's head.
  const slow = await storyFigure(page, 'slow-pairs');
  await slow.getByTestId('reveal').click();
  await slow.getByTestId('scene-slow-pair').click();
  await expect.poll(() => v(slow, 'slow-angle-train-deg')).toBeCloseTo(46.9, 1);
  // As read at 50,000 tokens with no fix: past half a turn, as the prose says (the fold
  // divides by 8 in words).
  expect(await v(slow, 'slow-angle-infer-deg')).toBeCloseTo(286.48, 1);
  await expect(slow.getByTestId('scene-slow-pair')).toHaveAttribute('aria-pressed', 'true');
  await slow.getByTestId('scene-slow-pair').click();
  await expect.poll(() => v(slow, 'slow-angle-train-deg')).toBeCloseTo(deg(4096 * slowest), 9);
  expect(await v(slow, 'slow-score-infer-min')).toBe(-1);
});

test('decode: token 32,768 reruns all 32,768 without a cache; a cached step reads the weights and the whole cache, and waits on memory', async ({ page }) => {
  const errors = await openFig(page, '?fig=decode&infer=32768');
  const fig = page.getByTestId('fig-decode');
  expect(await v(fig, 'decode-rerun')).toBe(32768);
  expect(await v(fig, 'decode-rerun-total')).toBe((32768 * 32769) / 2);
  expect(await v(fig, 'decode-cached-total')).toBe(32768);
  expect(await v(fig, 'decode-fewer')).toBe(32769 / 2);
  // Llama 3.1 8B: 8.03 billion parameters, 131,072 bytes of cache a token, 32 query heads on 8.
  expect(await v(fig, 'decode-weight-bytes')).toBe(16.06e9);
  expect(await v(fig, 'decode-bytes')).toBe(131072 * 32768);
  expect(await v(fig, 'decode-ops-per-byte')).toBe(4);
  expect(await v(fig, 'decode-read-ms')).toBeCloseTo(((16.06e9 + 131072 * 32768) / 3.35e12) * 1e3, 9);
  expect(await v(fig, 'decode-ops')).toBe(2 * 8.03e9 + 4 * 32 * 32 * 128 * 32768);
  expect(await v(fig, 'decode-read-ms')).toBeGreaterThan(50 * (await v(fig, 'decode-sums-ms')));
  // Llama 2 7B keeps a key and value per query head (1 operation a byte) and stops at 4,096.
  await fig.getByTestId('param-model').selectOption('llama-2-7b');
  await expect.poll(() => v(fig, 'decode-ops-per-byte')).toBe(1);
  expect(await v(fig, 'decode-rerun')).toBe(4096);
  await expect(fig.locator('.notice')).toContainText('4096-token context');
  // Latent attention and a sliding window are not offered; asked for by address, the figure
  // counts Llama 3.1 8B.
  for (const id of ['deepseek-v3', 'mistral-7b-v0.1']) {
    expect(await fig.locator(`option[value="${id}"]`).count()).toBe(0);
  }
  await page.goto('?fig=decode&infer=32768&model=deepseek-v3');
  await expect.poll(() => v(page.getByTestId('fig-decode'), 'decode-ops-per-byte')).toBe(4);
  expect(errors).toEqual([]);
});

test('cost with fused=1 (slide 25): the table is never stored, yet every one of its 4·n²·d operations is done', async ({ page }) => {
  const errors = await openFig(page, '?fig=cost&infer=131072&fused=1');
  const fig = page.getByTestId('fig-cost');
  const n = 131072;
  expect(await v(fig, 'cost-entries')).toBe(n * n);
  expect(await v(fig, 'score-matrix-bytes')).toBe(n * n * 2);
  expect(await v(fig, 'cost-fused-ops')).toBe(4 * n * n * 128);
  await expect(fig.locator('.readout-line').first()).toContainText('never stored');
  // Without the key the figure gives the table's size alone.
  await page.goto('?fig=cost&infer=131072');
  await expect(page.getByTestId('fig-cost')).toBeVisible();
  await expect(page.getByTestId('cost-fused-ops')).toHaveCount(0);
  expect(errors).toEqual([]);
});
