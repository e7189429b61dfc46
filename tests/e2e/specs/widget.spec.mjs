// The notebook widget (dist/rope-widget.js) hosted as anywidget's format specifies it, the way
// MyST's {anywidget} directive, marimo and Observable host it (tests/e2e/host/widget.html): a
// model with get, set, on, off and save_changes per figure. Two figures draw; a trait set on
// the model moves its figure, a slider moved in the page sets the model's trait; the figure's
// numbers reach the model's `values`; bad traits get the page's notice and never a dead widget.
import { test, expect } from '@playwright/test';

const HOST = 'http://127.0.0.1:4173/host/widget.html';

async function openHost(page) {
  const errors = [];
  const requests = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(HOST);
  await page.waitForFunction(() => window.widgetReady);
  return { errors, requests };
}

const trait = (page, i, name) => page.evaluate(([i, name]) => window.models[i].get(name), [i, name]);
const setTrait = (page, i, name, value) => page.evaluate(([i, name, value]) => window.models[i].set(name, value), [i, name, value]);
const hook = (page, i, name) => page.evaluate(([i, name]) => window.models[i].get('values')[name], [i, name]);

// Llama 3.1's frequencies (HF's `llama3` rope type), for the score of all-ones q and k.
function llama3Thetas({ d = 128, base = 500000, factor = 8, low = 1, high = 4, train = 8192 } = {}) {
  const lowWave = train / low;
  const highWave = train / high;
  return Array.from({ length: d / 2 }, (_, i) => {
    const theta = base ** (-(2 * i) / d);
    const wave = (2 * Math.PI) / theta;
    if (wave < highWave) return theta;
    if (wave > lowWave) return theta / factor;
    const smooth = (train / wave - low) / (high - low);
    return (1 - smooth) * (theta / factor) + smooth * theta;
  });
}

test('two figures draw from the module and report their settings and numbers', async ({ page }) => {
  const { errors, requests } = await openHost(page);
  const cells = page.locator('rope-figure');
  await expect(cells.nth(0)).toHaveAttribute('data-built', '');
  await expect(cells.nth(1)).toHaveAttribute('data-built', '');
  await expect(cells.nth(0).getByTestId('fig-score-distance')).toBeVisible();
  await expect(cells.nth(1).getByTestId('fig-rotate')).toBeVisible();
  // The preset's settings come back as the page holds them.
  await expect.poll(() => trait(page, 0, 'base')).toBe('500000');
  expect(await trait(page, 0, 'scaling')).toBe('llama3');
  expect(await trait(page, 0, 'infer')).toBe('131072');
  // The numbers the figure shows, against the formula: all-ones q and k score 2·Σ cos(r·θᵢ).
  const thetas = llama3Thetas();
  const score = (r) => thetas.reduce((s, t) => s + 2 * Math.cos(r * t), 0);
  for (const r of [1, 100, 10000]) {
    await expect.poll(() => hook(page, 0, `score-at-${r}`)).toBeCloseTo(score(r), 9);
  }
  await expect.poll(() => hook(page, 1, 'score-direct')).toBeCloseTo(0.8934, 4);
  // One module, one wasm, nothing from outside.
  expect(requests.filter((u) => u.endsWith('.wasm'))).toHaveLength(1);
  expect(requests.filter((u) => !u.startsWith('http://127.0.0.1:4173/') && !u.startsWith('data:') && !u.startsWith('blob:'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a trait set on the model moves the figure, and a slider moved in the page sets the trait', async ({ page }) => {
  const { errors } = await openHost(page);
  const scores = page.locator('rope-figure').nth(0);
  await expect.poll(() => hook(page, 0, 'score-at-100')).toBeDefined();
  // Model → page: a new base redraws the figure with it.
  await setTrait(page, 0, 'base', '10000');
  const thetas = llama3Thetas({ base: 10000 });
  const expected = thetas.reduce((s, t) => s + 2 * Math.cos(100 * t), 0);
  await expect.poll(() => hook(page, 0, 'score-at-100')).toBeCloseTo(expected, 9);
  await expect(scores.getByTestId('score-at-100')).toHaveAttribute('data-value', String(await hook(page, 0, 'score-at-100')));
  // The other settings stayed.
  expect(await trait(page, 0, 'scaling')).toBe('llama3');
  // Page → model: the rotate figure's position field moves the model's `m`.
  const rotate = page.locator('rope-figure').nth(1);
  await rotate.getByTestId('place-10-14').click();
  await expect.poll(() => trait(page, 1, 'm')).toBe('10');
  expect(await trait(page, 1, 'n')).toBe('14');
  await expect.poll(() => page.evaluate(() => window.models[1].saves)).toBeGreaterThan(0);
  // The model's echo of the page's own value does not rebuild the figure.
  await rotate.evaluate((el) => (el.ropeHandle.probe = 'same build'));
  await setTrait(page, 1, 'm', '10');
  expect(await rotate.evaluate((el) => el.ropeHandle.probe)).toBe('same build');
  // A new preset brings its own RoPE settings, not the old base.
  await setTrait(page, 0, 'preset', 'llama-3-8b');
  await expect.poll(() => trait(page, 0, 'base')).toBe('500000');
  await expect.poll(() => trait(page, 0, 'scaling')).toBe('none');
  expect(errors).toEqual([]);
});

test('bad traits get the page notice and a working figure; an unknown figure lists the names', async ({ page }) => {
  const { errors } = await openHost(page);
  const rotate = page.locator('rope-figure').nth(1);
  await expect.poll(() => hook(page, 1, 'score-direct')).toBeCloseTo(0.8934, 4);
  await setTrait(page, 1, 'm', 'NaN');
  await expect(rotate.getByTestId('notice')).toContainText('m');
  await expect.poll(() => trait(page, 1, 'notices')).not.toEqual([]);
  // Still alive: another trait still moves it.
  await setTrait(page, 1, 'n', '9');
  await expect.poll(() => trait(page, 1, 'n')).toBe('9');
  await expect(rotate.getByTestId('fig-rotate')).toBeVisible();
  const unknown = page.locator('rope-figure').nth(2);
  await expect(unknown.getByTestId('notice')).toContainText('no figure named');
  await expect(unknown.getByTestId('notice')).toContainText('score-distance');
  expect(errors).toEqual([]);
});
