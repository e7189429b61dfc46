// The page's structure: ids unique on the full page, every label bound to its control, panels
// that skip their rendering off screen only with their bodies built.
import { test, expect } from '@playwright/test';
import { openApp } from './helpers.mjs';

for (const query of ['', '?scaling=yarn', '?scaling=longrope', '?panel=coverage']) {
  test(`no duplicate element ids, every label[for] finds its control (${query || 'defaults'})`, async ({ page }) => {
    await openApp(page, query);
    const { duplicates, dangling, controls } = await page.evaluate(() => {
      const seen = new Map();
      for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) || 0) + 1);
      const duplicates = [...seen].filter(([, n]) => n > 1).map(([id]) => id);
      const dangling = [...document.querySelectorAll('label[for]')]
        .map((l) => l.htmlFor)
        .filter((id) => !document.getElementById(id));
      return { duplicates, dangling, controls: document.querySelectorAll('input, select, textarea').length };
    });
    expect(duplicates).toEqual([]);
    expect(dangling).toEqual([]);
    expect(controls).toBeGreaterThan(3);
  });
}

test('the d slider of each panel is labelled by its own label', async ({ page }) => {
  await openApp(page);
  for (const panel of ['panel-frequencies', 'panel-coverage']) {
    const slider = page.getByTestId(panel).getByTestId('param-d');
    await expect(slider).toHaveAccessibleName(/head dimensions d/);
    const id = await slider.getAttribute('id');
    expect(id.startsWith(panel.replace('panel-', ''))).toBe(true);
  }
});

test('a lab panel skips its rendering off screen only once its body is built, so a jump to it lands', async ({ page }) => {
  // Each panel as it enters the page: whether its body is there and whether the browser may
  // skip it. A panel skipped with its heading alone remembered that height (73 px) and grew by
  // 1,460 px when reached, moving what the reader had jumped to out of view.
  await page.addInitScript(() => {
    window.panelsSeen = [];
    new MutationObserver((records) => {
      for (const r of records) {
        for (const node of r.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const panel of node.matches('section.panel') ? [node] : node.querySelectorAll('section.panel')) {
            window.panelsSeen.push({
              body: panel.children.length > 1,
              skippable: getComputedStyle(panel).contentVisibility === 'auto',
            });
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await openApp(page, '?d=64&span=5000');
  await expect(page.getByTestId('panel-coverage').getByTestId('param-d')).toBeVisible();
  const seen = await page.evaluate(() => window.panelsSeen);
  expect(seen.filter((p) => !p.body).length).toBeGreaterThan(0);
  expect(seen.filter((p) => !p.body && p.skippable)).toEqual([]);
  const plot = page.getByTestId('plot-score');
  await plot.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const { top, bottom } = await plot.evaluate((c) => c.getBoundingClientRect().toJSON());
  expect(top).toBeGreaterThan(-2);
  expect(bottom).toBeLessThan(page.viewportSize().height + 2);
});
