// The figures of marking position, each alone: order blindness and its shuffle, softmax's
// weights, slot numbers, sinusoidal marks and their shift, the learned table; the seeds'
// numbers among their hooks.
import { test, expect } from '@playwright/test';

const v = (scope, id) => scope.getByTestId(id).first().getAttribute('data-value').then(Number);

test('order-blind: a shuffle moves the scores with their words; with RoPE it changes them', async ({ page }) => {
  await page.goto('?fig=order-blind');
  const fig = page.getByTestId('fig-order-blind');
  const cells = () => fig.locator('[data-testid^="order-score-"]').evaluateAll((c) => c.map((x) => Number(x.dataset.value)));
  const sorted = (a) => [...a].sort((x, y) => x - y);
  await expect(fig.locator('[data-testid^="order-score-"]')).toHaveCount(25);
  expect(await cells()).toHaveLength(25);
  const plain = await cells();
  await fig.getByTestId('shuffle').click();
  await expect.poll(async () => (await cells()).join()).not.toBe(plain.join());
  expect(sorted(await cells())).toEqual(sorted(plain));
  expect(await v(fig, 'order-changed')).toBe(0);
  await fig.getByTestId('param-positions').selectOption('rope');
  await expect.poll(() => v(fig, 'order-changed')).toBeGreaterThan(0);
  const rotated = await cells();
  await fig.getByTestId('unshuffle').click();
  await expect.poll(() => v(fig, 'order-changed')).toBe(0);
  expect(sorted(await cells())).not.toEqual(sorted(rotated));
  // The diagonal with RoPE: a word against itself at the same slot is the plain value.
  await fig.getByTestId('param-positions').selectOption('none');
  await expect.poll(async () => (await cells()).join()).toBe(plain.join());
});

test('slot-marks: nolan at slot 5 is [7, 6, 6, 5]; divided, 5/512 and 5/1024', async ({ page }) => {
  await page.goto('?fig=slot-marks');
  expect(await Promise.all([0, 1, 2, 3].map((j) => v(page, `slot-mark-${j}`)))).toEqual([7, 6, 6, 5]);
  expect(await v(page, 'slot-norm-train')).toBe(5 / 512);
  expect(await v(page, 'slot-norm-infer')).toBe(5 / 1024);
  await page.goto('?fig=slot-marks&slot=256');
  expect(await v(page, 'slot-norm-train')).toBe(0.5);
  expect(await v(page, 'slot-norm-infer')).toBe(0.25);
});

test('sinusoid: the seeds\' marks at positions 3 and 4 (d = 4)', async ({ page }) => {
  await page.goto('?fig=sinusoid');
  const mark = (m) => [Math.sin(m), Math.cos(m), Math.sin(m / 100), Math.cos(m / 100)];
  for (const [j, x] of mark(3).entries()) expect(await v(page, `mark-${j}`)).toBeCloseTo(x, 14);
  expect(await v(page, 'mark-1')).toBeCloseTo(-0.99, 3);
  await page.getByTestId('param-m').fill('4');
  await expect.poll(() => v(page, 'mark-0')).toBeCloseTo(-0.7568, 4);
  for (const [j, x] of mark(4).entries()) expect(await v(page, `mark-${j}`)).toBeCloseTo(x, 14);
  await page.getByTestId('param-d').fill('8');
  await expect(page.locator('[data-testid^="mark-"]')).toHaveCount(8);
  expect(await v(page, 'mark-2')).toBeCloseTo(Math.sin(4 * 10000 ** (-2 / 8)), 14);
  // Alone, a figure asks nothing, and its line stays short (a slide has no room for more).
  await expect(page.locator('.mark-list')).not.toContainText('; position 0');
});

