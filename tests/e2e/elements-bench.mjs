// make bench: a blog post of eight figures on a phone (390 px, CPU slowed 4x), as eight
// <rope-figure> elements with one module (host/elements.html) against the same eight as
// iframes (host/frames.html). Scrolls each post from top to bottom as a reader would (300 px
// every 250 ms) and measures: the host page's total blocking time while scrolling (long tasks
// of its renderer, frames included, each over 50 ms), the time from a figure entering the
// viewport to its first chart drawn, the wasm and module requests, and the memory of every
// renderer process the browser started (PSS, from /proc), plus the JS heap. Forms alternate,
// RUNS each; medians. Writes ../../target/bench-elements.json.
import { chromium } from '@playwright/test';
import { execSync, spawn } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const PORT = 4191;
const HOST = `http://127.0.0.1:${PORT}/host/`;
const RUNS = Number(process.env.RUNS ?? 3);
const server = spawn('node', ['serve.mjs'], { stdio: 'ignore', env: { ...process.env, PORT: String(PORT) } });
await new Promise((r) => setTimeout(r, 600));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The process whose command line holds `marker` (the browser of one run). */
function pidWith(marker) {
  for (const p of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(marker)) return Number(p);
    } catch {}
  }
  return null;
}

/** The PSS (kB) of every renderer process under `pid`. */
function rendererPssKb(pid) {
  const children = new Map();
  for (const p of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const ppid = Number(readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(p)]);
    } catch {}
  }
  const all = [];
  const walk = (p) => (children.get(p) ?? []).forEach((c) => { all.push(c); walk(c); });
  walk(pid);
  let kb = 0;
  for (const p of all) {
    try {
      if (!readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      const pss = readFileSync(`/proc/${p}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+)/m);
      if (pss) kb += Number(pss[1]);
    } catch {}
  }
  return kb;
}

async function run(form) {
  const marker = `--rope-bench-run=${form}-${Date.now()}`;
  const browser = await chromium.launch({
    executablePath: execSync('command -v chromium').toString().trim(),
    args: [marker, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  await page.addInitScript(() => {
    window.benchLong = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.benchLong.push([e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${HOST}${form}.html`, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const scrollStart = await page.evaluate(() => performance.now());
  // Scroll through, noting when each figure enters the viewport and when its first chart drew.
  const drawn = await page.evaluate(async () => {
    const figures = [...document.querySelectorAll('rope-figure, iframe')];
    const seen = figures.map(() => null);
    const drew = figures.map(() => null);
    const firstCanvas = (f) => {
      if (f.tagName === 'IFRAME') {
        try { return f.contentDocument?.querySelector('canvas'); } catch { return null; }
      }
      return f.shadowRoot?.querySelector('canvas');
    };
    const check = () => {
      const now = performance.now();
      figures.forEach((f, k) => {
        const r = f.getBoundingClientRect();
        if (seen[k] === null && r.top < innerHeight && r.bottom > 0) seen[k] = now;
        const c = firstCanvas(f);
        if (drew[k] === null && seen[k] !== null && c && Number(c.dataset.draws || 0) > 0) drew[k] = now;
      });
    };
    let stop = false;
    const poll = () => { check(); if (!stop) requestAnimationFrame(poll); };
    poll();
    while (scrollY + innerHeight < document.documentElement.scrollHeight - 2) {
      scrollBy(0, 300);
      await new Promise((r) => setTimeout(r, 250));
    }
    const until = performance.now() + 4000;
    while (drew.some((d) => d === null) && performance.now() < until) await new Promise((r) => setTimeout(r, 50));
    stop = true;
    return figures.map((_, k) => (drew[k] === null || seen[k] === null ? null : drew[k] - seen[k]));
  });
  const long = await page.evaluate((t0) => window.benchLong.filter(([s]) => s >= t0), scrollStart);
  const tbt = long.reduce((a, [, d]) => a + Math.max(0, d - 50), 0);
  const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const pssKb = rendererPssKb(pidWith(marker));
  await browser.close();
  return {
    form,
    tbt_ms: Math.round(tbt),
    longest_task_ms: Math.round(Math.max(0, ...long.map(([, d]) => d))),
    draw_after_entering_ms: drawn.map((d) => (d === null ? null : Math.round(d))),
    wasm_requests: requests.filter((u) => u.endsWith('.wasm')).length,
    renderer_pss_mb: Math.round(pssKb / 1024),
    js_heap_mb: Math.round((metrics.JSHeapUsedSize ?? 0) / 1e6),
  };
}

const results = { elements: [], frames: [] };
try {
  for (let k = 0; k < RUNS; k++) {
    for (const form of ['elements', 'frames']) {
      const r = await run(form);
      console.log(JSON.stringify(r));
      results[form].push(r);
    }
  }
} finally {
  server.kill();
}
const summary = Object.fromEntries(Object.entries(results).map(([form, rs]) => [form, {
  tbt_ms: median(rs.map((r) => r.tbt_ms)),
  longest_task_ms: median(rs.map((r) => r.longest_task_ms)),
  slowest_draw_after_entering_ms: median(rs.map((r) => Math.max(...r.draw_after_entering_ms.map((d) => d ?? Infinity)))),
  wasm_requests: median(rs.map((r) => r.wasm_requests)),
  renderer_pss_mb: median(rs.map((r) => r.renderer_pss_mb)),
  js_heap_mb: median(rs.map((r) => r.js_heap_mb)),
}]));
console.log(JSON.stringify(summary, null, 2));
writeFileSync('../../target/bench-elements.json', JSON.stringify({ runs: results, summary }, null, 2));
