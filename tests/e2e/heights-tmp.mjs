import { chromium } from '@playwright/test';
import { execSync, spawn } from 'node:child_process';
const server = spawn('node', ['serve.mjs'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 500));
const browser = await chromium.launch({ executablePath: execSync('command -v chromium').toString().trim(), args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const q of ['?fig=rotate', '?fig=frequencies', '?fig=score-distance', '?fig=slow-pairs', '?panel=frequencies', '?panel=pairs', '?panel=score', '?panel=coverage']) {
  const out = [];
  for (const w of [720, 360]) {
    await page.setViewportSize({ width: w, height: 800 });
    await page.goto('http://127.0.0.1:4173/blog/rope/' + q);
    await page.waitForTimeout(800);
    out.push(Math.ceil(await page.evaluate(() => document.documentElement.getBoundingClientRect().height)));
  }
  console.log(q, out.join(' / '));
}
await browser.close(); server.kill();
