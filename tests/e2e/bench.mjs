// Browser benchmark of the release build (make bench): time from a base-slider input event to
// the finished redraw of every visible panel (p50, p95 over 200 steps), frames per second of
// the pairs animation with every panel visible, and the gzipped bytes of the whole page.
// Writes ../../target/bench-browser.json (bench-browser-dpr2.json with DPR=2).
import { chromium } from '@playwright/test';
import { execSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BASE = 'http://127.0.0.1:4173/blog/rope/';
const STEPS = 200;
const RUNS = 3;
// DPR=2 node bench.mjs: the same on a high-density screen (four times the pixels).
const DPR = Number(process.env.DPR ?? 1);
const server = spawn('node', ['serve.mjs'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 600));

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

/** Moves the frequencies panel's base slider STEPS times; each step: dispatch `input`, then
 *  wait for a macrotask (Leptos runs its effects, and so every canvas draw, in microtasks). */
async function sliderLatency(page, query) {
  await page.goto(BASE + query);
  await page.getByTestId('plot-score').scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-testid="plot-score"][data-draws]');
  await page.waitForTimeout(500);
  return page.evaluate(async (steps) => {
    const slider = document.querySelector('[data-testid="panel-frequencies"] [data-testid="param-base"]');
    const canvases = [...document.querySelectorAll('canvas[data-testid^="plot-"]')];
    const visible = canvases.filter((c) => {
      const r = c.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight;
    });
    const times = [];
    const frames = [];
    const drawn = [];
    const drawMs = [];
    let missed = 0;
    for (let i = 0; i < steps; i++) {
      const before = visible.map((c) => Number(c.dataset.draws));
      const pos = 4 + (i % 40) * 0.02; // log10(base) between 4 and 4.8
      const t0 = performance.now();
      slider.value = String(pos);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 0));
      times.push(performance.now() - t0);
      // When the last visible canvas finished drawing (each stamps data-drawn-at).
      drawn.push(Math.max(...visible.map((c) => Number(c.dataset.drawnAt))) - t0);
      drawMs.push(Math.max(...visible.map((c) => Number(c.dataset.drawMs))));
      if (visible.some((c, k) => Number(c.dataset.draws) === before[k])) missed++;
      // The end of the next rendered frame: requestAnimationFrame, then a macrotask after it.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      frames.push(performance.now() - t0);
    }
    // The same steps as a pointer drag delivers them: Chromium hands continuous input (pointer
    // and mouse moves) to the page at the start of a frame, in the rendering update before the
    // animation-frame callbacks, so the change is drawn in that frame. Here the input is sent
    // from the frame's first callback; the macrotask queued there runs once the frame has been
    // rendered.
    const aligned = [];
    for (let i = 0; i < steps; i++) {
      const pos = 4 + (i % 40) * 0.02;
      await new Promise((r) =>
        requestAnimationFrame(() => {
          const t0 = performance.now();
          slider.value = String(pos);
          slider.dispatchEvent(new Event('input', { bubbles: true }));
          setTimeout(() => {
            aligned.push(performance.now() - t0);
            r();
          }, 0);
        }),
      );
    }
    return { times, frames, aligned, drawn, drawMs, missed, visible: visible.map((c) => c.dataset.testid) };
  }, STEPS);
}

/** A real pointer drag of the score panel's own "largest offset" slider (log10 of the span)
 *  over `lo`..`hi` and back, one mouse move per frame, with the score view in sight. Each input
 *  event is timed the way the measure reads: the event, then requestAnimationFrame,
 *  then a macrotask. Also counts the events whose animation frame came in the same rendering
 *  update (the frame's time at or before the event): Chromium delivers pointer moves at the
 *  start of a frame. */
