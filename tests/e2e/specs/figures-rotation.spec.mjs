// The figures of the rotation, each alone: the proof with its numbers and its steps, the
// matrix's angle table, the two layouts and what a model gets in the wrong one.
import { test, expect } from '@playwright/test';

const v = (scope, id) => scope.getByTestId(id).first().getAttribute('data-value').then(Number);

test('proof: q = (2, 0), k = (1, 1), θ = 30°: 2.732 at 3 and 1 and at 5 and 3', async ({ page }) => {
  await page.goto('?fig=proof');
  const expected = 2 * Math.SQRT2 * Math.cos(Math.PI / 12);
  expect(await v(page, 'score-direct')).toBeCloseTo(expected, 12);
  expect(await v(page, 'score-formula')).toBeCloseTo(expected, 12);
  await page.getByTestId('place-5-3').click();
  await expect.poll(() => v(page, 'score-direct')).toBeCloseTo(expected, 12);
  await page.getByTestId('param-m').fill('6');
  await expect.poll(() => v(page, 'score-direct')).not.toBeCloseTo(expected, 3);
  expect(await v(page, 'score-direct')).toBeCloseTo(await v(page, 'score-formula'), 12);
});

test('proof with matrices=1 (slide 11): qᵀ·R((n − m)θ)·k, one turn by the gap, is the same score', async ({ page }) => {
  await page.goto('?fig=proof&matrices=1');
  const expected = 2 * Math.SQRT2 * Math.cos(Math.PI / 12);
  expect(await v(page, 'proof-gap-rad')).toBeCloseTo(-Math.PI / 3, 6);
  expect(await v(page, 'proof-by-gap')).toBeCloseTo(expected, 12);
  await expect(page.getByTestId('proof-by-gap')).toBeVisible();
  // Not asked for, the line is not shown.
  await page.goto('?fig=proof');
  await expect(page.getByTestId('proof-by-gap')).toBeHidden();
});

test('proof: the derivation one step at a time, or all at once', async ({ page }) => {
  await page.goto('?fig=proof');
  const steps = page.locator('.proof-steps li');
  const visible = () => steps.evaluateAll((ls) => ls.map((l) => l.offsetParent !== null));
  await expect(steps).toHaveCount(5);
  expect(await visible()).toEqual([true, false, false, false, false]);
  await expect(page.getByTestId('proof-prev')).toBeDisabled();
  await page.getByTestId('proof-next').click();
  await page.getByTestId('proof-next').click();
  expect(await visible()).toEqual([false, false, true, false, false]);
  await expect(steps.nth(2)).toContainText('cos mθ·cos nθ + sin mθ·sin nθ = 0.5000');
  await page.getByTestId('proof-all').click();
  expect(await visible()).toEqual([true, true, true, true, true]);
  await expect(page.getByTestId('proof-all')).toHaveAttribute('aria-pressed', 'true');
  await expect(steps.nth(4)).toContainText('= 2.7321, the same as step 2');
});

test('matrix: angle-<m>-<i> = m·θᵢ for the first positions and m', async ({ page }) => {
  await page.goto('?fig=matrix&m=7');
  for (const m of [0, 1, 2, 3, 7]) {
    for (let i = 0; i < 4; i++) expect(await v(page, `angle-${m}-${i}`)).toBeCloseTo(m * 10000 ** (-2 * i / 8), 13);
  }
});

test('matrix: R(mθ)ᵀ·R(nθ) multiplied out is R((n − m)θ), and the identity at n = m (the lecture\'s 30° pair)', async ({ page }) => {
  await page.goto('?fig=matrix&d=2&m=1&n=3&theta=0.5235988');
  const gap = 2 * 0.5235988;
  expect(await v(page, 'compose-gap-rad')).toBeCloseTo(gap, 12);
  expect(await v(page, 'compose-00')).toBeCloseTo(Math.cos(gap), 12);
  expect(await v(page, 'compose-10')).toBeCloseTo(Math.sin(gap), 12);
  expect(await v(page, 'compose-01')).toBeCloseTo(-Math.sin(gap), 12);
  expect(await v(page, 'compose-error')).toBeLessThan(1e-15);
  await page.goto('?fig=matrix&d=2&m=4&n=4&theta=0.5235988');
  expect(await v(page, 'compose-00')).toBeCloseTo(1, 14);
  expect(await v(page, 'compose-01')).toBeCloseTo(0, 14);
});

