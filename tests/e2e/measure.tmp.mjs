import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4180/blog/rope/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const fig of process.argv.slice(2)) {
  const out = [];
  for (const [w, h] of [[720, 560], [360, 720]]) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    await page.goto(`${base}?fig=${fig}`);
    await page.waitForTimeout(1000);
    out.push(`${w}: ${Math.round(await page.evaluate(() => document.documentElement.getBoundingClientRect().height))}`);
    await page.close();
  }
  console.log(fig, out.join('  '));
}
await browser.close();
