// A blog author's own example through the URL: the seeds' "nolan ended" and "cat" in the
// order-blind and slot-marks figures, bad shapes corrected with a notice, the copied snippet
// carrying the example, and the snippet's preview image shown only where the frame cannot load.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { openFigure } from './helpers.mjs';

const v = (scope, id) => scope.getByTestId(id).first().getAttribute('data-value').then(Number);
const NOLAN_ENDED = 'words=nolan,ended&emb=2,1,1,0;0,1,2,1';

test('order-blind shows the seeds\' "nolan ended": dot products 6 and 3, the same after the swap, changed by RoPE', async ({ page }) => {
  const errors = await openFigure(page, `?fig=order-blind&${NOLAN_ENDED}`);
  const fig = page.getByTestId('fig-order-blind');
  await expect(fig.locator('[data-testid^="order-score-"]')).toHaveCount(4);
  // Without grids the query and key are the vectors: nolan·nolan 6, nolan·ended 3, ended·ended 6.
  expect([await v(fig, 'order-score-0-0'), await v(fig, 'order-score-0-1'), await v(fig, 'order-score-1-1')]).toEqual([6, 3, 6]);
  await expect(fig.getByTestId('order-verdict')).toBeVisible();
  await expect(fig.locator('.figure-table')).toContainText('nolan');
  await fig.getByTestId('shuffle').click();
  // "ended nolan": the same numbers, moved with their words; none changed.
  await expect(fig.locator('.figure-table tbody th').first()).toContainText('ended');
  expect(await v(fig, 'order-changed')).toBe(0);
  expect(await v(fig, 'order-score-0-1')).toBe(3);
  await fig.getByTestId('param-positions').selectOption('rope');
  await expect.poll(() => v(fig, 'order-changed')).toBeGreaterThan(0);
  // ended at slot 0, nolan turned by 1 rad (pair 0) and 0.01 rad (pair 1), half layout.
  const turn = ([x, y], a) => [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
  const [n0, n1] = [turn([2, 1], 1), turn([1, 0], 0.01)];
  const want = 0 * n0[0] + 2 * n0[1] + 1 * n1[0] + 1 * n1[1];
  expect(await v(fig, 'order-score-0-1')).toBeCloseTo(want, 12);
  // The copied snippet carries the author's words and vectors.
  await fig.getByTestId('figure-share').locator(':scope > summary').click();
  await fig.locator('.embed-code > summary').click();
  await expect(fig.getByTestId('embed-code')).toContainText('words=nolan,ended&amp;emb=2,1,1,0;0,1,2,1');
  expect(errors).toEqual([]);
});

test('order-blind takes grids for the query and key, and the author\'s words alone get seeded vectors', async ({ page }) => {
  await openFigure(page, `?fig=order-blind&${NOLAN_ENDED}&wq=1,0,0,0;0,1,0,0;0,0,1,0;0,0,0,1&wk=0,0,0,0;0,0,0,0;0,0,0,0;0,0,0,2`);
  const fig = page.getByTestId('fig-order-blind');
  // W_k keeps only 2·dim 3: nolan·(0,0,0,2·1) for ended = 0, ended's own = 1·2 = 2.
  expect(await v(fig, 'order-score-0-1')).toBe(0);
  expect(await v(fig, 'order-score-1-1')).toBe(2);
  await page.goto('?fig=order-blind&words=a,b,a');
  await expect(fig.locator('[data-testid^="order-score-"]')).toHaveCount(9);
  // A repeated word has one vector: its two rows are equal.
  expect(await v(fig, 'order-score-0-1')).toBe(await v(fig, 'order-score-2-1'));
});

test('bad examples get a notice and the figure\'s own', async ({ page }) => {
  const errors = await openFigure(page, '?fig=order-blind&words=nolan,ended&emb=2,1,1;0,1');
  const fig = page.getByTestId('fig-order-blind');
  await expect(page.getByTestId('notice')).toContainText('emb');
  // The words stay, with seeded vectors of the figure's width.
  await expect(fig.locator('[data-testid^="order-score-"]')).toHaveCount(4);
  await page.goto('?fig=order-blind&words=alone');
  await expect(page.getByTestId('notice')).toContainText('2 to 8 words');
  await expect(fig.locator('[data-testid^="order-score-"]')).toHaveCount(25);
  await page.goto('?fig=slot-marks&emb=1,2,3&slot=2');
  await expect(page.getByTestId('notice')).toContainText('odd');
  expect([0, 1, 2, 3].length).toBe(await page.locator('[data-testid^="slot-mark-"]').count());
  expect(await v(page, 'slot-mark-3')).toBe(2);
  expect(errors).toEqual([]);
});

test('slot-marks: the seeds\' nolan at slots 1 and 5, their 512 and 1024 tokens, and "cat" as an author\'s word', async ({ page }) => {
  await openFigure(page, '?fig=slot-marks&slot=1');
  expect(await Promise.all([0, 1, 2, 3].map((j) => v(page, `slot-mark-${j}`)))).toEqual([3, 2, 2, 1]);
  expect(await v(page, 'slot-norm-train')).toBe(1 / 512);
  await page.goto('?fig=slot-marks&words=cat&emb=0.9,0.4&slot=3&len=100&infer=300');
  await expect(page.locator('[data-testid^="slot-mark-"]')).toHaveCount(2);
  expect(await v(page, 'slot-mark-0')).toBe(0.9 + 3);
  expect(await v(page, 'slot-mark-1')).toBe(0.4 + 3);
  expect(await v(page, 'slot-norm-train')).toBe(0.03);
  expect(await v(page, 'slot-norm-infer')).toBe(0.01);
  await expect(page.locator('figcaption')).toContainText("the word 'cat'");
});

test('the snippet\'s preview image links to the figure\'s page, and only shows where the frame cannot load', async ({ page }) => {
  await openFigure(page, '?fig=proof&m=5&n=3');
  await page.getByTestId('figure-share').locator(':scope > summary').click();
  await page.locator('.embed-code > summary').click();
  const html = await page.getByTestId('embed-code').textContent();
  expect(html).toContain('fig/proof/?m=5&amp;n=3');
  expect(html).toContain('fig/proof/preview.png');
  const post = 'http://127.0.0.1:4173/host/fallback-post.html';
  // A post with the snippet as pasted: embed.js hides the image, the frame shows the figure.
  await page.route(post, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><p>A post.</p>${html}` }));
  await page.goto(post);
  await expect(page.locator('a.rope-explorer-fallback')).toBeHidden();
  await expect(page.frameLocator('iframe').getByTestId('fig-proof')).toBeVisible();
  // The same post as a feed reader shows it (frames and scripts dropped): the image, linked.
  const feed = html.replace(/<iframe[\s\S]*?<\/iframe>/, '').replace(/<script[\s\S]*?<\/script>/, '');
  await page.route('http://127.0.0.1:4173/host/feed-item.html', (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html>${feed}` }));
  await page.goto('http://127.0.0.1:4173/host/feed-item.html');
  await expect(page.locator('a.rope-explorer-fallback img')).toBeVisible();
  await expect.poll(() => page.locator('a.rope-explorer-fallback img').evaluate((i) => i.naturalWidth)).toBe(1200);
  const href = await page.locator('a.rope-explorer-fallback').getAttribute('href');
  expect(href).toMatch(/fig\/proof\/\?m=5&n=3$/);
});