test('sinusoid-shift: sin 51 from 47 and 4; added marks drift with position, rotation does not', async ({ page }) => {
  await page.goto('?fig=sinusoid-shift');
  expect(await v(page, 'shift-sin')).toBeCloseTo(Math.sin(51), 14);
  expect(await v(page, 'shift-sin')).toBeCloseTo(0.670, 3);
  expect(await v(page, 'shift-cos-m')).toBeCloseTo(-0.992, 3);
  const nolan = [2, 1, 1, 0];
  const ended = [0, 1, 2, 1];
  const pe = (p) => [Math.sin(p), Math.cos(p), Math.sin(p / 100), Math.cos(p / 100)];
  const added = (p) => nolan.map((x, j) => x + pe(p)[j]).reduce((s, x, j) => s + x * (ended[j] + pe(p + 4)[j]), 0);
  const scores = [];
  for (const p of [0, 10, 47, 100, 1000]) {
    const s = await v(page, `shift-score-${p}`);
    expect(s, `p = ${p}`).toBeCloseTo(added(p), 12);
    scores.push(s);
  }
  expect(Math.max(...scores) - Math.min(...scores)).toBeGreaterThan(0.5);
  expect(await v(page, 'shift-total')).toBeCloseTo(added(47), 12);
  await expect(page.getByTestId('shift-total').locator('xpath=..')).not.toContainText('at m = 0');
});

test('sinusoid-shift with positions=rope (the lecture\'s slide 4): the same words turned score one value at every m, and both lines are named', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 720 });
  await page.goto('?fig=sinusoid-shift&positions=rope&m=47&n=51');
  // nolan turned by 47 and ended by 51, pairs at frequencies 1 and 1/100, interleaved.
  const turn = (x, p) => [0, 1].flatMap((i) => {
    const a = p / 100 ** i;
    return [x[2 * i] * Math.cos(a) - x[2 * i + 1] * Math.sin(a), x[2 * i] * Math.sin(a) + x[2 * i + 1] * Math.cos(a)];
  });
  const dot = (a, b) => a.reduce((s, x, j) => s + x * b[j], 0);
  const rope = dot(turn([2, 1, 1, 0], 47), turn([0, 1, 2, 1], 51));
  expect(await v(page, 'shift-rope')).toBeCloseTo(rope, 12);
  expect(rope).toBeCloseTo(dot(turn([2, 1, 1, 0], 500), turn([0, 1, 2, 1], 504)), 12);
  const boxes = JSON.parse(await page.locator('canvas[data-labels]').first().getAttribute('data-labels'));
  const names = boxes.filter((b) => b.t.startsWith('marks added') || b.t.startsWith('RoPE'));
  expect(names).toHaveLength(2);
  const [a, b] = names;
  const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
  expect(apart).toBe(true);
  // Without the key (the story's chapter, before the rotation is shown) RoPE is not drawn.
  await page.goto('?fig=sinusoid-shift');
  await expect(page.getByTestId('fig-sinusoid-shift')).toBeVisible();
  await expect(page.getByTestId('shift-rope')).toHaveCount(0);
});

