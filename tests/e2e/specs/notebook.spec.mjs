// The Python package in a real JupyterLab (from PyPI, scripts/notebook-env.sh): the wheel
// `make dist` wrote is installed with no index into the test's virtual environment; a notebook
// shows two figures (and a third from a config.json); Python reads their numbers and checks
// them against the formulas; a trait set from Python redraws its figure; a field moved in the
// page reaches Python; bad traits give a Python warning and the page's notice, and the widget
// lives on. JupyterLab runs on loopback with a fresh configuration; nothing is fetched.
import { test, expect } from '@playwright/test';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readdirSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const VENV = join(ROOT, 'target/notebook-venv');
const TOKEN = 'rope-explorer-test';
// A free port of its own each time (a repeated run may start while an earlier server closes).
let PORT;
let LAB;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

// Llama 3.1's frequencies as Hugging Face's `llama3` type computes them, in the notebook's own
// Python, against which the page's numbers are checked.
const LLAMA3 = `
import math
def llama3_thetas(d=128, base=500000.0, factor=8.0, low=1.0, high=4.0, train=8192):
    out = []
    for i in range(d // 2):
        theta = base ** (-2 * i / d)
        wave = 2 * math.pi / theta
        if wave < train / high:
            out.append(theta)
        elif wave > train / low:
            out.append(theta / factor)
        else:
            smooth = (train / wave - low) / (high - low)
            out.append((1 - smooth) * theta / factor + smooth * theta)
    return out`;

const CELLS = [
  // 0: two figures, and one from a config.json
  `import warnings
from rope_explorer import Figure, SettingWarning
a = Figure("score-distance", preset="llama-3.1-8b", infer=131072)
b = Figure("frequencies", d=64, base=10000)
c = Figure("frequencies", config="config.json")
display(a, b, c)`,
  // 1: Python reads what the page shows, against the formulas
  `${LLAMA3}
thetas = llama3_thetas()
assert (a.base, a.scaling, a.infer, a.vec) == (500000, "llama3", 131072, "ones"), (a.base, a.scaling, a.infer, a.vec)
for r in (1, 100, 10000):
    expected = 2 * sum(math.cos(r * t) for t in thetas)
    assert abs(a.values[f"score-at-{r}"] - expected) < 1e-9, (r, a.values[f"score-at-{r}"], expected)
for i in range(32):
    assert abs(b.values[f"inv-freq-{i}"] - 10000 ** (-2 * i / 64)) < 1e-15, i
assert (c.base, c.d, c.train) == (1000000, 128, 32768), (c.base, c.d, c.train)
print("PYTHON-READS", "OK")`,
  // 2: Python sets a trait
  'b.base = 500_000',
  // 3: after the page moved b's base to 20000
  `assert b.base == 20000, b.base
assert abs(b.values["inv-freq-1"] - 20000 ** (-2 / 64)) < 1e-15, b.values["inv-freq-1"]
print("PAGE-TO-PYTHON", "OK")`,
  // 4: bad traits: a Python warning each, the page's notice
  `with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    b.base = float("nan")
    b.d = "wide"
    d = Figure("no-such-figure")
print("WARNINGS", sum(issubclass(w.category, SettingWarning) for w in caught))
d`,
  // 5: the widget still answers
  `b.base = 10000
b.d = 64
print("ALIVE", "OK")`,
];

