// CPU profile of base-slider steps (a developer tool, not part of make test; run it through
// scripts/profile.sh, which builds the app with names kept): serves $DIST, moves the base
// slider 100 times and prints the functions with the most self time, wasm and JS together.
// INCLUSIVE=regex: inclusive times of matching functions; UNDER=regex (DEPTH=n or LEAF=1):
// the time inside a function by what it called; DPR=2: a high-density screen.
import { chromium } from '@playwright/test';
import { execSync, spawn } from 'node:child_process';

const BASE = 'http://127.0.0.1:4173/blog/rope/';
const query = process.argv[2] ?? '?view=lab&d=128&span=131072&axis=linear&m=5&n=1';
const server = spawn('node', ['serve.mjs'], { stdio: 'ignore', env: process.env });
await new Promise((r) => setTimeout(r, 600));
try {
  const browser = await chromium.launch({
    executablePath: execSync('command -v chromium').toString().trim(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: Number(process.env.DPR ?? 1) });
  await page.goto(BASE + query);
  await page.getByTestId('plot-score').scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-testid="plot-score"][data-draws]');
  if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });
  await page.waitForTimeout(500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  // SPAN=1: steps of the score panel's span slider (log10 5.0 to 5.3 and back) instead.
  await page.evaluate(async (span) => {
    const slider = span
      ? document.querySelector('[data-testid="panel-score"] [data-testid="param-span"]')
      : document.querySelector('[data-testid="panel-frequencies"] [data-testid="param-base"]');
    for (let i = 0; i < 100; i++) {
      const k = i % 14;
      slider.value = String(span ? 5 + 0.05 * (k < 7 ? k : 14 - k) : 4 + (i % 40) * 0.02);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 0));
      await new Promise((r) => requestAnimationFrame(() => r()));
    }
  }, Boolean(process.env.SPAN));
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, k) => {
    const n = byId.get(id);
    const name = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}`;
    self.set(name, (self.get(name) ?? 0) + (dt[k] ?? 0) / 1000);
  });
  // Inclusive time: a node's samples plus its descendants', counted once per function per stack.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map();
  profile.samples.forEach((id, k) => {
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur);
      const name = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}`;
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + (dt[k] ?? 0) / 1000);
    }
  });
  if (process.env.INCLUSIVE) {
    const pattern = new RegExp(process.env.INCLUSIVE);
    const rows = [...inclusive.entries()].filter(([n]) => pattern.test(n)).sort((a, b) => b[1] - a[1]).slice(0, 40);
    console.log('inclusive:');
    for (const [name, ms] of rows) console.log(`${(ms / 100).toFixed(3).padStart(8)} ms/step  ${name.slice(0, 160)}`);
  }
  if (process.env.UNDER) {
    // Time spent inside the first frame matching UNDER, by the functions it called
    // (DEPTH levels of the path below it), or by leaf function with LEAF=1.
    const pattern = new RegExp(process.env.UNDER);
    const under = new Map();
    profile.samples.forEach((id, k) => {
      const stack = [];
      for (let cur = id; cur !== undefined; cur = parent.get(cur)) stack.unshift(byId.get(cur).callFrame.functionName || '(anon)');
      const at = stack.findIndex((f) => pattern.test(f));
      if (at < 0) return;
      const below = stack.slice(at + 1).map((f) => f.replace(/::h[0-9a-f]{16}$/, ''));
      const label = process.env.LEAF ? (below.at(-1) ?? '(self)') : below.slice(0, Number(process.env.DEPTH ?? 1)).join(' > ') || '(self)';
      under.set(label, (under.get(label) ?? 0) + (dt[k] ?? 0) / 1000);
    });
    console.log(`under ${process.env.UNDER}:`);
    for (const [name, ms] of [...under.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${(ms / 100).toFixed(3).padStart(8)} ms/step  ${name.slice(-160)}`);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 60));
  console.log(`total sampled ${total.toFixed(0)} ms over 100 steps`);
  for (const [name, ms] of rows) console.log(`${(ms / 100).toFixed(3).padStart(8)} ms/step  ${name.slice(0, 140)}`);
  await browser.close();
} finally {
  server.kill();
}
