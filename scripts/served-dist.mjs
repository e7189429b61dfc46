// What make dist's browser steps share (prerender.mjs, fig-pages.mjs): the fresh dist/ served on
// loopback under /blog/rope/, as a blog hosts it, and Debian's Chromium to read it with.
import { chromium } from '../tests/e2e/node_modules/@playwright/test/index.mjs';
import { spawn, execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Serves `dist` on `port` and starts Chromium; `close` ends both. */
export async function openServedDist(port, dist) {
  const server = spawn('node', [fileURLToPath(new URL('../tests/e2e/serve.mjs', import.meta.url))], {
    env: { ...process.env, PORT: String(port), DIST: dist },
    stdio: 'ignore',
  });
  await new Promise((r) => setTimeout(r, 500));
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || execSync('command -v chromium').toString().trim(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    const close = async () => {
      await browser.close();
      server.kill();
    };
    return { browser, base: `http://127.0.0.1:${port}/blog/rope/`, close };
  } catch (e) {
    server.kill();
    throw e;
  }
}