async function dragLatency(page, query, lo, hi, sweeps = 8, movesPerSweep = 40) {
  await page.goto(BASE + query);
  const slider = page.locator('[data-testid="panel-score"] [data-testid="param-span"]');
  await page.getByTestId('plot-score').scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-testid="plot-score"][data-draws]');
  await slider.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  const { min, max } = await slider.evaluate((el) => ({ min: Number(el.min), max: Number(el.max) }));
  const box = await slider.boundingBox();
  // A range input's thumb centre runs from half a thumb in from each end; 8 px is close
  // enough for where the drag starts (the steps only need to change the value).
  const xAt = (v) => box.x + 8 + ((v - min) / (max - min)) * (box.width - 16);
  const y = box.y + box.height / 2;
  await page.evaluate(() => {
    window.__drag = [];
    const el = document.querySelector('[data-testid="panel-score"] [data-testid="param-span"]');
    el.addEventListener('input', () => {
      const t0 = performance.now();
      requestAnimationFrame((frameMs) => {
        setTimeout(() => window.__drag.push([performance.now() - t0, frameMs <= t0]), 0);
      });
    }, { capture: true });
  });
  await page.mouse.move(xAt(lo), y);
  await page.mouse.down();
  const frame = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  for (let sweep = 0; sweep < sweeps; sweep++) {
    for (let i = 1; i <= movesPerSweep; i++) {
      const t = sweep % 2 === 0 ? i / movesPerSweep : 1 - i / movesPerSweep;
      await page.mouse.move(xAt(lo + (hi - lo) * t), y);
      await frame();
    }
  }
  await page.mouse.up();
  await page.waitForTimeout(300);
  const samples = await page.evaluate(() => window.__drag);
  const latency = samples.map(([ms]) => ms);
  return {
    inputs: samples.length,
    same_frame: samples.filter(([, same]) => same).length,
    p50_ms: quantile(latency, 0.5),
    p95_ms: quantile(latency, 0.95),
  };
}

/** A figure alone: `steps` inputs on one of its sliders (positions from `lo` to `hi`), each
 *  timed from the input event to the end of its canvas's draw. */
async function figureLatency(page, fig, param, lo, hi, steps = 100) {
  await page.goto(`${BASE}?fig=${fig}`);
  await page.waitForSelector('canvas[data-draws]');
  await page.waitForTimeout(300);
  const drawn = await page.evaluate(async ({ param, lo, hi, steps }) => {
    const slider = document.querySelector(`[data-testid="param-${param}"]`);
    const canvas = document.querySelector('canvas[data-testid^="plot-"]');
    const out = [];
    for (let i = 0; i < steps; i++) {
      const t0 = performance.now();
      slider.value = String(lo + ((hi - lo) * (i % 20)) / 19);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 0));
      out.push(Number(canvas.dataset.drawnAt) - t0);
      await new Promise((r) => requestAnimationFrame(() => r()));
    }
    return out;
  }, { param, lo, hi, steps });
  return { redraw_p50_ms: quantile(drawn, 0.5), redraw_p95_ms: quantile(drawn, 0.95) };
}

async function animationFps(browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 6000 } });
  await page.goto(BASE + '?view=lab&d=128&span=131072&axis=linear');
  await page.waitForSelector('[data-testid="plot-pairs"][data-draws]');
  await page.getByTestId('speed').selectOption('20');
  if ((await page.getByTestId('play').getAttribute('aria-pressed')) !== 'true') await page.getByTestId('play').click();
  await page.waitForTimeout(500);
  const result = await page.evaluate(async () => {
    const canvas = document.querySelector('[data-testid="plot-pairs"]');
    const d0 = Number(canvas.dataset.draws);
    let frames = 0;
    const t0 = performance.now();
    await new Promise((resolve) => {
      const tick = () => {
        frames++;
        if (performance.now() - t0 < 3000) requestAnimationFrame(tick);
        else resolve();
      };
      requestAnimationFrame(tick);
    });
    const seconds = (performance.now() - t0) / 1000;
    return { raf_fps: frames / seconds, draws_per_s: (Number(canvas.dataset.draws) - d0) / seconds };
  });
  await page.close();
  return result;
}

function pageBytes() {
  const dist = process.env.DIST ? new URL(`file://${process.env.DIST}`) : new URL('../../dist/', import.meta.url);
  // Every file the page loads, wasm-bindgen's snippets/ folder included.
  const files = readdirSync(dist, { recursive: true }).filter(
    (f) => !f.split('/').some((part) => part.startsWith('.')) && statSync(new URL(f, dist)).isFile(),
  );
  const sizes = Object.fromEntries(files.map((f) => [f, gzipSync(readFileSync(new URL(f, dist)), { level: 9 }).length]));
  return { files: sizes, total_gzip_bytes: Object.values(sizes).reduce((a, b) => a + b, 0) };
}

