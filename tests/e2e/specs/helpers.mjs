// Shared steps: open a page, record console errors and every request, wait for the app.
import { expect } from '@playwright/test';

/** Opens `query` (e.g. '?d=64') and returns the console errors and requests seen. */
/** The lab's address for `query`: `/` is the story, so a query naming no view, figure or
 *  panel opens the lab with those settings. */
export function labQuery(query = '') {
  if (/[?&](view|fig|panel)=/.test(query)) return query;
  return query ? `${query}&view=lab` : '?view=lab';
}

export async function openApp(page, query = '') {
  const errors = [];
  const requests = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('requestfailed', (r) => errors.push(`failed request ${r.url()}`));
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(labQuery(query));
  await expect(page.locator('[data-testid^="panel-"]').first()).toBeVisible();
  return { errors, requests };
}

/** The full-precision value of a result cell. A panel out of view catches up with a change
 *  when the browser is idle (at most 100 ms later): after a change, poll a value it moves. */
export async function valueOf(page, testid) {
  return Number(await page.getByTestId(testid).getAttribute('data-value'));
}

/** Fraction of canvas pixels that differ from the top-left pixel (0 = blank). */
export async function inkFraction(page, testid) {
  // Plots off screen are not drawn until they scroll into view.
  await page.getByTestId(testid).scrollIntoViewIfNeeded();
  return page.getByTestId(testid).evaluate((c) => {
    const ctx = c.getContext('2d');
    const { data } = ctx.getImageData(0, 0, c.width, c.height);
    let differ = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) differ++;
    }
    return differ / (data.length / 4);
  });
}

/** Waits until every chapter of the story is live. The page builds a chapter when it comes
 *  near the viewport, or, after the reader's first key or pointer, in idle time; until then
 *  the chapter shows the served copy, inert. A key press starts the idle-time building. */
export async function liveStory(page) {
  // The module has taken over once the served copy is gone (the copy has a story of its own).
  await expect(page.locator('#prerender')).toHaveCount(0);
  await expect(page.getByTestId('story')).toBeVisible();
  await page.keyboard.press('Shift');
  await expect(page.locator('[data-chapter-body]:not([data-live])')).toHaveCount(0, { timeout: 15000 });
}

/** Waits until the module has replaced the page's served copy (scripts/prerender.mjs): the
 *  copy has canvases, controls and text of its own, inert, without hooks. */
export async function moduleStarted(page) {
  await expect(page.locator('#prerender')).toHaveCount(0);
}

/** Opens a figure alone (`?fig=…`) and waits for its first chart to draw; returns the console
 *  errors seen. */
export async function openFigure(page, query) {
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(query);
  await moduleStarted(page);
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect.poll(() => page.locator('canvas').first().evaluate((c) => Number(c.dataset.draws || 0))).toBeGreaterThan(0);
  return errors;
}