function notebook() {
  return {
    cells: CELLS.map((source) => ({ cell_type: 'code', execution_count: null, metadata: {}, outputs: [], source })),
    metadata: { kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' } },
    nbformat: 4,
    nbformat_minor: 5,
  };
}

let lab;
let work;

test.beforeAll(async () => {
  const python = join(VENV, 'bin/python');
  if (!existsSync(join(VENV, 'bin/jupyter-lab'))) throw new Error(`${VENV} has no JupyterLab: run scripts/bootstrap.sh --test`);
  const wheels = readdirSync(join(ROOT, 'dist/python')).filter((f) => f.endsWith('.whl'));
  if (wheels.length !== 1) throw new Error(`dist/python/ holds ${wheels.length} wheels, not 1: run make dist`);
  // The wheel alone, from the file, with no index: what `make dist` wrote is what is tested.
  execFileSync(python, ['-m', 'pip', 'install', '--quiet', '--no-index', '--no-deps', '--force-reinstall', '--disable-pip-version-check', join(ROOT, 'dist/python', wheels[0])]);
  PORT = await freePort();
  LAB = `http://127.0.0.1:${PORT}`;
  work = mkdtempSync(join(tmpdir(), 'rope-notebook-'));
  for (const dir of ['config', 'data', 'runtime']) mkdirSync(join(work, dir));
  mkdirSync(join(work, 'notebooks'));
  writeFileSync(
    join(work, 'notebooks/config.json'),
    JSON.stringify({ hidden_size: 4096, num_attention_heads: 32, max_position_embeddings: 32768, rope_theta: 1000000.0 }),
  );
  lab = spawn(
    join(VENV, 'bin/jupyter-lab'),
    [
      '--no-browser',
      // CI and these machines run as root.
      '--allow-root',
      // No look-ups on PyPI from the extension manager.
      '--LabApp.extension_manager=readonly',
      `--port=${PORT}`,
      // This port or none: another server there (an earlier run still closing) is not ours.
      '--ServerApp.port_retries=0',
      '--ServerApp.ip=127.0.0.1',
      `--IdentityProvider.token=${TOKEN}`,
      `--ServerApp.root_dir=${join(work, 'notebooks')}`,
      '--LabApp.expose_app_in_browser=True',
      '--LabApp.news_url=None',
      '--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate',
    ],
    {
      cwd: join(work, 'notebooks'),
      env: {
        ...process.env,
        HOME: work,
        JUPYTER_CONFIG_DIR: join(work, 'config'),
        JUPYTER_DATA_DIR: join(work, 'data'),
        JUPYTER_RUNTIME_DIR: join(work, 'runtime'),
        JUPYTERLAB_SETTINGS_DIR: join(work, 'config/lab-settings'),
        JUPYTERLAB_WORKSPACES_DIR: join(work, 'config/lab-workspaces'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  lab.stdout.on('data', (b) => (log += b));
  lab.stderr.on('data', (b) => (log += b));
  const started = Date.now();
  for (;;) {
    if (lab.exitCode !== null) throw new Error(`JupyterLab did not start:\n${log}`);
    try {
      const res = await fetch(`${LAB}/api/status?token=${TOKEN}`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() - started > 60_000) throw new Error(`JupyterLab did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(async () => {
  if (!lab || lab.exitCode !== null) return;
  // Wait until it has gone, so the next run's server can have the port.
  const gone = new Promise((resolve) => lab.once('exit', resolve));
  lab.kill('SIGTERM');
  const late = setTimeout(() => lab.kill('SIGKILL'), 15_000);
  await gone;
  clearTimeout(late);
});

/** Runs cell `k` and returns its output's text once the kernel is idle again. */
async function run(page, k) {
  await page.evaluate(async (k) => {
    const app = window.jupyterapp;
    const panel = app.shell.currentWidget;
    panel.content.activeCellIndex = k;
    await app.commands.execute('notebook:run-cell');
  }, k);
  const cell = page.locator('.jp-Notebook .jp-Cell').nth(k);
  await expect(cell.locator('.jp-InputPrompt')).not.toContainText('*', { timeout: 60_000 });
  return (await cell.locator('.jp-OutputArea').textContent()) ?? '';
}

test('a notebook shows figures, and Python and the page follow each other', async ({ page }, info) => {
  // A notebook of its own, so a kernel of its own, each run (--repeat-each shares the server).
  const name = `widgets-${info.repeatEachIndex}-${info.retry}.ipynb`;
  writeFileSync(join(work, 'notebooks', name), JSON.stringify(notebook(), null, 1));
  const requests = [];
  const errors = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.setViewportSize({ width: 1280, height: 1000 });
  // And a workspace of its own: JupyterLab would reopen an earlier run's notebook.
  await page.goto(`${LAB}/lab/workspaces/${name.replace('.ipynb', '')}/tree/${name}?token=${TOKEN}`);
  await page.waitForFunction(() => window.jupyterapp?.shell.currentWidget?.sessionContext?.session?.kernel, null, { timeout: 120_000 });
  await page.waitForFunction(() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.status === 'idle', null, { timeout: 120_000 });

  const out0 = await run(page, 0);
  expect(out0).not.toContain('Error');
  const figures = page.locator('.jp-Notebook rope-figure');
  await expect(figures).toHaveCount(3, { timeout: 60_000 });
  const [a, b, c] = [figures.nth(0), figures.nth(1), figures.nth(2)];
  await expect(a.getByTestId('fig-score-distance')).toBeVisible({ timeout: 60_000 });
  await expect(b.getByTestId('fig-frequencies')).toBeVisible();
  // Each draws: its first chart has been painted.
  for (const f of [a, b]) {
    await f.scrollIntoViewIfNeeded();
    await expect.poll(() => f.locator('canvas').first().evaluate((el) => Number(el.dataset.draws || 0))).toBeGreaterThan(0);
  }
  await c.scrollIntoViewIfNeeded();
  await expect(c.getByTestId('param-base-exact')).toHaveValue('1000000');
  // No link to a hosted app in a notebook: nothing to embed or open.
  await expect(a.getByTestId('copy-embed')).toBeHidden();

  // Python reads the numbers the page shows (the kernel has had them since the draw).
  await expect.poll(async () => run(page, 1), { timeout: 60_000 }).toContain('PYTHON-READS OK');

  // Python → page.
  await run(page, 2);
  await b.scrollIntoViewIfNeeded();
  await expect(b.getByTestId('param-base-exact')).toHaveValue('500000');
  await expect.poll(() => b.getByTestId('inv-freq-1').getAttribute('data-value').then(Number)).toBeCloseTo(500000 ** (-2 / 64), 15);

  // Page → Python.
  await b.getByTestId('param-base-exact').fill('20000');
  await b.getByTestId('param-base-exact').press('Enter');
  await expect.poll(() => b.evaluate((el) => el.ropeSettings().base)).toBe('20000');
  await expect.poll(async () => run(page, 3), { timeout: 60_000 }).toContain('PAGE-TO-PYTHON OK');

  // Bad traits: a warning each in Python, the page's notice, a figure that still answers.
  const out4 = await run(page, 4);
  expect(out4).toContain('WARNINGS 3');
  await b.scrollIntoViewIfNeeded();
  await expect(b.getByTestId('notice')).toContainText('base');
  await expect(b.getByTestId('notice')).toContainText('d');
  const unknown = page.locator('.jp-Notebook rope-figure').nth(3);
  await unknown.scrollIntoViewIfNeeded();
  await expect(unknown.getByTestId('notice')).toContainText('no figure named');
  expect(await run(page, 5)).toContain('ALIVE OK');
  await b.scrollIntoViewIfNeeded();
  await expect(b.getByTestId('param-base-exact')).toHaveValue('10000');

  // Nothing left the machine.
  expect(requests.filter((u) => !u.startsWith(`${LAB}/`) && !/^(data|blob):/.test(u))).toEqual([]);
  expect(errors).toEqual([]);
});