try {
  const browser = await chromium.launch({
    executablePath: execSync('command -v chromium').toString().trim(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: DPR });
  const report = { steps: STEPS, runs_per_scenario: RUNS, device_pixel_ratio: DPR, chromium: browser.version() };
  // The machine is shared (two cores, a virtual machine): each scenario runs RUNS times on a
  // fresh page and the report gives the median run's quantiles, with every run listed.
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  // ONLY=figures: the figures' rows alone (a quick check after a figure changes).
  const figuresOnly = process.env.ONLY === 'figures';
  for (const [name, query] of figuresOnly ? [] : [
    ['linear_131072_d128', '?view=lab&d=128&span=131072&axis=linear&m=5&n=1'],
    ['log_1000000_d128', '?view=lab&d=128&span=1000000&axis=log&m=5&n=1'],
  ]) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const r = await sliderLatency(page, query);
      runs.push({
        // input event → last visible canvas finished drawing (our work only)
        redraw_p50_ms: quantile(r.drawn, 0.5),
        redraw_p95_ms: quantile(r.drawn, 0.95),
        // the longest single plot draw
        draw_only_p50_ms: quantile(r.drawMs, 0.5),
        // input event → next macrotask (includes any rendering the browser did in between)
        task_p50_ms: quantile(r.times, 0.5),
        task_p95_ms: quantile(r.times, 0.95),
        // input event → the end of the next rendered frame (rAF, then a macrotask)
        frame_p50_ms: quantile(r.frames, 0.5),
        frame_p95_ms: quantile(r.frames, 0.95),
        // input at the start of a frame (as a drag delivers it) → that frame rendered
        aligned_p50_ms: quantile(r.aligned, 0.5),
        aligned_p95_ms: quantile(r.aligned, 0.95),
        steps_without_redraw: r.missed,
        visible_canvases: r.visible,
      });
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    report[name] = {
      redraw_p50_ms: pick('redraw_p50_ms'),
      redraw_p95_ms: pick('redraw_p95_ms'),
      draw_only_p50_ms: pick('draw_only_p50_ms'),
      task_p50_ms: pick('task_p50_ms'),
      task_p95_ms: pick('task_p95_ms'),
      frame_p50_ms: pick('frame_p50_ms'),
      frame_p95_ms: pick('frame_p95_ms'),
      aligned_p50_ms: pick('aligned_p50_ms'),
      aligned_p95_ms: pick('aligned_p95_ms'),
      runs,
    };
  }
  // Real drags (one run each): the span slider around 131,072 (linear) and 10⁶ (log).
  if (!figuresOnly) report.drag_linear_131072 = await dragLatency(page, '?view=lab&d=128&span=131072&axis=linear&m=5&n=1', 4.9, 5.4);
  if (!figuresOnly) report.drag_log_1000000 = await dragLatency(page, '?view=lab&d=128&span=1000000&axis=log&m=5&n=1', 5.75, 6.25);
  // ONLY=lab: the lab's score scenarios alone (a quick check of the frame latency).
  if (process.env.ONLY === 'lab') {
    await browser.close();
    const out = DPR === 1 ? 'bench-browser-lab.json' : `bench-browser-lab-dpr${DPR}.json`;
    writeFileSync(new URL(`../../target/${out}`, import.meta.url), JSON.stringify(report, null, 2));
    console.log(JSON.stringify(report, null, 2));
    server.kill();
    process.exit(0);
  }
  // The story's figures, alone: the slider each is mostly dragged by (log sliders in decades).
  report.figures = {};
  for (const [fig, param, lo, hi] of [
    ['sinusoid', 'm', 0, 200], ['sinusoid-shift', 'm', 0, 120], ['matrix', 'm', 0, 20], ['frequencies', 'base', 3, 6],
    ['cost', 'infer', 2, 7], ['base-scaling', 'base', 4, 8], ['interpolation', 'm', 2, 6], ['per-pair-scaling', 'factor', 1, 64],
    ['alibi', 'heads', 1, 32], ['context-budget', 'prompt', 0, 32000], ['slow-pairs', 'infer', 3, 7],
    ['base-bound', 'base', 3, 7], ['extrapolation-bound', 'base', 4, 9], ['partial-rotary', 'partial', 0.05, 1],
    ['precision', 'm', 1, 7], ['semantic-drift', 'base', 3, 8], ['partial-cycle', 'base', 3, 7], ['temperature', 'm', 3, 7],
    ['decay-myth', 'base', 2, 7], ['positional-head', 'sharp', -1, 2], ['rope-2d', 'base', 0.4, 4],
  ]) {
    report.figures[fig] = await figureLatency(page, fig, param, lo, hi);
  }
  if (!figuresOnly) report.animation = await animationFps(browser);
  report.page = pageBytes();
  await browser.close();
  const out = figuresOnly ? 'bench-browser-figures.json' : DPR === 1 ? 'bench-browser.json' : `bench-browser-dpr${DPR}.json`;
  writeFileSync(new URL(`../../target/${out}`, import.meta.url), JSON.stringify(report, null, 2));
  console.log(JSON.stringify(report, null, 2));
} finally {
  server.kill();
}
