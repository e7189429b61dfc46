// Panel "pairs": scenes, the offset-only score, animation, dragging, keyboard, embedding.
import { test, expect } from '@playwright/test';
import { openApp, valueOf, inkFraction } from './helpers.mjs';

const fixed = (v, d) => Number(v).toFixed(d);

test.describe('the seeds\' scenes show the seeds\' numbers', () => {
  for (const [scene, digits, want] of [
    ['cat', 4, '0.8934'],
    ['cat-shifted', 4, '0.8934'],
    ['thirty', 3, '2.732'],
    ['thirty-shifted', 3, '2.732'],
  ]) {
    test(`?scene=${scene}`, async ({ page }) => {
      await openApp(page, `?scene=${scene}`);
      expect(fixed(await valueOf(page, 'score-direct'), digits)).toBe(want);
      expect(fixed(await valueOf(page, 'score-formula'), digits)).toBe(want);
      await expect(page.getByTestId('score-direct')).toContainText(want);
    });
  }

  test('the 15° gap of the 30° example', async ({ page }) => {
    await openApp(page, '?scene=thirty');
    expect(await valueOf(page, 'angle-q-deg')).toBeCloseTo(90, 9);
    expect(await valueOf(page, 'angle-k-deg')).toBeCloseTo(30, 9);
    await page.getByTestId('scene-thirty-shifted').click();
    await expect.poll(() => valueOf(page, 'angle-q-deg')).toBeCloseTo(150, 9);
    expect(await valueOf(page, 'gap-deg')).toBeCloseTo(60, 9);
    expect(fixed(await valueOf(page, 'score-direct'), 3)).toBe('2.732');
  });

  test('fast and slow pair at 3 and 3000', async ({ page }) => {
    await openApp(page, '?scene=fast-slow');
    await page.getByTestId('param-pair').selectOption('1');
    await expect.poll(() => valueOf(page, 'angle-q-rad')).toBeCloseTo(0.0003, 12);
    await page.getByTestId('scene-fast-slow-far').click();
    await page.getByTestId('param-pair').selectOption('1');
    await expect.poll(() => valueOf(page, 'angle-q-rad')).toBeCloseTo(0.3, 12);
  });
});

test('moving m and n together keeps the score while the angles change', async ({ page }) => {
  await openApp(page, '?m=17&n=13&vec=random&seed=5');
  const score = await valueOf(page, 'score-direct');
  const angle = await valueOf(page, 'angle-q-rad');
  await expect(page.getByTestId('lock-offset')).toBeChecked();
  const m = page.getByTestId('param-m-exact');
  await m.fill('1234');
  await m.press('Enter');
  // The offset stays 4, so wait for what moves (a panel scrolled in a moment ago may still be
  // catching up).
  await expect.poll(() => valueOf(page, 'angle-q-rad')).not.toBeCloseTo(angle, 6);
  expect(await valueOf(page, 'offset')).toBe(4);
  expect(await valueOf(page, 'score-direct')).toBeCloseTo(score, 9);
  expect(await valueOf(page, 'score-formula')).toBeCloseTo(score, 9);
  // Unlocked, the offset and the score change.
  await page.getByTestId('lock-offset').uncheck();
  await m.fill('1250');
  await m.press('Enter');
  await expect.poll(() => valueOf(page, 'offset')).toBe(20);
  expect(await valueOf(page, 'score-direct')).not.toBeCloseTo(score, 6);
});

test('play advances the positions and pause stops them', async ({ page }) => {
  await openApp(page, '?m=10&n=4');
  await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('speed').selectOption('20');
  await page.getByTestId('play').click();
  await expect.poll(async () => Number(await page.getByTestId('param-m-exact').inputValue()), { timeout: 5000 }).toBeGreaterThan(12);
  await page.getByTestId('play').click();
  const stopped = Number(await page.getByTestId('param-m-exact').inputValue());
  await page.waitForTimeout(400);
  expect(Number(await page.getByTestId('param-m-exact').inputValue())).toBe(stopped);
  expect(await valueOf(page, 'offset')).toBe(6);
});

test('without pinned positions it plays by itself', async ({ page }) => {
  await openApp(page);
  await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'true');
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('does not autoplay, and play steps whole tokens', async ({ page }) => {
    await openApp(page);
    await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'false');
    const m0 = Number(await page.getByTestId('param-m-exact').inputValue());
    await page.waitForTimeout(500);
    expect(Number(await page.getByTestId('param-m-exact').inputValue())).toBe(m0);
    await page.getByTestId('step').click();
    await expect(page.getByTestId('param-m-exact')).toHaveValue(String(m0 + 1));
  });
});

test('dragging the tip of q changes the score', async ({ page }) => {
  await openApp(page, '?scene=cat');
  const before = await valueOf(page, 'score-direct');
  const canvas = page.getByTestId('plot-pairs');
  await expect.poll(() => inkFraction(page, 'plot-pairs')).toBeGreaterThan(0.005);
  await canvas.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300); // layout settled (the canvas height follows its width)
  const box = await canvas.boundingBox();
  // The one circle of the scene: q (0.9, 0.4) turned by 0.3 rad.
  const cell = Math.min(box.width, 230);
  const cx = box.x + box.width / 2;
  const cy = box.y + cell / 2;
  const r = cell / 2 - 10;
  const scale = (r * 0.86) / Math.hypot(0.9, 0.4);
  const a = Math.atan2(0.4, 0.9) + 0.3;
  const tip = [cx + Math.cos(a) * Math.hypot(0.9, 0.4) * scale, cy - Math.sin(a) * Math.hypot(0.9, 0.4) * scale];
  await page.mouse.move(tip[0], tip[1]);
  await page.mouse.down();
  await page.mouse.move(tip[0] - 40, tip[1] + 30, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => valueOf(page, 'score-direct')).not.toBeCloseTo(before, 4);
  expect(await valueOf(page, 'score-formula')).toBeCloseTo(await valueOf(page, 'score-direct'), 9);
  await expect.poll(() => new URL(page.url()).searchParams.get('vec')).toBe('custom');
});

test('the keyboard alone can change everything', async ({ page }) => {
  await openApp(page, '?scene=thirty');
  const before = await valueOf(page, 'score-direct');
  await page.getByTestId('pairs-canvas-focus').focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => valueOf(page, 'score-direct')).not.toBeCloseTo(before, 6);
  const turned = await valueOf(page, 'score-direct');
  await page.keyboard.press('Shift+ArrowUp');
  await expect.poll(() => valueOf(page, 'score-direct')).toBeCloseTo(turned * 1.1, 3);
  await page.getByTestId('param-n').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => valueOf(page, 'angle-k-deg')).toBeCloseTo(60, 6);
  await page.getByTestId('play').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'false');
});

test('?panel=pairs embeds the panel alone', async ({ page }) => {
  const { errors } = await openApp(page, '?panel=pairs&scene=cat');
  await expect(page.getByTestId('panel-pairs')).toBeVisible();
  await expect(page.locator('[data-testid^="panel-"]')).toHaveCount(1);
  expect(fixed(await valueOf(page, 'score-direct'), 4)).toBe('0.8934');
  expect(errors).toEqual([]);
});

test('the proof lists each step with values', async ({ page }) => {
  await openApp(page, '?scene=cat');
  await page.getByText('Why only m − n survives').click();
  await expect(page.locator('.proof li')).toHaveCount(5);
  await expect(page.locator('.proof')).toContainText('0.8934');
});
