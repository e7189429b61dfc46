// Takes screenshots of the release build for the README and for looking at the page:
//   node screenshot.mjs [query] [out.png] [width] [dark]   (query '?view=lab' for the lab; '' is the story)
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { spawn } from 'node:child_process';

const [query = '', out = '../../target/screenshot.png', width = '1200', dark = ''] = process.argv.slice(2);
const server = spawn('node', ['serve.mjs'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 500));
try {
  const browser = await chromium.launch({
    executablePath: execSync('command -v chromium').toString().trim(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const page = await browser.newPage({
    viewport: { width: Number(width), height: 900 },
    colorScheme: dark ? 'dark' : 'light',
  });
  await page.goto(`http://127.0.0.1:4173/blog/rope/${query}`);
  await page.waitForSelector('[data-testid^="panel-"], [data-testid="story"], [data-testid^="fig-"]');
  await page.waitForTimeout(600);
  await page.screenshot({ path: out, fullPage: true });
  await browser.close();
} finally {
  server.kill();
}
