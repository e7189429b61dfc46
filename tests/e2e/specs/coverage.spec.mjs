// Panel "coverage": presets against the golden values, methods, pasted configs, the seeds' angles.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { openApp, valueOf, inkFraction } from './helpers.mjs';

const golden = JSON.parse(readFileSync(new URL('../../../crates/rope-math/tests/data/golden_rope.json', import.meta.url)));
const goldenCase = (name) => golden.find((c) => c.name === name);
const rel = (a, b) => Math.abs(a - b) / Math.abs(b);

test('the Llama 3.1 8B preset matches the golden llama3 case to 1e-9', async ({ page }) => {
  await openApp(page, '?panel=coverage');
  await page.getByTestId('param-preset').selectOption('llama-3.1-8b');
  const want = goldenCase('llama3_llama31_8b').inv_freq;
  await expect.poll(async () => rel(await valueOf(page, 'inv-freq-63'), want[63])).toBeLessThan(1e-9);
  for (let i = 0; i < 64; i++) {
    expect(rel(await valueOf(page, `inv-freq-${i}`), want[i])).toBeLessThan(1e-9);
  }
  const base = 500000;
  for (const i of [0, 28]) expect(rel(await valueOf(page, `inv-freq-${i}`), base ** (-2 * i / 128))).toBeLessThan(1e-12);
  for (const i of [35, 63]) expect(rel(await valueOf(page, `inv-freq-${i}`), base ** (-2 * i / 128) / 8)).toBeLessThan(1e-12);
  await expect(page.getByTestId('preset-source')).toContainText('meta-llama/Llama-3.1-8B');
  await expect.poll(() => new URL(page.url()).searchParams.get('preset')).toBe('llama-3.1-8b');
});

test('the Phi-3 mini 128k preset divides by its long list past 4096 tokens and by its short list within', async ({ page }) => {
  await openApp(page, '?panel=coverage&preset=phi-3-mini-128k');
  await expect(page.getByTestId('preset-source')).toContainText('microsoft/Phi-3-mini-128k-instruct');
  expect(await valueOf(page, 'attention-factor')).toBeCloseTo(Math.sqrt(17 / 12), 12);
  const plain = (i) => 10000 ** (-2 * i / 96);
  // long_factor[0], [11], [47] of the published config.
  for (const [i, f] of [[0, 1.0299999713897705], [11, 2.859999895095825], [47, 64.81001281738281]]) {
    expect(rel(await valueOf(page, `inv-freq-${i}`), plain(i) / f)).toBeLessThan(1e-12);
  }
  await openApp(page, '?panel=coverage&preset=phi-3-mini-128k&infer=4096');
  // short_factor[5] and [47]: 1.1500000000000001 is this model's own value (vision has 1.1).
  // These are not float32 numbers; HF turns the list into a float32 tensor first.
  for (const [i, f] of [[5, 1.1500000000000001], [47, 2.9499999999999975]]) {
    expect(rel(await valueOf(page, `inv-freq-${i}`), plain(i) / Math.fround(f))).toBeLessThan(1e-12);
  }
});

test('YaRN factor 16 over 4096 tokens gives attention factor 1.2773', async ({ page }) => {
  await openApp(page, '?panel=coverage&scaling=yarn&factor=16&train=4096&d=128');
  expect((await valueOf(page, 'attention-factor')).toFixed(4)).toBe('1.2773');
  expect(await valueOf(page, 'attention-factor')).toBeCloseTo(1.2772588722239782, 14);
  const want = goldenCase('yarn_factor16_orig4096_base10000_hd128').inv_freq;
  for (const i of [0, 20, 21, 33, 45, 46, 63]) expect(rel(await valueOf(page, `inv-freq-${i}`), want[i])).toBeLessThan(1e-12);
});

test('dynamic NTK changes nothing while infer ≤ train', async ({ page }) => {
  await openApp(page, '?panel=coverage&d=128&train=4096&infer=4096');
  const plain = [];
  for (const i of [1, 30, 63]) plain.push(await valueOf(page, `inv-freq-${i}`));
  await page.getByTestId('param-scaling').selectOption('dynamic');
  await expect.poll(() => new URL(page.url()).searchParams.get('scaling')).toBe('dynamic');
  for (const [k, i] of [1, 30, 63].entries()) expect(await valueOf(page, `inv-freq-${i}`)).toBe(plain[k]);
  const infer = page.getByTestId('param-infer-exact');
  await infer.fill('16384');
  await infer.press('Enter');
  const want = goldenCase('dynamic_ntk_factor2_max4096_seq16384_hd128');
  await page.getByTestId('param-factor-exact').fill('2');
  await page.getByTestId('param-factor-exact').press('Enter');
  await expect.poll(async () => rel(await valueOf(page, 'inv-freq-63'), want.inv_freq[63])).toBeLessThan(1e-12);
  expect(rel(await valueOf(page, 'effective-base'), want.derived.scaled_base)).toBeLessThan(1e-12);
});

