// Hours of use: memory stays flat through long runs of slider steps and a fast animation.
// Bounded in steps, not time: 2,000 steps of each panel's main slider after 200 to warm up.
import { test, expect } from '@playwright/test';
import { execSync } from 'node:child_process';

// The suite's browser, with `gc()` exposed so a measurement is not a garbage collector's mood.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || execSync('command -v chromium').toString().trim(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--js-flags=--expose-gc'],
  },
});

/** Opens `query` keeping a handle on the module's exports (for its memory). */
async function open(page, query) {
  await page.addInitScript(() => addEventListener('TrunkApplicationStarted', (e) => { window.__wasm = e.detail.wasm; }));
  await page.goto(query);
  await expect.poll(() => page.evaluate(() => Boolean(window.__wasm))).toBe(true);
}

/** The module's memory in bytes, after a garbage collection (JS-owned closures free theirs). */
const memory = (page) => page.evaluate(() => { window.gc?.(); return window.__wasm.memory.buffer.byteLength; });

/** Moves slider `testid` through `steps` values between `lo` and `hi`, one task per step. */
const drag = (page, testid, steps, lo, hi) =>
  page.evaluate(async ([testid, steps, lo, hi]) => {
    const slider = document.querySelector(`[data-testid="${testid}"]`);
    for (let i = 0; i < steps; i++) {
      slider.value = String(lo + ((i % 97) / 97) * (hi - lo));
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 0));
    }
  }, [testid, steps, lo, hi]);

const MB = 1 << 20;

// Bounded in steps, so the time is what the steps cost: 2,200 steps of d in the frequencies
// panel alone take 55 to 62 s on 2 cores (a CPU profile gives three quarters of it to the
// browser's own style and layout of the table's up to 256 rows; the module's share is small),
// past the suite's 60 s default.
test.describe.configure({ timeout: 150_000 });

for (const [query, testid, lo, hi] of [
  ['?panel=pairs', 'param-m', 0, 1000],
  ['?panel=frequencies', 'param-base', 2, 7],
  ['?panel=coverage', 'param-base', 2, 7],
  ['?panel=score', 'param-span', 3, 7],
  ['?view=lab', 'param-m', 0, 1000],
  // d adds and drops table rows and menu options in every panel.
  ['?panel=frequencies', 'param-d', 2, 512],
  ['?view=lab', 'param-d', 2, 512],
]) {
  test(`memory stays flat over 2,000 steps of ${testid} (${query})`, async ({ page }) => {
    await open(page, query);
    await drag(page, testid, 200, lo, hi);
    const before = await memory(page);
    await drag(page, testid, 2000, lo, hi);
    await page.waitForTimeout(300);
    expect(await memory(page) - before).toBeLessThanOrEqual(MB);
  });
}

test('memory stays flat through a fast animation', async ({ page }) => {
  await open(page, '?panel=pairs&speed=1000');
  await page.waitForTimeout(1000);
  const before = await memory(page);
  const m0 = Number(new URL(page.url()).searchParams.get('m'));
  await page.waitForTimeout(8000);
  expect(Number(new URL(page.url()).searchParams.get('m'))).toBeGreaterThan(m0 + 2000);
  expect(await memory(page) - before).toBeLessThanOrEqual(MB);
});
