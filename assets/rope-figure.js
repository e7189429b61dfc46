// The <rope-figure fig="<slug>" query="<URL keys>" theme="light|dark" guess="readouts|chart">
// element (src/element/):
// a figure of RoPE Explorer anywhere in a page, the story's or a blog's, with one module for
// all of them. Each element has its own shadow root, so the host page's CSS cannot reach the
// figure and the figure's cannot leak out; until it is built, the element shows what it holds
// (the story's served copy of the figure). A figure is built when it comes within a screen of
// the viewport and taken down when it is more than four screens away (its settings kept, its
// height held), so memory stays flat however long the page.
//
// A host that follows the figure (the notebook widget, rope-widget.js) listens for the
// element's `rope-change` event (detail: {query}, the figure's settings now) and reads
// `ropeSettings()` (every URL key's value) and `ropeValues()` (each shown number's hook and
// its data-value). A `config` attribute (a model's config.json) is imported over the settings
// at the first build only: after it, the settings the figure reports carry it. `links="none"`
// hides what needs the hosted app (embed code, the lab), where there is none (a notebook).
//
// Its theme: the `theme` attribute if it says light or dark; else the host's `color-scheme`
// where that names one (a page in dark mode usually does); else the reader's preference.

const NEAR = '100% 0px';
const FAR = '400% 0px';
// A typical figure's height alone at 720 px wide (docs/design.md: at most 560 px).
const PLACEHOLDER_PX = 480;