const configs = {
  linear: ['{"head_dim": 64, "max_position_embeddings": 4096, "rope_theta": 10000, "rope_scaling": {"type": "linear", "factor": 4}}', '?d=64&base=10000&scaling=linear&factor=4&train=4096&infer=16384'],
  dynamic: ['{"head_dim": 128, "max_position_embeddings": 4096, "rope_scaling": {"rope_type": "dynamic", "factor": 2}}', '?d=128&scaling=dynamic&factor=2&train=4096&infer=8192'],
  yarn: ['{"hidden_size": 4096, "num_attention_heads": 32, "max_position_embeddings": 65536, "rope_theta": 10000, "rope_scaling": {"rope_type": "yarn", "factor": 16, "original_max_position_embeddings": 4096}}', '?d=128&scaling=yarn&factor=16&train=4096&infer=65536'],
  llama3: ['{"hidden_size": 4096, "num_attention_heads": 32, "max_position_embeddings": 131072, "rope_theta": 500000, "rope_parameters": {"rope_type": "llama3", "rope_theta": 500000, "factor": 8, "low_freq_factor": 1, "high_freq_factor": 4, "original_max_position_embeddings": 8192}}', '?d=128&base=500000&scaling=llama3&factor=8&train=8192&infer=131072'],
  longrope: ['{"head_dim": 8, "max_position_embeddings": 8192, "original_max_position_embeddings": 2048, "rope_scaling": {"type": "longrope", "short_factor": [1, 1.5, 2, 3], "long_factor": [1, 2, 4, 8]}}', '?d=8&scaling=longrope&factor=4&train=2048&infer=8192&short_factor=1,1.5,2,3&long_factor=1,2,4,8'],
};

for (const [type, [json, query]] of Object.entries(configs)) {
  test(`pasting a ${type} config sets the same state as ${query}`, async ({ page }) => {
    await openApp(page, `${query}&panel=coverage`);
    const n = await page.locator('[data-testid^="inv-freq-"]').count();
    const expected = [];
    for (let i = 0; i < n; i++) expected.push(await valueOf(page, `inv-freq-${i}`));
    const af = await valueOf(page, 'attention-factor');
    await page.waitForTimeout(400); // the URL is written at most every 200 ms
    const sameState = new URL(page.url()).search;
    await page.goto('?panel=coverage');
    await page.getByText('Paste your own model').click();
    await page.getByTestId('config-json').fill(json);
    await page.getByTestId('config-load').click();
    await expect(page.getByTestId('config-message')).toContainText('Loaded');
    await expect(page.locator('[data-testid^="inv-freq-"]')).toHaveCount(n);
    for (let i = 0; i < n; i++) expect(await valueOf(page, `inv-freq-${i}`)).toBe(expected[i]);
    expect(await valueOf(page, 'attention-factor')).toBe(af);
    // The whole state, as the address writes it, is the same.
    const sorted = (search) => [...new URLSearchParams(search)].sort().map((kv) => kv.join('=')).join('&');
    await expect.poll(() => sorted(new URL(page.url()).search)).toBe(sorted(sameState));
  });
}

test('malformed JSON shows an error and keeps the previous state', async ({ page }) => {
  await openApp(page, '?panel=coverage&preset=gemma-7b');
  const before = await valueOf(page, 'inv-freq-5');
  await page.getByText('Paste your own model').click();
  for (const bad of ['{"rope_theta": ', '[1, 2]', '{"head_dim": 64, "rope_scaling": {"type": "mrope"}}', '{"head_dim": "big"}']) {
    await page.getByTestId('config-json').fill(bad);
    await page.getByTestId('config-load').click();
    await expect(page.getByTestId('config-message')).toContainText('Nothing was changed');
    await expect(page.getByTestId('config-message')).toHaveAttribute('role', 'alert');
    expect(await valueOf(page, 'inv-freq-5')).toBe(before);
  }
});

test("the seeds' angles: 46.9° in training, 287° at 50,000, 35.8° divided by 8", async ({ page }) => {
  await openApp(page, '?panel=coverage');
  await page.getByTestId('scene-slow-pair').click();
  await expect.poll(() => valueOf(page, 'angle-train-deg-0')).toBeCloseTo(46.936, 2);
  expect((await valueOf(page, 'angle-train-deg-0')).toFixed(1)).toBe('46.9');
  expect((await valueOf(page, 'angle-infer-deg-0')).toFixed(1)).toBe('35.8');
  await page.getByTestId('param-scaling').selectOption('none');
  await expect.poll(() => valueOf(page, 'angle-infer-deg-0')).toBeCloseTo(286.48, 1);
  expect((await valueOf(page, 'angle-infer-deg-0')).toFixed(1)).toBe('286.5'); // the seed rounds it to 287
  expect(await valueOf(page, 'ood-count')).toBe(1);
});

test('base 10000 → 500000 at d = 512 slows the slowest pair about 49 times', async ({ page }) => {
  await openApp(page, '?panel=coverage');
  await page.getByTestId('scene-base-500k').click();
  await expect.poll(() => valueOf(page, 'slowdown')).toBeCloseTo(49.24, 1);
  expect(await valueOf(page, 'inv-freq-255')).toBeCloseTo(2.1e-6, 7);
});

test('both charts draw, with no console error', async ({ page }) => {
  const { errors } = await openApp(page, '?panel=coverage&preset=deepseek-v3');
  await expect.poll(() => inkFraction(page, 'plot-coverage')).toBeGreaterThan(0.02);
  await expect.poll(() => inkFraction(page, 'plot-methods')).toBeGreaterThan(0.02);
  expect(await valueOf(page, 'attention-factor')).toBe(1);
  expect(errors).toEqual([]);
});
