// Writes dist/rope-widget.js: the notebook widget as ONE ES module with no imports of its own
// (a notebook loads a widget's module from a blob, where a relative import cannot resolve).
// It is, in order: the module's wasm-bindgen glue from Trunk's build, with the <rope-figure>
// snippet it imports written in place; WASM_FILE (the wasm beside it in dist/) and KEYS (the
// URL keys, target/story/keys.json); then assets/rope-widget.js, the anywidget-format part.
// Run by `make dist` after Trunk; no dependencies.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.DIST ?? join(root, 'dist');

function fail(message) {
  console.error(`widget.mjs: ${message}`);
  process.exit(1);
}

const names = readdirSync(dist);
const glueName = names.find((n) => /^rope-explorer.*\.js$/.test(n));
const wasmName = names.find((n) => /^rope-explorer.*_bg\.wasm$/.test(n));
if (!glueName || !wasmName) fail(`no rope-explorer*.js and *_bg.wasm in ${dist} (run trunk build first)`);

let glue = readFileSync(join(dist, glueName), 'utf8');
// The snippets the glue imports (assets/rope-figure.js, plotting helpers), inlined each in a
// scope of its own: `export function f` becomes `function f`, returned by name.
glue = glue.replace(/^import \{([^}]*)\} from '(\.\/snippets\/[^']+)';$/gm, (_, list, path) => {
  const source = readFileSync(join(dist, path), 'utf8').replace(/^export (async function|function|const|let|class) /gm, '$1 ');
  if (/^export /m.test(source)) fail(`${path} exports in a way this script does not inline`);
  const names = list.split(',').map((s) => s.trim()).filter(Boolean);
  const inner = names.map((s) => s.split(/\s+as\s+/)[0]);
  const outer = names.map((s) => s.split(/\s+as\s+/).pop());
  const pattern = inner.map((name, k) => (name === outer[k] ? name : `${name}: ${outer[k]}`)).join(', ');
  return `const { ${pattern} } = (() => {\n${source}\nreturn { ${inner.join(', ')} };\n})();`;
});
if (/^import /m.test(glue)) fail(`${glueName} imports something this script does not inline`);
// The glue's own exports: the module's default export is the widget's.
glue = glue.replace(/^export (class|function|const|let) /gm, '$1 ');
const before = glue.length;
glue = glue.replace(/^export \{ initSync, __wbg_init as default \};$/m, '');
if (glue.length === before || /^export /m.test(glue)) fail(`${glueName}'s exports are not the ones this script expects`);

const keys = JSON.parse(readFileSync(join(root, 'target/story/keys.json'), 'utf8')).keys;
const widget = readFileSync(join(root, 'assets/rope-widget.js'), 'utf8');
const out = [
  '// RoPE Explorer as a notebook widget: an ES module in anywidget\'s format (docs/notebooks.md).',
  '// Built by scripts/widget.mjs from the module\'s glue and assets/rope-widget.js.',
  glue,
  `const WASM_FILE = ${JSON.stringify(`./${wasmName}`)};`,
  `const KEYS = ${JSON.stringify(keys)};`,
  widget,
].join('\n');
writeFileSync(join(dist, 'rope-widget.js'), out);
console.log(`widget.mjs: wrote ${join(dist, 'rope-widget.js')} (${out.length} characters), wasm ${wasmName}`);