function resolveTheme(el) {
  const asked = el.getAttribute('theme');
  if (asked === 'light' || asked === 'dark') return asked;
  const scheme = getComputedStyle(el).colorScheme || '';
  const dark = /\bdark\b/.test(scheme);
  const light = /\blight\b/.test(scheme);
  if (dark !== light) return dark ? 'dark' : 'light';
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function defineRopeFigure(mount, cssText) {
  if (customElements.get('rope-figure')) return;
  const sheet = new CSSStyleSheet();
  // The element is a block wherever it stands (a host rule of the page may still restyle it).
  sheet.replaceSync(`:host { display: block; }\n${cssText}`);
  const live = new Set();
  const near = new IntersectionObserver((entries) => {
    for (const e of entries) if (e.isIntersecting) e.target.ropeNear();
  }, { rootMargin: NEAR });
  const far = new IntersectionObserver((entries) => {
    for (const e of entries) if (!e.isIntersecting) e.target.ropeFar();
  }, { rootMargin: FAR });
  // A theme change of the host (its attribute, class or style on <html> or <body>, or the
  // reader's setting) reaches every figure.
  const retheme = () => live.forEach((el) => el.ropeTheme());
  const watch = new MutationObserver(retheme);
  const watchOptions = { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] };
  watch.observe(document.documentElement, watchOptions);
  if (document.body) watch.observe(document.body, watchOptions);
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', retheme);

  class RopeFigure extends HTMLElement {
    static observedAttributes = ['fig', 'query', 'theme'];

    connectedCallback() {
      if (!this.shadowRoot) {
        const shadow = this.attachShadow({ mode: 'open' });
        shadow.adoptedStyleSheets = [sheet];
        shadow.append(document.createElement('slot'));
      }
      // With nothing to show until it is built (a blog's element), it keeps a figure's usual
      // room, so the page does not jump as figures above the reader are built.
      if (!this.ropeHandle && !this.firstElementChild && !this.style.minHeight) this.style.minHeight = `${PLACEHOLDER_PX}px`;
      // A guess waits from the moment the module runs, before the figure is first built.
      if (this.getAttribute('guess') && !this.dataset.guess) this.dataset.guess = this.ropeAnswered ? 'answered' : 'open';
      live.add(this);
      near.observe(this);
      far.observe(this);
    }

    disconnectedCallback() {
      live.delete(this);
      near.unobserve(this);
      far.unobserve(this);
      this.ropeUnmount();
    }

    attributeChangedCallback(name, before, now) {
      if (before === now) return;
      // New settings for a figure taken down while far away: it comes back with them.
      if (name !== 'theme') this.ropeSaved = null;
      if (!this.ropeHandle) return;
      if (name === 'theme') this.ropeTheme();
      else {
        // A new figure or new settings: build it again from the attributes.
        this.ropeSaved = null;
        this.ropeUnmount();
        this.ropeBuild();
      }
    }

    // A page's clicker (the lecture): the figure's own next (1) or previous (-1) step, true
    // if it took one (the proof's lines, the rotation's play and pause).
    ropeStep(direction) {
      return this.ropeHandle ? Boolean(this.ropeHandle.step(direction)) : false;
    }

    // A clicker going back into this figure's slide: its last step (the proof's last line),
    // now, or as soon as it is built again (a figure far from view is taken down).
    ropeStepToEnd() {
      this.ropeToEnd = true;
      if (this.ropeHandle) this.ropeRunToEnd();
    }

    ropeRunToEnd() {
      this.ropeToEnd = false;
      this.ropeHandle.step(0);
    }

    // Back to the element's own settings, as first built (the lecture's R).
    ropeReset() {
      this.ropeSaved = null;
      this.ropeAnswered = false;
      if (!this.ropeHandle) return;
      this.ropeUnmount();
      this.ropeBuild();
    }

    ropeNear() {
      if (this.ropeHandle || this.ropeQueued) return;
      this.ropeQueued = true;
      // A task of its own, so building never joins the scroll's frame.
      setTimeout(() => {
        this.ropeQueued = false;
        if (this.isConnected && !this.ropeHandle) this.ropeBuild();
      }, 0);
    }

    ropeFar() {
      // A page being printed keeps every figure (globalThis.ropeKeepFigures: src/print.rs).
      if (!this.ropeHandle || globalThis.ropeKeepFigures) return;
      // Hold the height while it is away, and keep what the reader set.
      this.style.minHeight = `${this.getBoundingClientRect().height}px`;
      this.ropeSaved = this.ropeHandle.query();
      this.ropeAnswered = this.ropeAnswered || !this.ropeHandle.open();
      this.ropeUnmount();
    }

    ropeBuild() {
      const host = document.createElement('div');
      host.className = 'rope-host';
      host.dataset.theme = resolveTheme(this);
      this.shadowRoot.replaceChildren(host);
      const query = this.ropeSaved ?? this.getAttribute('query') ?? '';
      // A guess (`guess="readouts"` or `"chart"`) waits for the reader until answered once.
      // With `answer` (URL keys), "show the answer" moves the figure to what the answer says.
      const guess = (this.getAttribute('guess') ?? '') + (this.getAttribute('answer') ? `|${this.getAttribute('answer')}` : '');
      if (this.getAttribute('links') === 'none') host.dataset.links = 'none';
      // `fill`: the figure takes the element's whole box, its plots the room the rest leaves.
      if (this.hasAttribute('fill')) host.dataset.fill = '';
      // `bare`: the page gives the figure its title (a slide): no title, caption or links.
      if (this.hasAttribute('bare')) host.dataset.bare = '';
      const config = this.ropeConfigUsed ? '' : (this.getAttribute('config') ?? '');
      this.ropeConfigUsed = true;
      const changed = (now) => this.dispatchEvent(new CustomEvent('rope-change', { detail: { query: now } }));
      this.ropeHandle = mount(host, this.getAttribute('fig') ?? '', query, host.dataset.theme === 'dark', guess, !this.ropeAnswered, config, changed);
      this.ropeFollowGuess();
      if (this.ropeToEnd) this.ropeRunToEnd();
      this.style.minHeight = '';
      this.dataset.built = '';
    }

    // The element says what its guess is doing (`data-guess="open"` until the reader acts, then
    // `"answered"`), as the figure inside says it, so the page can hold back the prose that
    // answers it.
    ropeFollowGuess() {
      if (!this.getAttribute('guess')) return;
      const mirror = () => {
        const state = this.shadowRoot.querySelector('[data-guess]')?.dataset.guess;
        if (state === 'answered') this.ropeAnswered = true;
        this.dataset.guess = this.ropeAnswered ? 'answered' : 'open';
      };
      this.ropeGuessWatch?.disconnect();
      this.ropeGuessWatch = new MutationObserver(mirror);
      this.ropeGuessWatch.observe(this.shadowRoot, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-guess'] });
      mirror();
    }

    // The figure's settings as its `query` writes them (the attribute's until built).
    ropeQuery() {
      return this.ropeHandle ? this.ropeHandle.query() : (this.ropeSaved ?? this.getAttribute('query') ?? '');
    }

    // Every URL key's value now (empty until built).
    ropeSettings() {
      return this.ropeHandle ? this.ropeHandle.settings() : {};
    }

    // Each number the figure shows, by hook: its data-value (full precision) as a number where
    // it is one.
    ropeValues() {
      const values = {};
      if (!this.ropeHandle) return values;
      for (const el of this.shadowRoot.querySelectorAll('[data-testid][data-value]')) {
        const text = el.dataset.value;
        const number = Number(text);
        values[el.dataset.testid] = text !== '' && Number.isFinite(number) ? number : text;
      }
      return values;
    }

    ropeUnmount() {
      if (!this.ropeHandle) return;
      this.ropeGuessWatch?.disconnect();
      this.ropeHandle.unmount();
      this.ropeHandle = null;
      // What the element holds (the story's served frame) shows again meanwhile.
      this.shadowRoot.replaceChildren(document.createElement('slot'));
      delete this.dataset.built;
    }

    ropeTheme() {
      const host = this.shadowRoot?.querySelector('.rope-host');
      if (!host || !this.ropeHandle) return;
      const theme = resolveTheme(this);
      if (host.dataset.theme === theme) return;
      host.dataset.theme = theme;
      this.ropeHandle.setDark(theme === 'dark');
    }
  }
  customElements.define('rope-figure', RopeFigure);
}
