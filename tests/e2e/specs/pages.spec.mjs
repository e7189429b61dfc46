// Pages that travel (scripts/fig-pages.mjs): every figure has dist/fig/<slug>/ with its own
// head tags for link previews, a 1200×630 preview image and an oEmbed file whose snippet loads
// the figure; the page itself shows the figure alone, as ?fig=<slug> does.
import { test, expect } from '@playwright/test';
import { FIGURES } from './figures.mjs';

/** The width and height in a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(bytes) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((b, i) => bytes[i] === b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
}

test('every figure has a page with its own preview tags, a 1200×630 preview and an oEmbed file', async ({ request, page }) => {
  test.setTimeout(120_000);
  for (const slug of FIGURES) {
    const html = await (await request.get(`fig/${slug}/`)).text();
    const meta = (attr, name) => html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];
    expect(meta('property', 'og:title'), slug).toBeTruthy();
    expect(meta('property', 'og:description'), slug).toMatch(/\w{3,}/);
    expect(meta('property', 'og:image'), slug).toBe(`../../fig/${slug}/preview.png`);
    expect(meta('name', 'twitter:card'), slug).toBe('summary_large_image');
    expect(html, slug).toMatch(new RegExp(`<title>[^<]+ · RoPE Explorer</title>`));
    expect(html, slug).toContain(`<link rel="alternate" type="application/json+oembed" href="../../oembed/${slug}.json"`);
    // The image decodes, at 1200 × 630.
    const png = await (await request.get(`fig/${slug}/preview.png`)).body();
    expect(pngSize(png), slug).toEqual([1200, 630]);
    await page.goto(`fig/${slug}/preview.png`);
    expect(await page.evaluate(() => { const img = document.querySelector('img'); return [img.naturalWidth, img.naturalHeight]; }), slug).toEqual([1200, 630]);
    // oEmbed 1.0, rich, with the figure's frame.
    const oembed = await (await request.get(`oembed/${slug}.json`)).json();
    expect(oembed, slug).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'RoPE Explorer', width: 720, thumbnail_width: 1200, thumbnail_height: 630 });
    expect(oembed.title, slug).toBe(meta('property', 'og:title').replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
    expect(oembed.html, slug).toContain(`<iframe src="?fig=${slug}"`);
    expect(oembed.height, slug).toBeGreaterThan(200);
    expect(oembed.height, slug).toBeLessThanOrEqual(560);
  }
});

test('a figure\'s page shows the figure alone, keeps what its link adds, and its oEmbed snippet loads the figure in a post', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('fig/rotate/?theme=dark&m=9');
  await expect(page.getByTestId('fig-rotate')).toBeVisible();
  await expect(page.locator('canvas[data-draws]').first()).toBeAttached();
  // The app reads the address it was given: the figure, and the link's own settings.
  expect(new URL(page.url()).searchParams.get('fig')).toBe('rotate');
  expect(new URL(page.url()).searchParams.get('m')).toBe('9');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The oEmbed snippet, pasted into a page at the site's root, draws the figure in its frame.
  const site = new URL('./', page.url()).href;
  const oembed = await (await page.request.get('oembed/cost.json')).json();
  // Built without SITE_URL, the snippet's URLs are relative to the site: made absolute here, as
  // SITE_URL makes them.
  const html = oembed.html.replace(/(src=")(?!https?:)/g, `$1${site}`);
  expect(html).toContain(`src="${site}?fig=cost"`);
  // A post on another path of the host, holding the snippet as it was pasted.
  const post = new URL('/host/oembed-post.html', site).href;
  await page.route(post, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><p>A post.</p>${html}` }));
  await page.goto(post);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByTestId('fig-cost')).toBeVisible();
  await expect(frame.locator('canvas[data-draws]').first()).toBeAttached();
  expect(errors).toEqual([]);
});
