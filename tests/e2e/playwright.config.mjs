// End-to-end tests in Debian's headless Chromium against the release build (dist/), served
// under a sub-path on loopback. Playwright never downloads a browser here.
import { defineConfig } from '@playwright/test';
import { execSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH || execSync('command -v chromium').toString().trim();
export const BASE = 'http://127.0.0.1:4173/blog/rope/';

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '../../target/e2e-report.json' }]],
  use: {
    baseURL: BASE,
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node serve.mjs',
    url: BASE,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
