// Accessibility with axe-core (from npm, injected into the page): the story, the lab, every
// figure alone and every panel alone, light and dark, with no violation and no "needs review"
// item but those axe cannot decide itself (a text's background it cannot see through).
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { FIGURES } from './figures.mjs';
import { liveStory, moduleStarted } from './helpers.mjs';

const AXE = readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
const PAGES = ['', '?view=lab', ...FIGURES.map((f) => `?fig=${f}`), ...['frequencies', 'pairs', 'score', 'coverage'].map((p) => `?panel=${p}`)];

/** axe's findings on the page as it is, each as 'rule: where'. */
async function audit(page) {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const r = await window.axe.run(document);
    const where = (v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`);
    // Contrast axe cannot decide by itself: a background it cannot see (text beside a canvas,
    // or in a box that overlaps another) or an arrow, which is no text; every other undecided item
    // is a finding.
    const undecidable = (n) =>
      [...n.any, ...n.all, ...n.none].every((c) => /could not be determined|partially obscured|overlap|too short to determine|only non-text characters/i.test(c.message || ''));
    return {
      violations: r.violations.flatMap(where),
      review: r.incomplete.flatMap((v) => v.nodes.filter((n) => !undecidable(n)).map((n) => `${v.id}: ${n.target.join(" ")} (${[...n.any, ...n.all, ...n.none].map((c) => c.message).join("; ")})`)),
    };
  });
}

for (const scheme of ['light', 'dark']) {
  test(`axe finds nothing on the story, the lab, every figure and panel alone (${scheme})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: scheme });
    for (const q of PAGES) {
      await page.goto(q);
      // The story with every chapter live (the served copies are inert, out of axe's reach).
      if (q === '') await liveStory(page);
      await moduleStarted(page);
      await expect(page.locator('canvas').first()).toBeAttached();
      await page.waitForTimeout(150);
      const found = await audit(page);
      expect(found.violations, `${q || '/'} violations`).toEqual([]);
      expect(found.review, `${q || '/'} needs review`).toEqual([]);
    }
  });
}
