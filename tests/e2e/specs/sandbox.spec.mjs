// Sandboxed frames, as WordPress embeds a discovered provider (`sandbox="allow-scripts"`: an
// opaque origin, so the module and the wasm are fetched with CORS, which the test server sends
// as GitHub Pages does): every figure draws and throws nothing, reports its height (also in
// WordPress's form when the address has `#?secret=`), and hides what a sandbox refuses.
import { test, expect } from '@playwright/test';
import { FIGURES } from './figures.mjs';

/** Opens a host page on the test server's origin holding `frames` (src → extra attributes). */
async function host(page, frames) {
  const site = test.info().project.use.baseURL;
  const post = new URL('/host/sandboxed.html', site).href;
  const body = `<!doctype html><script>window.messages = []; addEventListener('message', (e) => messages.push(e.data));</script>
    ${frames.map((src) => `<iframe sandbox="allow-scripts" src="${site}${src}" style="width:720px;height:560px;border:0"></iframe>`).join('\n')}`;
  await page.unroute(post);
  await page.route(post, (route) => route.fulfill({ contentType: 'text/html', body }));
  await page.goto(post);
  return site;
}

test('every figure draws in a sandboxed frame, throws nothing and reports its height', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // A few frames at a time: each is a whole app.
  for (let i = 0; i < FIGURES.length; i += 6) {
    const batch = FIGURES.slice(i, i + 6);
    await host(page, batch.map((slug) => `?fig=${slug}`));
    for (const [k, slug] of batch.entries()) {
      // An off-screen cross-origin frame gets no animation frames, and a figure starts in one.
      await page.locator('iframe').nth(k).scrollIntoViewIfNeeded();
      const frame = page.frameLocator('iframe').nth(k);
      await expect(frame.getByTestId(`fig-${slug}`), slug).toBeVisible();
      await expect(frame.locator('canvas[data-draws]').first(), slug).toBeAttached();
      // What the sandbox refuses is hidden; the embed code stays, to select.
      await frame.getByTestId('figure-share').locator(':scope > summary').click();
      await expect(frame.getByTestId('export-png'), slug).toBeHidden();
      await expect(frame.getByTestId('copy-embed'), slug).toBeHidden();
      await expect(frame.locator('details.embed-code'), slug).toBeVisible();
      // The code shows, to select; copying and downloading it are hidden.
      await frame.getByTestId('export-code').click();
      await expect(frame.getByTestId('code-snippet'), slug).toContainText('import numpy');
      await expect(frame.getByTestId('copy-code'), slug).toBeHidden();
      await expect(frame.getByTestId('download-code'), slug).toBeHidden();
    }
    await expect.poll(() => page.evaluate(() => messages.filter((m) => m?.type === 'rope-explorer:resize').map((m) => new URL(m.src).searchParams.get('fig')))
      .then((figs) => batch.filter((slug) => !figs.includes(slug))), { timeout: 10_000 }).toEqual([]);
    const heights = await page.evaluate(() => messages.filter((m) => m?.type === 'rope-explorer:resize').map((m) => m.height));
    expect(Math.min(...heights)).toBeGreaterThan(200);
  }
  expect(errors).toEqual([]);
});

test('with WordPress\'s #?secret= a sandboxed figure also reports its height in WordPress\'s form', async ({ page }) => {
  await host(page, ['?fig=rotate#?secret=Ab12Cd', '?panel=score#?secret=Zz9']);
  await expect.poll(() => page.evaluate(() => messages.filter((m) => m?.message === 'height').map((m) => m.secret).sort())).toEqual(['Ab12Cd', 'Zz9']);
  const wp = await page.evaluate(() => messages.filter((m) => m?.message === 'height'));
  for (const m of wp) {
    expect(m.value).toBeGreaterThan(200);
    expect(Object.keys(m).sort()).toEqual(['message', 'secret', 'value']);
  }
  // Without the hash no WordPress message is sent.
  await host(page, ['?fig=cost']);
  await expect.poll(() => page.evaluate(() => messages.some((m) => m?.type === 'rope-explorer:resize'))).toBe(true);
  expect(await page.evaluate(() => messages.some((m) => m?.message === 'height'))).toBe(false);
  // The panel's exports are hidden there too.
  await host(page, ['?panel=score']);
  await expect(page.frameLocator('iframe').getByTestId('export-png')).toBeHidden();
});
