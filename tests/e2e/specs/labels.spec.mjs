// Every label a chart draws lies inside its canvas and overlaps no other, for every figure alone
// at 360, 720 and 1280 px, light and dark. The plot layer records each label's box on its canvas
// (`data-labels`, CSS px; src/plot/measured.rs), so this reads them rather than guessing from
// pixels.
import { test, expect } from '@playwright/test';
import { FIGURES } from './figures.mjs';
import { moduleStarted } from './helpers.mjs';

/** Boxes that leave their canvas or overlap another, for every drawn canvas of the page. */
async function problems(page) {
  return page.locator('canvas[data-labels]').evaluateAll((canvases) => {
    const out = [];
    const slack = 1;
    for (const c of canvases) {
      const w = c.clientWidth;
      const h = c.clientHeight;
      const boxes = JSON.parse(c.dataset.labels);
      const name = c.dataset.testid || c.getAttribute('aria-label')?.slice(0, 30) || 'canvas';
      for (const b of boxes) {
        if (b.x < -slack || b.y < -slack || b.x + b.w > w + slack || b.y + b.h > h + slack) {
          out.push(`${name}: "${b.t}" leaves the canvas (${b.x},${b.y},${b.w}×${b.h} in ${w}×${h})`);
        }
      }
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i], boxes[j]];
          const ox = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
          const oy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
          if (ox > slack && oy > slack) out.push(`${name}: "${a.t}" overlaps "${b.t}"`);
        }
      }
    }
    return out;
  });
}

for (const width of [360, 720, 1280]) {
  for (const theme of ['light', 'dark']) {
    test(`labels inside their canvas and apart, every figure at ${width} px, ${theme}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const found = [];
      for (const slug of FIGURES) {
        await page.goto(`?fig=${slug}&theme=${theme}`);
        await moduleStarted(page);
        const canvases = page.locator('canvas');
        await expect.poll(() => canvases.evaluateAll((cs) => cs.length > 0 && cs.every((c) => c.dataset.labels !== undefined || c.clientHeight === 0))).toBe(true);
        for (const p of await problems(page)) found.push(`${slug}: ${p}`);
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
