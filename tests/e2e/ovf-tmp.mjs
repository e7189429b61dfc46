import { chromium } from '@playwright/test';
import { execSync, spawn } from 'node:child_process';
const server = spawn('node', ['serve.mjs'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 500));
const browser = await chromium.launch({ executablePath: execSync('command -v chromium').toString().trim(), args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 320, height: 800 } });
const pages = ['', '?d=256', '?scaling=longrope', ...['frequencies', 'pairs', 'score', 'coverage'].map((p) => `?panel=${p}`), ...['rotate','frequencies','score-distance','slow-pairs'].map((f) => `?fig=${f}`)];
for (const q of pages) {
  await page.goto('http://127.0.0.1:4173/blog/rope/' + q);
  await page.waitForTimeout(700);
  await page.locator('details').evaluateAll((ds) => ds.forEach((d) => (d.open = true)));
  await page.waitForTimeout(150);
  const r = await page.evaluate(() => {
    const over = document.documentElement.scrollWidth - innerWidth;
    const clipped = (e) => { for (let a = e.parentElement; a; a = a.parentElement) { const o = getComputedStyle(a).overflowX; if (o === 'auto' || o === 'hidden' || o === 'scroll') return true; } return false; };
    const culprits = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > innerWidth + 1 && !clipped(e)).slice(-3).map((e) => e.tagName + '.' + e.className + '[' + (e.getAttribute('data-testid')||'') + '] ' + Math.round(e.getBoundingClientRect().right));
    return { over, culprits };
  });
  console.log(q, JSON.stringify(r));
}
await browser.close(); server.kill();
