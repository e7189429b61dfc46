// Scratch: screenshots of figures alone at given widths and themes.
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4180/blog/rope/';
const [,, ...figs] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const spec of figs) {
  for (const [w, theme] of [[720, 'light'], [360, 'dark']]) {
    const page = await browser.newPage({ viewport: { width: w, height: 900 } });
    await page.goto(`${base}?fig=${spec}&theme=${theme}`);
    await page.waitForTimeout(1200);
    const h = await page.evaluate(() => document.documentElement.scrollHeight);
    const name = spec.replace(/[^a-z0-9-]/g, '_');
    await page.screenshot({ path: `/tmp/figs/${name}-${w}-${theme}.png`, fullPage: true });
    console.log(name, w, theme, 'height', h);
    await page.close();
  }
}
await browser.close();
