// The app shell: loading, the URL round trip, the canvas, embedding, bad input.
import { test, expect } from '@playwright/test';
import { openApp, valueOf, inkFraction } from './helpers.mjs';

/** The frequencies panel (the coverage panel has a pair table with the same hooks). */
const freq = (page) => page.getByTestId('panel-frequencies');

test('loads with no console error, no failed or outside request', async ({ page }) => {
  const { errors, requests } = await openApp(page);
  await expect(page.getByTestId('panel-frequencies')).toBeVisible();
  await expect(page.getByTestId('plot-frequencies')).toBeVisible();
  await page.waitForTimeout(300);
  expect(errors).toEqual([]);
  expect(requests.filter((u) => !u.startsWith('http://127.0.0.1:4173/'))).toEqual([]);
});

test('default table matches θ_i = 10000^(-2i/64)', async ({ page }) => {
  await openApp(page);
  expect(await valueOf(freq(page), 'inv-freq-0')).toBe(1);
  expect(await valueOf(freq(page), 'inv-freq-1')).toBeCloseTo(0.7498942093324559, 15);
  expect(await valueOf(freq(page), 'inv-freq-31')).toBeCloseTo(0.0001333521432163324, 18);
  expect(await valueOf(freq(page), 'wavelength-0')).toBeCloseTo(2 * Math.PI, 14);
});

test('a closed table keeps its data-value hooks current and shows current text when opened', async ({ page }) => {
  // 64 pairs: the frequencies table starts closed.
  await openApp(page, '?d=128');
  const table = freq(page).locator('details.table-wrap');
  await expect(table).not.toHaveAttribute('open', '');
  await freq(page).getByTestId('param-base-exact').fill('500000');
  await freq(page).getByTestId('param-base-exact').press('Enter');
  await expect.poll(() => valueOf(freq(page), 'inv-freq-1')).toBeCloseTo(500000 ** (-2 / 128), 15);
  await table.locator('summary').click();
  await expect(freq(page).getByTestId('inv-freq-1')).toHaveText(/^0\.81\d{4}$/);
  await expect(freq(page).getByTestId('wavelength-63')).toHaveText(/×10⁶$|\d{3}\u202f\d{3}/);
});

test('the base slider moves with the keyboard, changes the table and the URL; reload restores it', async ({ page }) => {
  await openApp(page);
  const panel = page.getByTestId('panel-frequencies');
  const before = await valueOf(freq(page), 'inv-freq-31');
  const slider = panel.getByTestId('param-base');
  await slider.focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => valueOf(freq(page), 'inv-freq-31')).toBeLessThan(before);
  // The URL is written at most every 200 ms: wait until it holds the base the table shows.
  const urlBase = () => Number(new URL(page.url()).searchParams.get('base'));
  await expect
    .poll(async () => Math.abs(urlBase() ** (-62 / 64) - (await valueOf(freq(page), 'inv-freq-31'))))
    .toBeLessThan(1e-18);
  const after = await valueOf(freq(page), 'inv-freq-31');
  const base = urlBase();
  expect(base).toBeGreaterThan(10000);
  await expect(slider).toHaveAttribute('aria-valuetext', /\d/);

  await page.reload();
  await expect(page.getByTestId('panel-frequencies')).toBeVisible();
  expect(await valueOf(freq(page), 'inv-freq-31')).toBe(after);
  expect(Number(await panel.getByTestId('param-base-exact').inputValue())).toBe(base);
});

test('the exact field takes any base and d follows its slider', async ({ page }) => {
  await openApp(page);
  const panel = page.getByTestId('panel-frequencies');
  await panel.getByTestId('param-base-exact').fill('500000');
  await panel.getByTestId('param-base-exact').press('Enter');
  await expect.poll(() => valueOf(freq(page), 'inv-freq-1')).toBeCloseTo(500000 ** (-2 / 64), 15);
  await panel.getByTestId('param-d-exact').fill('128');
  await panel.getByTestId('param-d-exact').press('Enter');
  await expect(panel.getByTestId('inv-freq-63')).toBeAttached();
  await expect.poll(() => new URL(page.url()).searchParams.get('d')).toBe('128');
});

test('the canvas is not blank', async ({ page }) => {
  await openApp(page);
  await expect.poll(() => inkFraction(page, 'plot-frequencies')).toBeGreaterThan(0.01);
});

test.describe('high-DPI', () => {
  test.use({ deviceScaleFactor: 2 });
  test('the backing store is twice the CSS size', async ({ page }) => {
    await openApp(page);
    const canvas = page.getByTestId('plot-frequencies');
    await expect
      .poll(() => canvas.evaluate((c) => [c.width, c.height, c.getBoundingClientRect().width, c.getBoundingClientRect().height]))
      .toEqual(await canvas.evaluate((c) => {
        const r = c.getBoundingClientRect();
        return [Math.round(r.width * 2), Math.round(r.height * 2), r.width, r.height];
      }));
    const [w, , cssW] = await canvas.evaluate((c) => [c.width, c.height, c.getBoundingClientRect().width]);
    expect(w).toBe(Math.round(cssW * 2));
  });

  test('the score previews a drag at CSS resolution and sharpens once the inputs rest', async ({ page }) => {
    await openApp(page, '?panel=score&d=128&span=131072&axis=linear');
    const canvas = page.getByTestId('plot-score');
    await expect(page.getByTestId('score-canvas-focus')).toHaveAttribute('data-exact', 'true');
    const sharp = () => canvas.evaluate((c) => c.width === Math.round(c.getBoundingClientRect().width * 2));
    await expect.poll(sharp).toBe(true);
    // One slider step, read before the 150 ms rest: the preview fills a CSS-sized backing store.
    const preview = await canvas.evaluate(async (c) => {
      const slider = document.querySelector('[data-testid="param-span"]');
      slider.value = String(Number(slider.value) + 0.05);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 0));
      return [c.width, Math.round(c.getBoundingClientRect().width), c.closest('[data-exact]').dataset.exact];
    });
    expect(preview[0]).toBe(preview[1]);
    expect(preview[2]).toBe('false');
    await expect(page.getByTestId('score-canvas-focus')).toHaveAttribute('data-exact', 'true');
    await expect.poll(sharp).toBe(true);
  });
});

test('?panel=frequencies shows only that panel', async ({ page }) => {
  await openApp(page, '?panel=frequencies');
  await expect(page.getByTestId('panel-frequencies')).toBeVisible();
  await expect(page.locator('[data-testid^="panel-"]')).toHaveCount(1);
  await expect(page.locator('header.site-header')).toHaveCount(0);
});

test('a URL full of garbage shows the notice and a working page', async ({ page }) => {
  const { errors } = await openApp(page, '?d=7&base=NaN&factor=-3&scaling=magic&m=1e999&theme=plaid&q=1,x&' + 'x'.repeat(5000));
  const notice = page.getByTestId('notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('base');
  await expect(notice).toContainText('d');
  expect(await valueOf(freq(page), 'inv-freq-0')).toBe(1);
  await expect(freq(page).getByTestId('inv-freq-2')).toBeAttached();
  await expect(freq(page).getByTestId('inv-freq-3')).toHaveCount(0); // d = 7 became 6: three pairs
  await expect.poll(() => inkFraction(page, 'plot-frequencies')).toBeGreaterThan(0.01);
  await page.getByTestId('notice-dismiss').click();
  await expect(notice).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('dark theme from the URL', async ({ page }) => {
  await openApp(page, '?theme=dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).toBe('rgb(23, 24, 28)');
});
