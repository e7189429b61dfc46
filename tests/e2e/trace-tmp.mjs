import { chromium } from '@playwright/test';
import { execSync, spawn } from 'node:child_process';
const BASE = 'http://127.0.0.1:4173/blog/rope/';
const query = process.argv[2] ?? '?d=128&span=131072&axis=linear&m=5&n=1';
const server = spawn('node', ['serve.mjs'], { stdio: 'ignore', env: process.env, cwd: '/work/main/tests/e2e' });
await new Promise((r) => setTimeout(r, 600));
try {
  const browser = await chromium.launch({ executablePath: execSync('command -v chromium').toString().trim(), args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(BASE + query);
  await page.getByTestId('plot-score').scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-testid="plot-score"][data-draws]');
  if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS }); await page.waitForTimeout(500);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.evaluate(async () => {
    const slider = (document.querySelector('[data-testid="panel-frequencies"] [data-testid="param-base"]') ?? document.querySelector('[data-testid="param-base"]'));
    for (let i = 0; i < 50; i++) {
      slider.value = String(4 + (i % 40) * 0.02);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 0));
      await new Promise((r) => requestAnimationFrame(() => r()));
    }
  });
  const buf = await browser.stopTracing();
  const events = JSON.parse(buf.toString()).traceEvents;
  const main = new Map();
  for (const e of events) if (e.ph === 'X' && e.dur) { const k = `${e.name} [tid ${e.tid}]`; main.set(k, (main.get(k) ?? 0) + e.dur / 1000); }
  for (const [k, v] of [...main.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 50).toFixed(2).padStart(8), 'ms/step', k);
  await browser.close();
} finally { server.kill(); }
