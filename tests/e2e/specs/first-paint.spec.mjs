// The first paint before the module has loaded: the served HTML holds what each view shows
// first (scripts/prerender.mjs), the page shows the one its address asks for, and the module
// takes it over without moving anything.
import { test, expect } from '@playwright/test';
import { CHAPTERS, FIGURES } from './figures.mjs';

const ALONE = [...FIGURES.map((f) => `?fig=${f}`), ...['frequencies', 'pairs', 'score', 'coverage'].map((p) => `?panel=${p}`)];

/** A page whose module never loads: what a reader sees until it has. */
async function withoutModule(browser, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.route(/\.wasm$/, (route) => route.abort());
  return { context, page };
}

/** Where each visible element of the page's main content sits (top and height, CSS px). */
const layout = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main :is(h1, h2, canvas, figcaption, p, input, select, button, table, label, summary)')]
      .filter((el) => el.checkVisibility())
      .map((el) => `${el.tagName.toLowerCase()} ${Math.round(el.getBoundingClientRect().top)}+${Math.round(el.getBoundingClientRect().height)}`),
  );

test('first paint without the module: the served HTML holds the story, and the module takes it over', async ({ page, browser, request }) => {
  // The served page itself, as a static host sends it: the prose and every chapter.
  const html = await (await request.get('./')).text();
  expect(html).toContain('data-served="story"');
  expect(html).toContain('A transformer reads every word of a text at once');
  expect(html).toContain('The base bounds the context');
  // Without scripts the story is readable: its chapters are there.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('./');
  await expect(bare.locator('section.chapter')).toHaveCount(CHAPTERS.length);
  // (Read by CSS: Playwright's text locators pass over what a <noscript> holds.)
  await expect(bare.locator('section.chapter h2').first()).toBeVisible();
  await expect(bare.locator('section.chapter h2').first()).toContainText('Can attention see order?');
  await noScript.close();
  // Before the module: the story's copy alone, none of the others.
  const early = await withoutModule(browser, { width: 1280, height: 900 });
  await early.page.goto('./');
  await expect(early.page.locator('#prerender section.chapter')).toHaveCount(CHAPTERS.length);
  await expect(early.page.locator('[data-served]')).toHaveCount(0);
  await early.context.close();
  // With the module: the served story stays the page, the figures near the reader are built
  // as elements, nothing is doubled.
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('./');
  await expect(page.locator('html[data-module]')).toHaveCount(1);
  await expect(page.locator('section.chapter')).toHaveCount(CHAPTERS.length);
  await page.locator('rope-figure').first().scrollIntoViewIfNeeded();
  await expect(page.locator('rope-figure').first()).toHaveAttribute('data-built', '');
  await expect(page.locator('main.story')).toHaveCount(1);
  // A figure alone never shows the story's copy.
  await page.goto('?fig=rotate');
  await expect(page.locator('main.story')).toHaveCount(0);
  await expect(page.getByTestId('fig-rotate')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a figure alone shows its own copy before the module, in the theme asked for, and only at its starting settings', async ({ browser }) => {
  const { context, page } = await withoutModule(browser, { width: 720, height: 800 });
  await page.goto('?fig=rotate&theme=dark');
  await expect(page.locator('#prerender h1')).toHaveText('Rotate instead of add');
  await expect(page.locator('#prerender figcaption')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  // Inert until the module runs, and no hooks: a test (or a script) finds the live page's.
  expect(await page.locator('#prerender').evaluate((el) => el.inert)).toBe(true);
  await expect(page.locator('#prerender [data-testid]')).toHaveCount(0);
  await expect(page.locator('main.story, [data-served]')).toHaveCount(0);
  // Other settings than the starting ones: the copy's numbers would be wrong, so none.
  await page.goto('?fig=rotate&m=5');
  await expect(page.locator('#prerender')).toHaveCount(0);
  // The lab's copy at ?view=lab; a name that is neither a figure nor a panel has none.
  await page.goto('?view=lab');
  await expect(page.locator('#prerender h1')).toContainText('the lab');
  await page.goto('?fig=nothing');
  await expect(page.locator('#prerender')).toHaveCount(0);
  await context.close();
});

for (const width of [360, 1280]) {
  test(`at ${width} px every figure's and panel's copy lays out as the live view does, and nothing shifts as the module takes over`, async ({ browser }) => {
    test.setTimeout(120_000);
    const early = await withoutModule(browser, { width, height: 900 });
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.shifted = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.shifted += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const query of ALONE) {
      await early.page.goto(query);
      await expect(early.page.locator('#prerender main')).toBeVisible();
      const copy = await layout(early.page);
      expect(copy.length, query).toBeGreaterThan(3);
      await page.goto(query);
      await expect(page.locator('#prerender')).toHaveCount(0);
      await expect.poll(() => layout(page), { message: query }).toEqual(copy);
      // An animation's numbers may nudge a label; the module's arrival must move nothing.
      expect(await page.evaluate(() => window.shifted), query).toBeLessThan(0.001);
    }
    await early.context.close();
    await context.close();
  });
}
