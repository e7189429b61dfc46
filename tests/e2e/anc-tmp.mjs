import { chromium } from '@playwright/test';
import { execSync, spawn } from 'node:child_process';
const server = spawn('node', ['serve.mjs'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 500));
const browser = await chromium.launch({ executablePath: execSync('command -v chromium').toString().trim(), args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 320, height: 800 } });
await page.goto('http://127.0.0.1:4173/blog/rope/?panel=coverage');
await page.waitForTimeout(700);
await page.locator('details').evaluateAll((ds) => ds.forEach((d) => (d.open = true)));
await page.waitForTimeout(150);
console.log(await page.evaluate(() => {
  let e = document.querySelector('[data-testid="pair-table"]'); const out = [];
  while (e) { const cs = getComputedStyle(e); out.push(`${e.tagName}.${e.className} w=${Math.round(e.getBoundingClientRect().width)} disp=${cs.display} ovx=${cs.overflowX}`); e = e.parentElement; }
  return out.join('\n');
}));
await browser.close(); server.kill();