test('matrix with precompute=1 (slide 20): the three PyTorch lines, inv_freq = base^(−2i/d) and the angle grids in the matrix\'s place', async ({ page }) => {
  await page.goto('?fig=matrix&d=4&m=3&precompute=1');
  const fig = page.getByTestId('fig-matrix');
  await expect(fig.locator('pre.code.keep')).toContainText('torch.outer(positions, inv_freq)');
  await expect(fig.locator('pre.code.keep')).toContainText('angles.cos(), angles.sin()');
  expect(await v(fig, 'precompute-inv-freq-0')).toBe(1);
  expect(await v(fig, 'precompute-inv-freq-1')).toBeCloseTo(0.01, 15);
  for (const m of [0, 1, 2, 3]) expect(await v(fig, `angle-${m}-1`)).toBeCloseTo(m * 0.01, 14);
  await expect(page.getByTestId('plot-matrix')).toHaveAttribute('aria-label', /cosines and sines of the angles/);
  // The matrix's own algebra gives way; without the key it is back and the code lines gone.
  await expect(page.getByTestId('compose-00')).toBeHidden();
  await page.goto('?fig=matrix&d=4&m=3');
  await expect(page.getByTestId('fig-matrix').locator('pre.code.keep')).toHaveCount(0);
  await expect(page.getByTestId('precompute-inv-freq-0')).toHaveCount(0);
  await expect(page.getByTestId('compose-00')).toBeVisible();
});

test('layouts: partners, the right and wrong scores, and offset invariance of both', async ({ page }) => {
  await page.goto('?fig=layouts');
  const d = 8;
  const q = [1.0, 0.5, -0.3, 2.0, 0.8, -1.2, 1.5, 0.25];
  const k = [0.2, 1.0, 1.1, -0.4, -0.7, 0.9, 0.6, 1.3];
  const dims = (i, layout) => (layout === 'half' ? [i, i + d / 2] : [2 * i, 2 * i + 1]);
  const flat = (pairs, layout) => {
    const x = new Array(d).fill(0);
    for (let i = 0; i < d / 2; i++) { const [a, b] = dims(i, layout); x[a] = pairs[2 * i]; x[b] = pairs[2 * i + 1]; }
    return x;
  };
  const rotate = (x, pos, layout) => {
    const out = [...x];
    for (let i = 0; i < d / 2; i++) {
      const [a, b] = dims(i, layout); const t = pos * 10000 ** (-2 * i / d);
      out[a] = x[a] * Math.cos(t) - x[b] * Math.sin(t); out[b] = x[a] * Math.sin(t) + x[b] * Math.cos(t);
    }
    return out;
  };
  const score = (trained, used, m, n) => {
    const qr = rotate(flat(q, trained), m, used); const kr = rotate(flat(k, trained), n, used);
    return qr.reduce((s, x, j) => s + x * kr[j], 0);
  };
  for (const [trained, other] of [['half', 'interleaved'], ['interleaved', 'half']]) {
    if (trained === 'interleaved') await page.getByTestId('param-layout').selectOption('interleaved');
    await expect.poll(() => v(page, 'layout-partner-0')).toBe(trained === 'half' ? 4 : 1);
    for (let j = 0; j < d; j++) expect(await v(page, `layout-partner-${j}`)).toBe(trained === 'half' ? (j + 4) % 8 : j ^ 1);
    expect(await v(page, 'score-right')).toBeCloseTo(score(trained, trained, 7, 3), 12);
    expect(await v(page, 'score-wrong')).toBeCloseTo(score(trained, other, 7, 3), 12);
    expect(Math.abs((await v(page, 'score-right')) - (await v(page, 'score-wrong')))).toBeGreaterThan(1e-3);
    expect(await v(page, 'score-wrong-shifted')).toBeCloseTo(await v(page, 'score-wrong'), 9);
    expect(await v(page, 'score-right-shifted')).toBeCloseTo(await v(page, 'score-right'), 9);
  }
});
