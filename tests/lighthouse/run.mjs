// make bench's Lighthouse audits: the release build in dist/, served with gzip on loopback as a
// static host serves it, audited with Lighthouse's mobile preset (a throttled phone) and its
// desktop preset in Debian's Chromium. Median of RUNS runs per page and preset; the results go
// to target/lighthouse.json.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const PORT = 4181;
const RUNS = Number(process.env.RUNS ?? 3);
const BASE = `http://127.0.0.1:${PORT}/blog/rope/`;
const ALL_PAGES = { story: '', lab: '?view=lab', 'fig-rotate': '?fig=rotate', 'panel-score': '?panel=score' };
// ONLY=story,lab: some of the pages (a quick check); the report is then not written. TASKS=1
// also prints each run's long tasks.
const PAGES = process.env.ONLY
  ? Object.fromEntries(Object.entries(ALL_PAGES).filter(([name]) => process.env.ONLY.split(',').includes(name)))
  : ALL_PAGES;

const server = spawn('node', ['../e2e/serve.mjs'], { env: { ...process.env, PORT: String(PORT), GZIP: '1' }, stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 500));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const report = {};
try {
  for (const [name, query] of Object.entries(PAGES)) {
    for (const [preset, config] of [['mobile', undefined], ['desktop', desktopConfig]]) {
      const runs = [];
      for (let k = 0; k < RUNS; k++) {
        const result = await lighthouse(`${BASE}${query}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' }, config);
        const a = result.lhr.audits;
        // TASKS=1: the run's long main-thread tasks (start and duration, ms), to see what blocks.
        if (process.env.TASKS) {
          const tasks = (a['long-tasks']?.details?.items ?? []).map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)}`);
          console.log(name, preset, 'long tasks', tasks.join(' '));
        }
        runs.push({
          score: Math.round(result.lhr.categories.performance.score * 100),
          fcp_ms: Math.round(a['first-contentful-paint'].numericValue),
          lcp_ms: Math.round(a['largest-contentful-paint'].numericValue),
          tbt_ms: Math.round(a['total-blocking-time'].numericValue),
          cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
          si_ms: Math.round(a['speed-index'].numericValue),
          bytes: a['total-byte-weight'].numericValue,
        });
      }
      const pick = (key) => median(runs.map((r) => r[key]));
      report[`${name} ${preset}`] = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, pick(k)]));
      console.log(name, preset, JSON.stringify(report[`${name} ${preset}`]));
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}
if (!process.env.ONLY) writeFileSync(new URL('../../target/lighthouse.json', import.meta.url), JSON.stringify(report, null, 2));
