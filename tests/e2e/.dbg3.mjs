import { chromium } from '@playwright/test';
import { execSync, spawn } from 'node:child_process';
const server = spawn('node', ['serve.mjs'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 500));
const browser = await chromium.launch({ executablePath: execSync('command -v chromium').toString().trim(), args: ['--no-sandbox', '--disable-gpu'] });
for (const js of [true, false]) {
  const ctx = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 1280, height: 900 } });
  const p = await ctx.newPage();
  if (js) await p.route(/\.wasm$/, (r) => r.abort());
  await p.goto('http://127.0.0.1:4173/blog/rope/#precision');
  await p.waitForTimeout(500);
  console.log(js, await p.evaluate(() => [document.querySelectorAll('section.chapter').length, document.querySelectorAll('main').length, document.querySelectorAll('footer').length, [...document.querySelectorAll('#prerender > *, body > *')].map((e) => e.tagName + '.' + e.className).join(' ')]));
  await p.screenshot({ path: `/tmp/probe/story-${js ? 'copy' : 'nojs'}.png` });
  await ctx.close();
}
await browser.close(); server.kill();