test('softmax: one word\'s scores become weights (exp(s/√d) over their sum) that sharpen as q and k grow', async ({ page }) => {
  await page.goto('?fig=softmax');
  const fig = page.getByTestId('fig-softmax');
  await expect(fig).toBeVisible();
  expect(await v(fig, 'attn-width')).toBe(4);
  const read = async (prefix) => Promise.all([0, 1, 2, 3, 4].map((j) => v(fig, `${prefix}-${j}`)));
  const scores = await read('attn-score');
  const weights = await read('attn-weight');
  const exps = scores.map((s) => Math.exp(s / Math.sqrt(4)));
  const total = exps.reduce((a, b) => a + b, 0);
  exps.forEach((e, j) => expect(weights[j]).toBeCloseTo(e / total, 12));
  expect(weights.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  // The two "the"s have one vector: equal scores, equal weights.
  expect(scores[0]).toBeCloseTo(scores[3], 12);
  // Scaling q and k by 2 multiplies every score by 4 and sharpens the weights.
  const top = Math.max(...weights);
  await page.goto('?fig=softmax&attn=2');
  const sharp = await read('attn-weight');
  const sharpScores = await read('attn-score');
  sharpScores.forEach((s, j) => expect(s).toBeCloseTo(4 * scores[j], 10));
  expect(Math.max(...sharp)).toBeGreaterThan(top);
  // Another query word, another row of scores.
  await fig.getByTestId('param-m').selectOption('4');
  await expect.poll(() => v(fig, 'attn-score-0')).not.toBeCloseTo(sharpScores[0], 6);
});

test('softmax: swapping "dog" and "man" moves their bars with them and leaves every weight and the output as they were', async ({ page }) => {
  await page.goto('?fig=softmax');
  const fig = page.getByTestId('fig-softmax');
  await expect(fig).toBeVisible();
  const read = () => Promise.all([0, 1, 2, 3, 4].map((j) => v(fig, `attn-weight-${j}`)));
  const before = await read();
  const output = (await fig.locator('.readout-line').first().textContent()).match(/\[(.*)\]/)[1];
  const swap = fig.getByTestId('softmax-swap');
  await expect(swap).toHaveText('swap “dog” and “man”');
  await swap.click();
  await expect(swap).toHaveText('original order');
  await expect(fig.locator('.readout-line').first()).toContainText('as before the swap');
  expect(await read()).toEqual(before);
  expect((await fig.locator('.readout-line').first().textContent()).match(/\[(.*)\]/)[1]).toBe(output);
  // The chart's key words now read "the man bit the dog".
  const drawn = async () => JSON.parse(await fig.locator('canvas[data-labels]').first().getAttribute('data-labels')).map((b) => b.t);
  await expect.poll(drawn).toContain('man (1)');
  expect(await drawn()).toContain('dog (4)');
  await swap.click();
  await expect(swap).toHaveText('swap “dog” and “man”');
});

test('softmax: its table lists each word\'s value, and the output readout is their mix by the weights', async ({ page }) => {
  await page.goto('?fig=softmax');
  const fig = page.getByTestId('fig-softmax');
  await expect(fig).toBeVisible();
  const num = (t) => Number(t.trim().replace('−', '-'));
  const vec = (t) => t.replace(/[[\]]/g, '').split(',').map(num);
  const rows = fig.locator('table.value-grid tbody tr');
  await expect(rows).toHaveCount(5);
  const weights = await Promise.all([0, 1, 2, 3, 4].map((j) => v(fig, `attn-weight-${j}`)));
  const values = (await rows.evaluateAll((trs) => trs.map((tr) => tr.cells[3].textContent))).map(vec);
  const output = vec((await fig.locator('.readout-line').first().textContent()).match(/\[(.*)\]/)[1]);
  expect(output.length).toBe(values[0].length);
  output.forEach((o, i) => {
    const mixed = weights.reduce((sum, w, j) => sum + w * values[j][i], 0);
    // Values are shown to three decimals; the weights exactly.
    expect(Math.abs(o - mixed)).toBeLessThan(0.005);
  });
});

test('learned-positions: a row for each of the 16 trained positions, none past them', async ({ page }) => {
  await page.goto('?fig=learned-positions');
  const fig = page.getByTestId('fig-learned-positions');
  await expect(fig.locator('[data-testid^="learned-mark-"]')).toHaveCount(8);
  await page.goto('?fig=learned-positions&m=15');
  await expect(fig.locator('[data-testid^="learned-mark-"]')).toHaveCount(8);
  await page.goto('?fig=learned-positions&m=20');
  await expect(fig.getByText('Position 20 has no column')).toBeVisible();
  await expect(fig.locator('[data-testid^="learned-mark-"]')).toHaveCount(0);
});

test('learned-positions with gap=3 (slide 6): two words three apart score differently along the table, and not at all past it', async ({ page }) => {
  await page.goto('?fig=learned-positions&rows=4000&m=5000&gap=3');
  const fig = page.getByTestId('fig-learned-positions');
  const [low, high] = [await v(fig, 'learned-gap-low'), await v(fig, 'learned-gap-high')];
  // One gap, a spread of scores several units wide: the gap alone does not set the score.
  expect(high - low).toBeGreaterThan(5);
  expect(low).toBeLessThan(0);
  expect(high).toBeGreaterThan(0);
  await expect(fig.getByText('The gap never changes; the score does.')).toBeVisible();
  await expect(page.getByTestId('plot-learned')).toHaveAttribute('aria-label', /past position 3999 there is none/);
  // The story's table has no such chart.
  await page.goto('?fig=learned-positions&m=20');
  await expect(page.getByTestId('learned-gap-low')).toHaveCount(0);
});
