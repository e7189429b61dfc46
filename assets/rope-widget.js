// The notebook widget's own part of dist/rope-widget.js (scripts/widget.mjs puts the module's
// wasm-bindgen glue before it, with WASM_FILE, the wasm's file name beside it, and KEYS, the
// URL keys from target/story/keys.json). The whole file is one ES module in anywidget's format:
// `export default { render({ model, el }) }`, read by JupyterLab, Notebook 7, VS Code, Colab,
// marimo and MyST's {anywidget} directive; Observable imports it as any module.
//
// The model's traits are the URL keys (`layout` and `open`, names a widget already has, as
// `layout_` and `open_`), each held as the text the URL writes (or null: the figure's own
// starting value); the Python package converts them to numbers and lists. `fig`
// names the figure, `config` is a model's config.json (imported once, as the lab imports it),
// `site` the address of a hosted copy for the embed and lab links (none: they are hidden),
// `_wasm` the module's bytes (the Python package sends them: a notebook's module has no
// address to fetch them from). The page writes back every key's value, `values` (each number
// the figure shows, by hook) and `notices` (what it had to correct, as its notice says).

const ropeWidget = (() => {
  // Keys that say which page is shown, not how the figure is set.
  const NOT_TRAITS = new Set(['fig', 'view', 'panel']);
  const TRAITS = KEYS.filter((k) => !NOT_TRAITS.has(k.name));
  const ROPE_KEYS = new Set(KEYS.filter((k) => k.group === 'rope').map((k) => k.name));

  // Where the module is served, when that is an address (MyST, Observable, a blog); a
  // notebook loads it from a blob, which has none.
  function servedFrom() {
    try {
      const here = new URL('./', import.meta.url);
      return here.protocol === 'http:' || here.protocol === 'https:' ? here.href : '';
    } catch {
      return '';
    }
  }

  // One instance of the module for every widget of the page, even where each widget's module
  // is loaded as a copy of its own (anywidget loads it per model).
  function ready(model) {
    if (!globalThis.ropeExplorerWidget) {
      const bytes = model.get('_wasm');
      // Jupyter hands binary traits over as a DataView, which WebAssembly does not take.
      const source = bytes && bytes.byteLength
        ? new Uint8Array(bytes.buffer ?? bytes, bytes.byteOffset ?? 0, bytes.byteLength)
        : new URL(WASM_FILE, import.meta.url);
      // Set before the module starts: it then defines <rope-figure> and nothing else.
      globalThis.ropeExplorerElements = model.get('site') || servedFrom();
      globalThis.ropeExplorerWidget = __wbg_init({ module_or_path: source });
    }
    return globalThis.ropeExplorerWidget;
  }

  function text(value) {
    return value === null || value === undefined ? null : String(value);
  }

  // The figure's settings from the traits that are set.
  function startingQuery(model) {
    return TRAITS.map((k) => [k.name, text(model.get(k.trait))])
      .filter(([, v]) => v !== null)
      .map(([name, v]) => `${name}=${encodeURIComponent(v)}`)
      .join('&');
  }

  function parseQuery(query) {
    const pairs = new Map();
    for (const part of query.split('&')) {
      if (!part) continue;
      const at = part.indexOf('=');
      const name = at < 0 ? part : part.slice(0, at);
      pairs.set(name, at < 0 ? '' : decodeURIComponent(part.slice(at + 1).replace(/\+/g, ' ')));
    }
    return pairs;
  }

  function writeQuery(pairs) {
    return [...pairs].map(([name, v]) => `${name}=${encodeURIComponent(v)}`).join('&');
  }

  function render({ model, el }) {
    const figure = document.createElement('rope-figure');
    figure.className = 'rope-widget';
    figure.setAttribute('fig', text(model.get('fig')) ?? '');
    figure.setAttribute('query', startingQuery(model));
    if (!model.get('site') && !servedFrom()) figure.setAttribute('links', 'none');
    const config = model.get('config');
    if (config) figure.setAttribute('config', typeof config === 'string' ? config : JSON.stringify(config));
    const theme = text(model.get('theme'));
    if (theme === 'light' || theme === 'dark') figure.setAttribute('theme', theme);
    el.append(figure);
    // Keys typed in the figure are the figure's: a notebook must not read Enter in a number
    // field as "edit this cell", or a letter as a command (Lumino skips shortcuts under this
    // attribute; the listener stops them for hosts that listen as the event bubbles).
    el.dataset.lmSuppressShortcuts = 'true';
    const keep = (e) => e.stopPropagation();
    for (const type of ['keydown', 'keyup', 'keypress']) el.addEventListener(type, keep);

    // What the page last said of each key, so the model's echo of it changes nothing.
    let reported = {};
    let timer = 0;
    const report = () => {
      timer = 0;
      if (!figure.ropeHandle) return;
      reported = figure.ropeSettings();
      let dirty = false;
      const put = (name, value) => {
        if (JSON.stringify(model.get(name)) === JSON.stringify(value)) return;
        model.set(name, value);
        dirty = true;
      };
      for (const k of TRAITS) {
        if (model.get(k.trait) === undefined) continue;
        const v = reported[k.name];
        put(k.trait, v === '' && (k.shape === 'label' || k.shape === 'number-or-auto') ? null : v);
      }
      put('values', figure.ropeValues());
      const notice = figure.shadowRoot.querySelector('[data-testid="notice"]');
      const lines = notice ? [...notice.querySelectorAll('li, p')].map((l) => l.textContent.trim()).filter(Boolean) : [];
      put('notices', lines);
      if (dirty) model.save_changes();
    };
    // A draw changes many hooks at once: report once they settle.
    const soon = () => {
      if (!timer) timer = setTimeout(report, 30);
    };
    const watch = new MutationObserver(soon);
    const watchShadow = () => {
      if (figure.shadowRoot) watch.observe(figure.shadowRoot, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-value'] });
    };
    const changed = () => {
      watchShadow();
      soon();
    };
    figure.addEventListener('rope-change', changed);

    // A trait set from Python (or by a MyST page's state) moves the figure.
    const follow = (k) => () => {
      const now = text(model.get(k.trait));
      if (k.name === 'theme' && (now === 'light' || now === 'dark')) figure.setAttribute('theme', now);
      const said = reported[k.name];
      if (now === said || (now === null && (said === '' || said === undefined))) return;
      const pairs = parseQuery(figure.ropeQuery());
      if (now === null) pairs.delete(k.name);
      else pairs.set(k.name, now);
      // A new preset brings its own RoPE settings: the old ones would pin them.
      if (k.name === 'preset') for (const key of ROPE_KEYS) pairs.delete(key);
      figure.setAttribute('query', writeQuery(pairs));
    };
    const followFigure = () => {
      const now = text(model.get('fig')) ?? '';
      if (now !== figure.getAttribute('fig')) figure.setAttribute('fig', now);
    };
    const listeners = [['fig', followFigure], ...TRAITS.map((k) => [k.trait, follow(k)])];
    for (const [name, f] of listeners) model.on(`change:${name}`, f);

    let gone = false;
    ready(model).then(
      () => {
        if (gone) return;
        customElements.upgrade(figure);
        watchShadow();
        soon();
      },
      (error) => {
        // Never a blank cell: say what failed where the figure would be.
        const notice = document.createElement('p');
        notice.setAttribute('role', 'alert');
        notice.textContent = `RoPE Explorer could not start its WebAssembly module: ${error}`;
        el.append(notice);
        console.error(error);
      },
    );
    return () => {
      gone = true;
      clearTimeout(timer);
      watch.disconnect();
      figure.removeEventListener('rope-change', changed);
      for (const type of ['keydown', 'keyup', 'keypress']) el.removeEventListener(type, keep);
      for (const [name, f] of listeners) model.off(`change:${name}`, f);
      figure.remove();
    };
  }

  return { render };
})();

export default ropeWidget;
