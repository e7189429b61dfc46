// Checks one figure's Python program against the figure in dist/: prints the program's lines
// the page disagrees with, and the hooks the figure shows that the program does not print.
//   node tests/e2e/code-check.mjs <slug> ['key=value&...']   (run from the checkout's root)
// Used while writing a program; `specs/code.spec.mjs` is the test.
import { execFileSync } from 'node:child_process';
import { openServedDist } from '../../scripts/served-dist.mjs';

const [slug, query = ''] = process.argv.slice(2);
const code = execFileSync('cargo', ['run', '-q', '-p', 'figure-code', '--example', 'figure_code', '--', slug, query]).toString();
let out;
try {
  out = execFileSync('python3', ['-'], { input: code }).toString();
} catch (e) {
  console.log(code);
  console.log(String(e.stderr));
  process.exit(1);
}
const lines = out.trim().split('\n').filter(Boolean).map((l) => l.split(' '));
const { browser, base, close } = await openServedDist(4190 + Math.floor(Math.random() * 50), 'dist');
try {
  const page = await browser.newPage();
  await page.goto(`${base}?fig=${slug}${query ? `&${query}` : ''}`);
  const fig = page.getByTestId(`fig-${slug}`);
  await fig.waitFor();
  await page.waitForTimeout(800);
  const shown = await fig.locator('[data-value]').evaluateAll((els) =>
    Object.fromEntries(els.map((e) => [e.dataset.testid, e.dataset.value])));
  let bad = 0;
  for (const [hook, value] of lines) {
    const page = shown[hook];
    const a = Number(value);
    const b = Number(page);
    const ok = page !== undefined && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
    if (!ok) {
      bad += 1;
      console.log(`MISMATCH ${hook}: program ${value}, page ${page}`);
    }
  }
  const printed = new Set(lines.map(([h]) => h));
  const missing = Object.keys(shown).filter((h) => !printed.has(h));
  console.log(`${lines.length} lines, ${bad} mismatches; not printed: ${missing.join(' ') || 'none'}`);
  process.exitCode = bad ? 1 : 0;
} finally {
  await close();
}