// The embedding guide's table of the seeds' worked examples: each address shows the example's numbers.
const SEEDS = [
  ['?fig=order-blind&words=nolan,ended&emb=2,1,1,0;0,1,2,1', { 'order-score-0-1': 3, 'order-score-1-0': 3 }],
  ['?fig=slot-marks&slot=1', { 'slot-mark-0': 3, 'slot-mark-3': 1 }],
  ['?fig=slot-marks&slot=5', { 'slot-mark-0': 7, 'slot-mark-3': 5 }],
  ['?fig=slot-marks&slot=256&len=512&infer=1024', { 'slot-norm-train': 0.5, 'slot-norm-infer': 0.25 }],
  ['?fig=sinusoid&d=4&m=3', { 'mark-0': Math.sin(3), 'mark-1': Math.cos(3), 'mark-2': Math.sin(0.03), 'mark-3': Math.cos(0.03) }],
  ['?fig=sinusoid&d=4&m=10000', { 'mark-2': Math.sin(100) }],
  ['?fig=sinusoid&d=4&m=512', { 'mark-0': Math.sin(512) }],
  ['?fig=sinusoid-shift', { 'shift-sin': Math.sin(51) }],
  ['?fig=rotate&vec=custom&q=0.9,0.4&k=0.9,0.4&theta=0.1&m=3&n=7', { 'score-direct': 0.97 * Math.cos(0.4) }],
  ['?fig=proof', { 'score-direct': 2 * Math.SQRT2 * Math.cos(Math.PI / 12) }],
  ['?fig=proof&m=5&n=3', { 'score-direct': 2 * Math.SQRT2 * Math.cos(Math.PI / 12) }],
  ['?fig=frequencies&d=64', { 'inv-freq-0': 1, 'inv-freq-31': 10000 ** (-62 / 64) }],
  ['?fig=cost&infer=4096', { 'cost-entries': 4096 ** 2 }],
  ['?fig=cost', { 'cost-entries': 131072 ** 2 }],
  ['?fig=interpolation', { 'squeezed-position': 2000 }],
  ['?fig=context-budget', { 'budget-left': 500 }],
];

test('the embedding guide\'s worked examples of the seeds: every address shows its numbers', async ({ page }) => {
  const readme = readFileSync(new URL('../../../docs/embedding.md', import.meta.url), 'utf8');
  for (const [address, hooks] of SEEDS) {
    expect(readme, `the embedding guide lists ${address}`).toContain(`\`${address}\``);
    await openFigure(page, address);
    for (const [hook, want] of Object.entries(hooks)) {
      await expect.poll(() => v(page, hook), `${address}: ${hook}`).toBeCloseTo(want, 9);
    }
  }
});
