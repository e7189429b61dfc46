// Prints the e2e totals as one plain line ("e2e: N passed, N failed") after Playwright's own
// output, and exits non-zero when anything failed or nothing ran.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(new URL('../../target/e2e-report.json', import.meta.url)));
const s = report.stats ?? {};
const passed = (s.expected ?? 0) + (s.flaky ?? 0);
const failed = (s.unexpected ?? 0);
console.log(`e2e: ${passed} passed, ${failed} failed, ${s.skipped ?? 0} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
