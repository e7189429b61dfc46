// The page's structure: ids unique on the full page, every label bound to its control.
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
