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

/** Waits until the module has started on the story: its prose is the served page, and its
 *  figures are `<rope-figure>` elements, each built as it nears the viewport. */
export async function liveStory(page) {
  await expect(page.getByTestId('story')).toBeVisible();
  await moduleStarted(page);
}

/** Waits until the module has started (`<html data-module>`): on the lab, a figure or a panel
 *  it has replaced the page's served copy (scripts/prerender.mjs); on the story it has defined
 *  the figures' element. */
export async function moduleStarted(page) {
  await expect(page.locator('html[data-module]')).toHaveCount(1);
  if (!(await page.getByTestId('story').count())) await expect(page.locator('#prerender')).toHaveCount(0);
}

/** The story's figure `slug` (its `<rope-figure>` where the story first places it, its own
 *  chapter), scrolled into view and built. Locators inside it reach into its shadow root. */
export async function storyFigure(page, slug) {
  const el = page.locator(`rope-figure[fig="${slug}"]`).first();
  // A figure folded away (a core chapter's optional figure) is opened as a reader would.
  await el.evaluate((e) => {
    for (let d = e.closest('details'); d; d = d.parentElement?.closest('details')) d.open = true;
  });
  // A figure in prose that waits with the guess just above it (the proof's, under the
  // rotation's; ch 13's published numbers, in a fold under its own guess) is reached as a
  // reader would: by answering that guess first.
  const asker = await el.evaluate((e) => {
    const waiting = e.closest('.chapter-body > [data-answer]');
    if (!waiting || getComputedStyle(waiting).display !== 'none') return null;
    const open = 'rope-figure[data-guess="open"]';
    const section = e.closest('section');
    const own = [...(section?.querySelectorAll(open) ?? [])].find(
      (f) => f.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    return (own ?? section?.previousElementSibling?.querySelector(open))?.getAttribute('fig') ?? null;
  });
  if (asker) {
    const above = await storyFigure(page, asker);
    await above.getByTestId('reveal').click();
  }
  // A long jump lands among chapters laid out for the first time (content-visibility), whose
  // real heights can move the figure out of view again: scroll until it is built.
  // A chapter never shown keeps a guessed height (content-visibility), and a figure far down
  // a long one lies outside that box: scrolled to directly, its chapter stays off screen and
  // skipped, so nothing in it is built. A reader scrolls through the chapter's top first.
  await expect(async () => {
    await el.evaluate((e) => e.closest('section')?.scrollIntoView());
    await el.page().waitForTimeout(50);
    await el.scrollIntoViewIfNeeded();
    await expect(el).toHaveAttribute('data-built', '', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(el.getByTestId(`fig-${slug}`)).toBeVisible();
  return el;
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
