// Every figure's "code (Python)" action: the program it shows runs with NumPy and prints one
// "<hook> <value>" line per number, each equal (to 1e-9, relative) to the number the figure
// shows under that hook, at its starting settings and at settings a reader has moved.
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { openFigure } from './helpers.mjs';
import { FIGURES } from './figures.mjs';

// Still figures: an animation (rotate plays by itself) would move the numbers between reading
// the program and reading the page.
test.use({ reducedMotion: 'reduce' });

/** The figure's program, as the page shows it. */
async function programOf(page, slug) {
  const fig = page.getByTestId(`fig-${slug}`);
  await fig.getByTestId('figure-share').locator(':scope > summary').click();
  await fig.getByTestId('export-code').click();
  const snippet = fig.getByTestId('code-snippet');
  await expect(snippet).toContainText('show(');
  return snippet.textContent();
}

/** Runs the program and compares each printed line with the page's `data-value`. */
async function expectSameNumbers(page, slug) {
  const code = await programOf(page, slug);
  const out = execFileSync('python3', ['-'], { input: code, timeout: 30_000 }).toString();
  const lines = out.trim().split('\n').map((l) => l.split(' '));
  expect(lines.length, `${slug}: lines printed`).toBeGreaterThan(0);
  const fig = page.getByTestId(`fig-${slug}`);
  const shown = await fig.locator('[data-value]').evaluateAll((els) =>
    Object.fromEntries(els.map((e) => [e.dataset.testid, e.dataset.value])));
  for (const [hook, value] of lines) {
    expect(shown[hook], `${slug}: the page has no number '${hook}'`).toBeDefined();
    const a = Number(value);
    const b = Number(shown[hook]);
    expect(Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b)), `${slug}: ${hook} printed ${value}, shown ${shown[hook]}`).toBe(true);
  }
  return { code, lines };
}

for (const slug of FIGURES) {
  test(`${slug}: its Python program prints the figure's numbers`, async ({ page }) => {
    const errors = await openFigure(page, `?fig=${slug}`);
    const { code } = await expectSameNumbers(page, slug);
    expect(code).toContain(`?fig=${slug}`);
    expect(errors).toEqual([]);
  });
}

// Settings a reader or blog author moved: the seeds' worked examples and scaled models.
const MOVED = [
  ['order-blind', 'words=nolan,ended&emb=2,1,1,0;0,1,2,1&positions=rope'],
  ['order-blind', 'words=the,cat,sat,on,the,mat&positions=rope'],
  ['slot-marks', 'words=cat&emb=0.9,0.4&slot=3&len=512&infer=1024'],
  ['rotate', 'vec=custom&q=0.9,0.4&k=0.9,0.4&theta=0.1&m=3&n=7'],
  ['rotate', 'theta=&d=64&vec=random&m=10&n=3&shift=117'],
  ['rotate', 'theta=&d=64&vec=random&seed=4&m=10&n=3&shift=117'],
  ['context-budget', 'window=8000&prompt=6000&history=1000&needle=37.5'],
  ['context-budget', 'window=4096&prompt=3700&reply=600'],
  ['context-budget', 'window=128000&prompt=96000&effective=64000'],
  ['lost-middle', 'needle=50'],
  ['decode', 'infer=32768&model=llama-2-7b'],
  ['cost', 'infer=131072&fused=1'],
  ['sinusoid-shift', 'positions=rope&m=47&n=51'],
  ['argument', 'answers=1'],
  ['argument', 'answers=1&from=lecture'],
  ['softmax', 'm=2&noise=100'],
  ['learned-positions', 'rows=4000&m=3990'],
  ['matrix', 'd=4&m=3&precompute=1'],
  ['proof', 'vec=custom&q=0.9,0.4&k=0.9,0.4&theta=0.1&m=3&n=7'],
  ['sinusoid', 'd=4&m=3'],
  ['frequencies', 'preset=llama-3.1-8b'],
  ['per-pair-scaling', 'scaling=yarn&factor=16'],
  ['score-distance', 'scaling=dynamic&infer=65536'],
  ['score-distance', 'd=8&partial=0.5&scaling=yarn&factor=16'],
  ['partial-rotary', 'd=98&partial=0.001'],
  ['decay-myth', 'vec=gaussian&d=64&base=500000'],
];

for (const [slug, query] of MOVED) {
  test(`${slug} at ${query}: the program follows the settings`, async ({ page }) => {
    const errors = await openFigure(page, `?fig=${slug}&${query}`);
    await expectSameNumbers(page, slug);
    expect(errors).toEqual([]);
  });
}

test('the author example reaches the program: nolan and ended score their dot product', async ({ page }) => {
  await openFigure(page, '?fig=order-blind&words=nolan,ended&emb=2,1,1,0;0,1,2,1');
  const { lines } = await expectSameNumbers(page, 'order-blind');
  expect(Object.fromEntries(lines)).toEqual({
    'order-score-0-0': '6.0', 'order-score-0-1': '3.0', 'order-score-1-0': '3.0', 'order-score-1-1': '6.0',
  });
});

test('the code opens by keyboard and fits a phone without widening the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 720 });
  await openFigure(page, '?fig=slow-pairs');
  await page.getByTestId('figure-share').locator(':scope > summary').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('export-code').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('export-code')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('code-snippet')).toContainText('def rope_init');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('after a shuffle, order-blind\'s program prints the order shown', async ({ page }) => {
  await openFigure(page, '?fig=order-blind&positions=rope');
  const fig = page.getByTestId('fig-order-blind');
  await fig.getByTestId('shuffle').click();
  await expect.poll(() => fig.getByTestId('order-changed').getAttribute('data-value').then(Number)).toBeGreaterThan(0);
  const { code } = await expectSameNumbers(page, 'order-blind');
  expect(code).not.toContain('order = [0, 1, 2, 3, 4]');
});
