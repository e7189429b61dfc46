// The story page at `/`: its chapters in order, each with its figure drawn; a link lands on its
// chapter; guesses wait for the reader; the numbers the prose shares with a figure are the
// figure's own; the story never writes the address.
import { test, expect } from '@playwright/test';
import { CANVAS, CHAPTERS, DEPTHS, FIGURES, GUESSES, HEADS, PLACED_IN } from './figures.mjs';
import { liveStory, storyFigure } from './helpers.mjs';

async function openStory(page, query = '') {
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(query);
  await liveStory(page);
  return errors;
}

const v = (scope, id) => scope.getByTestId(id).first().getAttribute('data-value').then(Number);

test('the story: contents, every chapter in order, each figure drawn, no console error, the lab one link away', async ({ page }) => {
  const errors = await openStory(page);
  const ids = await page.locator('section.chapter').evaluateAll((s) => s.map((x) => x.id));
  expect(ids).toEqual(CHAPTERS);
  await expect(page.getByTestId('toc').locator('a')).toHaveCount(CHAPTERS.length);
  await expect(page.getByTestId('lab-link')).toHaveAttribute('href', './?view=lab');
  await expect(page.locator('h1')).toHaveCount(1);
  for (const id of FIGURES) {
    // Each figure in the chapter the registry places it in (most in a chapter of their own).
    const chapter = page.getByTestId(`chapter-${PLACED_IN[id]}`);
    const fig = await storyFigure(page, id);
    await expect(chapter.locator(`rope-figure[fig="${id}"]`).first()).toHaveAttribute('fig', id);
    await expect.poll(() => fig.getByTestId(CANVAS[id]).evaluate((c) => Number(c.dataset.draws || 0)), { message: id }).toBeGreaterThan(0);
    const ink = await fig.getByTestId(CANVAS[id]).evaluate((c) => {
      const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
      let differ = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) differ++;
      return differ / (data.length / 4);
    });
    expect(ink, id).toBeGreaterThan(0.01);
  }
  // Previous/next links and anchors: a chapter of sections links on from its last one.
  await expect(page.getByTestId('chapter-rotate').locator('a[rel="next"]')).toHaveCount(0);
  await page.getByTestId('chapter-proof').locator('a[rel="next"]').click();
  await expect(page).toHaveURL(/#frequencies$/);
  expect(errors).toEqual([]);
});

test('a link to a chapter opens at that chapter, and its figure draws', async ({ page }) => {
  await page.goto('#per-pair-scaling');
  const chapter = page.getByTestId('chapter-per-pair-scaling');
  await expect(chapter).toBeInViewport();
  await expect.poll(() => chapter.getByTestId('plot-per-pair').evaluate((c) => Number(c.dataset.draws || 0))).toBeGreaterThan(0);
});

// Every chapter id the story had when its shape changed (links already shared): each must
// keep landing on its text, wherever the chapter moved.
const SHARED_IDS = [
  'order-blind', 'softmax', 'slot-marks', 'sinusoid', 'learned-positions', 'sinusoid-shift', 'rotate', 'proof',
  'frequencies', 'matrix', 'layouts', 'score-distance', 'cost', 'slow-pairs', 'base-scaling', 'interpolation',
  'per-pair-scaling', 'alibi', 'context-budget', 'decay-myth', 'positional-head', 'semantic-drift', 'partial-cycle',
  'base-bound', 'extrapolation-bound', 'partial-rotary', 'temperature', 'mrope', 'rope-2d', 'precision', 'recap',
];

test('every chapter id ever shared lands on its text', async ({ page }) => {
  await openStory(page);
  for (const id of SHARED_IDS) {
    expect(CHAPTERS, id).toContain(id);
    await page.evaluate((id) => { location.hash = id; }, id);
    const section = page.locator(`section.chapter#${id}`);
    await expect(section.locator(':scope > h2, :scope > h3').first(), id).toBeInViewport();
    await expect(section.locator('.chapter-body'), id).not.toBeEmpty();
  }
});

test('the core, then depth a reader opens on purpose: each note says why and what to read first, and closes with what is known and open', async ({ page }) => {
  await openStory(page);
  for (const depth of ['implementers', 'research']) {
    const box = page.locator(`[data-depth="${depth}"].depth`);
    await expect(box).toHaveCount(1);
    const inside = await box.locator('section.chapter').evaluateAll((s) => s.map((x) => x.id));
    expect(inside).toEqual(CHAPTERS.filter((id) => DEPTHS[id] === depth));
    // One opening and one closing for each entry (a chapter of sections has them once).
    const heads = await box.locator('section.chapter:not(.chapter-section)').count();
    await expect(box.getByTestId('note-opening')).toHaveCount(heads);
    await expect(box.getByTestId('note-closing')).toHaveCount(heads);
    for (const link of await box.getByTestId('note-opening').locator('a').all()) {
      const id = (await link.getAttribute('href')).replace(/^#/, '');
      expect(DEPTHS[id], id).toBe('core');
    }
  }
  // The core stands outside every depth container, and the contents give the reading times.
  const core = await page.locator('section.chapter:not([data-depth] section)').evaluateAll((s) => s.map((x) => x.id));
  expect(core).toEqual(CHAPTERS.filter((id) => DEPTHS[id] === 'core'));
  await expect(page.getByTestId('reading-times')).toHaveText(/core story takes about \d+ minutes/);
  // The glossary is open, and one link from the top.
  await page.locator('.lede a[href="#glossary"]').click();
  await expect(page.getByTestId('glossary')).toBeInViewport();
  // A reference to a chapter reads its number, never the sign it was written with.
  await expect(page.locator('.chapter-body a[href^="#"]').filter({ hasText: '§' })).toHaveCount(0);
});

test('under the contents: the argument in five lines and a short path, each link landing on its chapter', async ({ page }) => {
  await openStory(page);
  const argument = page.getByTestId('recap-top').locator('li a');
  await expect(argument).toHaveCount(5);
  const path = page.getByTestId('short-path').locator('li a');
  const steps = await path.count();
  expect(steps).toBeGreaterThanOrEqual(5);
  expect(steps).toBeLessThanOrEqual(8);
  await expect(page.getByTestId('short-path').locator('h2')).toHaveText(/about \d+ minutes/);
  for (const link of [...await argument.all(), ...await path.all()]) {
    const id = (await link.getAttribute('href')).replace(/^#/, '');
    expect(CHAPTERS, id).toContain(id);
    await expect(page.locator(`section.chapter#${id} h2`), id).toHaveCount(1);
  }
  // A step of the path opens its chapter.
  await path.nth(2).click();
  const id = (await path.nth(2).getAttribute('href')).replace(/^#/, '');
  await expect(page.locator(`section.chapter#${id} h2`)).toBeInViewport();
});

test('the lab is at ?view=lab and links back to the story', async ({ page }) => {
  await page.goto('?view=lab');
  for (const p of ['frequencies', 'pairs', 'score', 'coverage']) await expect(page.getByTestId(`panel-${p}`)).toBeVisible();
  await expect(page.getByTestId('story')).toHaveCount(0);
  await expect(page.getByTestId('story-link')).toHaveAttribute('href', './');
});

test('the story keeps the address, and each figure its own settings, also after it was taken down far away', async ({ page }) => {
  await openStory(page, '#matrix');
  const before = page.url();
  const matrix = await storyFigure(page, 'matrix');
  await matrix.getByTestId('param-m').fill('10');
  await expect.poll(() => v(matrix, 'angle-10-1')).toBeCloseTo(10 * 10000 ** (-2 / 8), 12);
  const code = await matrix.getByTestId('embed-code').textContent();
  const src = new URL(code.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&'));
  expect(src.searchParams.get('fig')).toBe('matrix');
  expect(src.searchParams.get('m')).toBe('10');
  const sinusoid = await storyFigure(page, 'sinusoid');
  expect(await v(sinusoid, 'mark-0')).toBeCloseTo(Math.sin(3), 12);
  // Far away (the last chapter) the matrix figure is taken down, holding its height; back, it
  // is built again with the reader's setting.
  await storyFigure(page, 'precision');
  await expect(page.locator('rope-figure[fig="matrix"]')).not.toHaveAttribute('data-built', '');
  const again = await storyFigure(page, 'matrix');
  await expect.poll(() => v(again, 'angle-10-1')).toBeCloseTo(10 * 10000 ** (-2 / 8), 12);
  await page.waitForTimeout(400);
  expect(page.url()).toBe(before);
});

test('the seeds\' numbers in the text: θ₃₁ at d = 64 and the true sin 512, sin 513', async ({ page }) => {
  await openStory(page);
  expect(await v(page, 'text-theta-31')).toBeCloseTo(1.3335e-4, 7);
  expect(await v(page, 'text-turn-31')).toBeCloseTo(47117, -1);
  expect(await v(page, 'text-sin-512')).toBeCloseTo(Math.sin(512), 14);
  expect(await v(page, 'text-sin-513')).toBeCloseTo(Math.sin(513), 14);
  // The rotate chapter's 'cat' numbers.
  const rotate = await storyFigure(page, 'rotate');
  await rotate.getByTestId('place-3-7').click();
  await expect.poll(() => v(rotate, 'score-direct')).toBeCloseTo(0.8934, 4);
});

for (const width of [320, 390]) {
  test(`the story has no horizontal overflow at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openStory(page);
    for (const id of FIGURES) await storyFigure(page, id);
    await page.locator('details').evaluateAll((ds) => ds.forEach((d) => (d.open = true)));
    // Chapters off screen are skipped by layout and clip their paint (content-visibility):
    // every one is laid out here, so a wide element anywhere would widen the page.
    await page.addStyleTag({ content: '.chapter { content-visibility: visible !important; }' });
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px no story figure is clipped by its chapter`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openStory(page);
    for (const id of FIGURES) await storyFigure(page, id);
    // A chapter skipped by layout contains its paint (content-visibility): whatever sticks out
    // of its box is cut off, so every figure must lie inside its chapter's box.
    const outside = await page.locator('section.chapter').evaluateAll((chapters) =>
      chapters.flatMap((chapter) => {
        const box = chapter.getBoundingClientRect();
        return [...chapter.querySelectorAll('rope-figure')]
          .map((f) => f.getBoundingClientRect())
          .filter((f) => f.left < box.left - 0.5 || f.right > box.right + 0.5)
          .map(() => chapter.id);
      }),
    );
    expect(outside).toEqual([]);
  });
}

// Every chapter that asks a question (content/: guess="readouts" or "chart") gates its answer.

test('every question waits for the reader: its answer stays hidden until a control or the reveal button', async ({ page }) => {
  test.setTimeout(120_000);
  await openStory(page);
  for (const slug of GUESSES) {
    const el = await storyFigure(page, slug);
    const fig = el.getByTestId(`fig-${slug}`);
    await expect(fig, slug).toHaveAttribute('data-guess', 'open');
    const answers = fig.locator('[data-answer]');
    expect(await answers.count(), slug).toBeGreaterThan(0);
    for (const a of await answers.all()) await expect(a, slug).toBeHidden();
    // The prose's answer, the paragraph right after the figure, waits with it.
    const prose = page.locator(`.story-figure:has(> rope-figure[fig="${slug}"]) + p[data-answer]`);
    await expect(prose, `${slug}: its answer paragraph`).toHaveCount(1);
    await expect(el, slug).toHaveAttribute('data-guess', 'open');
    await expect(prose, slug).toBeHidden();
    // The rotation's next section opens with why the score held, and its worked example's
    // fold would say it too: both wait with the answer, and a line says where they went.
    const why = page.locator('#proof > .chapter-body > p[data-answer]');
    const example = page.locator('#proof > .chapter-body > details[data-answer]');
    if (slug === 'rotate') {
      await expect(why.first(), 'the proof\'s opening').toBeHidden();
      expect(await why.count()).toBeGreaterThan(0);
      await expect(example.first(), 'the proof\'s folds').toBeHidden();
      expect(await page.locator('#proof > .chapter-body').evaluate((b) => getComputedStyle(b, '::before').content))
        .toContain('opens with the answer');
    }
    await fig.getByTestId('reveal').click();
    await expect(fig, slug).toHaveAttribute('data-guess', 'answered');
    await expect(fig.getByTestId('reveal')).toHaveCount(0);
    for (const a of await answers.all()) await expect(a, slug).toBeVisible();
    await expect(el, slug).toHaveAttribute('data-guess', 'answered');
    await expect(prose, slug).toBeVisible();
    if (slug === 'rotate') {
      await expect(why.first(), 'the proof\'s opening').toBeVisible();
      await expect(example.first(), 'the proof\'s folds').toBeVisible();
    }
  }
  // A figure that asks nothing shows everything at once.
  const matrix = (await storyFigure(page, 'matrix')).getByTestId('fig-matrix');
  await expect(matrix).not.toHaveAttribute('data-guess', /.*/);
  // Alone (?fig=), a figure asks nothing either.
  await page.goto('?fig=cost');
  await expect(page.getByTestId('fig-cost')).not.toHaveAttribute('data-guess', /.*/);
});

test('the reader\'s own move is the reveal, and an answered figure stays answered when built again', async ({ page }) => {
  await openStory(page, '#rotate');
  const el = await storyFigure(page, 'rotate');
  const fig = el.getByTestId('fig-rotate');
  await expect(fig).toHaveAttribute('data-guess', 'open');
  await expect(fig.locator('.readout-line').first()).toBeHidden();
  // Moving both words 7 tokens on, as the question asks, answers it: the score is still 0.8934.
  await fig.getByTestId('place-10-14').click();
  await expect(fig).toHaveAttribute('data-guess', 'answered');
  await expect(fig.locator('.readout-line').first()).toBeVisible();
  await expect.poll(() => v(fig, 'score-direct')).toBeCloseTo(0.8934, 4);
  // Far away the figure is taken down; back, it does not ask again.
  await storyFigure(page, 'precision');
  await expect(page.locator('rope-figure[fig="rotate"]')).not.toHaveAttribute('data-built', '');
  const again = await storyFigure(page, 'rotate');
  await expect(again.getByTestId('fig-rotate')).toHaveAttribute('data-guess', 'answered');
  await expect(page.locator('.story-figure:has(> rope-figure[fig="rotate"]) + p[data-answer]')).toBeVisible();
});

test('the shuffle\'s question names its outlined word while the guess is open; its count waits', async ({ page }) => {
  await openStory(page, '#order-blind');
  const el = await storyFigure(page, 'order-blind');
  const fig = el.getByTestId('fig-order-blind');
  await expect(fig).toHaveAttribute('data-guess', 'open');
  // The caption waits with the answer, so the question is what says what the outline is.
  await expect(fig.getByTestId('order-verdict')).toBeVisible();
  await expect(fig.getByTestId('order-verdict')).toContainText("'dog' outlined");
  await expect(fig.getByTestId('order-changed')).toBeHidden();
  await fig.getByTestId('shuffle').click();
  await expect(fig).toHaveAttribute('data-guess', 'answered');
  await expect(fig.getByTestId('order-changed')).toBeVisible();
  await expect(fig.getByTestId('order-verdict')).toContainText('none changed');
});

test('the marks\' two questions keep position 0 beside the position they ask about', async ({ page }) => {
  await openStory(page, '#sinusoid');
  const sin = (await storyFigure(page, 'sinusoid')).getByTestId('fig-sinusoid');
  await sin.getByTestId('reveal').click();
  await expect(sin.locator('.mark-list')).toContainText('mark of position 44: [');
  await expect(sin.locator('.mark-list')).toContainText('; position 0: [0, 1, 0, 1]');
  const shift = (await storyFigure(page, 'sinusoid-shift')).getByTestId('fig-sinusoid-shift');
  // "show the answer" goes to position 100 and keeps the question's gap of 4: mark·mark is
  // cos 4 + cos 0.04 (a reveal that left the key at 4 drew a gap of 0 and mark·mark 2).
  await shift.getByTestId('reveal').click();
  await expect.poll(() => shift.getByTestId('shift-marks').getAttribute('data-value').then(Number))
    .toBeCloseTo(Math.cos(4) + Math.cos(0.04), 9);
  await shift.getByTestId('param-m').fill('100');
  // nolan = [2, 1, 1, 0] at m, ended = [0, 1, 2, 1] at m + 4, each with its sinusoidal mark.
  const pe = (p) => [Math.sin(p), Math.cos(p), Math.sin(p / 100), Math.cos(p / 100)];
  const nolan = [2, 1, 1, 0];
  const ended = [0, 1, 2, 1];
  const start = nolan.map((x, j) => x + pe(0)[j]).reduce((s, x, j) => s + x * (ended[j] + pe(4)[j]), 0);
  await expect(shift.getByTestId('shift-total').locator('xpath=..')).toContainText(`(at m = 0: ${start.toFixed(3).replace('-', '−')})`);
});

test('opening a fold that shows none of the answer is not a move; opening the numbers is', async ({ page }) => {
  await openStory(page, '#sinusoid-shift');
  const fig = (await storyFigure(page, 'sinusoid-shift')).getByTestId('fig-sinusoid-shift');
  await expect(fig).toHaveAttribute('data-guess', 'open');
  await fig.locator('summary', { hasText: 'sine addition' }).click();
  await fig.locator('summary', { hasText: 'share, embed, download' }).click();
  await expect(fig).toHaveAttribute('data-guess', 'open');
  await fig.locator('summary', { hasText: 'the same gap at other positions' }).click();
  await expect(fig).toHaveAttribute('data-guess', 'answered');
});

test('"show the answer" moves a figure to the settings its answer speaks of', async ({ page }) => {
  await openStory(page, '#proof');
  // A link to the proof lands on its text, whatever the rotation's guess above it says.
  await expect(page.locator('#proof > .chapter-body > p').first()).toBeVisible();
  const proof = await storyFigure(page, 'proof');
  await proof.getByTestId('reveal').click();
  // The answer: both words at 3, the plain dot product 2.
  await expect.poll(() => v(proof, 'score-direct')).toBeCloseTo(2, 12);
  const cost = await storyFigure(page, 'cost');
  await cost.getByTestId('reveal').click();
  await expect.poll(() => v(cost, 'cost-entries')).toBe(32768 ** 2);
  // The window's guess: a 600-token answer after 3,700 of 4,096, of which 204 are cut.
  const budget = await storyFigure(page, 'context-budget');
  await budget.getByTestId('reveal').click();
  await expect.poll(() => v(budget, 'reply-cut')).toBe(204);
  expect(await v(budget, 'reply-fits')).toBe(396);
});

test('without scripts every answer paragraph is in the served page and shown', async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('./');
  // The paragraph right after each guessing figure (a figure that asks nothing, in a fold
  // after an answer, waits with that answer too, but answers nothing itself).
  const answers = bare.locator('section.chapter .story-figure:has(rope-figure[guess]) + p[data-answer]');
  await expect(answers).toHaveCount(GUESSES.length);
  // An answer folded away with its optional figure is one click from view, as a reader opens it.
  for (const a of await answers.all()) {
    if (await a.evaluate((e) => Boolean(e.closest('details:not([open])')))) {
      await a.locator('xpath=ancestor::details[1]/summary').click();
    }
    await expect(a).toBeVisible();
  }
  await noScript.close();
});

test('the recap links every numbered chapter, and the glossary is open under it', async ({ page }) => {
  await openStory(page, '#recap');
  const recap = page.getByTestId('chapter-recap');
  const links = await recap.locator('a[href^="#"]').evaluateAll((as) => as.map((a) => a.getAttribute('href').slice(1)));
  for (const id of HEADS.filter((h) => h !== 'recap')) expect(links, id).toContain(id);
  await expect(recap.getByTestId('glossary')).toBeVisible();
  await expect(recap.locator('li', { hasText: 'softmax' }).first()).toBeVisible();
});

// One number, one value: a number the prose quotes that its chapter's figure also shows is the
// figure's own value at its starting settings (the prose's hook `text-<name>`, the figure's hook),
// or, marked `answered`, at the settings its guess asks the reader to move to.
const SHARED = [
  ['kv-per-token', 'cost', 'kv-bytes-per-token'],
  ['entries-4096', 'cost', 'cost-entries'],
  ['base-slowdown', 'base-scaling', 'base-slowdown', 1, 'answered'],
  ['angle-new-deg', 'base-scaling', 'angle-new-deg', 1, 'answered'],
  ['slow-pairs-slowest-train-deg', 'slow-pairs', 'slow-angle-train-deg'],
  ['slow-score-train-min', 'slow-pairs', 'slow-score-train-min'],
  ['slow-pairs-slowest-infer-deg', 'slow-pairs', 'slow-angle-infer-deg', 1, 'answered'],
  ['slow-score-infer-min', 'slow-pairs', 'slow-score-infer-min', 1, 'answered'],
  ['slow-pairs-slowest-train-deg', 'base-scaling', 'angle-train-deg'],
  ['interp-squeezed', 'interpolation', 'squeezed-position'],
  ['interp-step-before-deg', 'interpolation', 'neighbour-step-before-deg'],
  ['interp-step-after-deg', 'interpolation', 'neighbour-step-after-deg'],
  ['yarn-attention', 'per-pair-scaling', 'attention-factor'],
  ['alibi-gentlest-penalty', 'alibi', 'alibi-penalty-train'],
  ['alibi-gentlest-weight', 'alibi', 'alibi-weight-train'],
  ['budget-left', 'context-budget', 'budget-left'],
  ['decay-mean-0', 'decay-myth', 'decay-near'],
  ['decay-mean-1000', 'decay-myth', 'decay-far'],
  ['decay-sd-1000', 'decay-myth', 'decay-far-sd'],
  ['decay-sd-0', 'decay-myth', 'score-sd-0'],
  ['head-target-weight-1', 'positional-head', 'head-target-weight'],
  ['head-echo-1', 'positional-head', 'head-echo'],
  ['head-echo-weight-1', 'positional-head', 'head-echo-weight'],
  ['head-cos-25', 'positional-head', 'head-score-26', 10],
  ['rope2d-axial-on', 'rope-2d', 'score2d-on-axis'],
  ['rope2d-axial-off', 'rope-2d', 'score2d-off-axis'],
  ['drift-131k-rad', 'semantic-drift', 'drift-rad'],
  ['partial-pairs-llama2', 'partial-cycle', 'partial-cycle-pairs'],
  ['first-partial-llama2', 'partial-cycle', 'first-partial-pair'],
  ['attn-scale-131k', 'temperature', 'attn-scale'],
  ['base-bound-len', 'base-bound', 'base-bound-len'],
  ['extrapolation-len', 'extrapolation-bound', 'extrapolation-len'],
  ['longest-kept', 'partial-rotary', 'longest-kept'],
];

test('the cost chapter: dragged to 32,768 tokens as the guess asks, the figure shows the prose\'s 64-fold table and cache', async ({ page }) => {
  await openStory(page, '#cost');
  await storyFigure(page, 'cost');
  // The reader's drag, as the element's settings (the log slider has no typed field).
  await page.locator('rope-figure[fig="cost"]').first().evaluate((el) => el.setAttribute('query', 'model=llama-2-7b&infer=32768'));
  const fig = await storyFigure(page, 'cost');
  await expect.poll(() => v(fig, 'cost-entries')).toBe(await v(page, 'text-entries-32768'));
  expect(await v(fig, 'kv-bytes')).toBe(await v(page, 'text-kv-long-total'));
  expect(await v(page, 'text-entries-32768')).toBe(64 * (await v(page, 'text-entries-4096')));
});

test('the base chapter\'s move can be made by hand: its log slider stops on 500,000, or it is typed, and the sinusoid takes m = 44 typed', async ({ page }) => {
  await openStory(page, '#base-scaling');
  const fig = await storyFigure(page, 'base-scaling');
  // One stop of the slider (0.01 decades) below 500,000 and the stop at it: 490,000, then
  // 500,000 itself (each stop the roundest value near it; they were 489,800 and 501,200).
  const base = fig.getByTestId('param-base');
  await base.fill('5.69');
  await expect(fig.getByTestId('value-base')).toContainText('490');
  await base.fill('5.7');
  await expect(fig.getByTestId('value-base')).toContainText('500');
  await expect(fig.getByTestId('value-base')).not.toContainText('501');
  // Or typed, as any model's rope_theta: 500,000 exactly, and the slowest pair about 47 times slower.
  await base.fill('4');
  await fig.getByTestId('param-base-exact').fill('500000');
  await fig.getByTestId('param-base-exact').press('Enter');
  await expect(fig.getByTestId('value-base')).toHaveText(/^500\s?000$/);
  await openStory(page, '#sinusoid');
  const marks = await storyFigure(page, 'sinusoid');
  await marks.getByTestId('param-m-exact').fill('44');
  await marks.getByTestId('param-m-exact').press('Enter');
  await expect(marks.getByTestId('value-m')).toHaveText('44');
});

test('every number the prose shares with its figure is the figure\'s own value', async ({ page }) => {
  test.setTimeout(90_000);
  await openStory(page);
  for (const [text, slug, hook, times = 1, when = 'start'] of SHARED) {
    const prose = await v(page, `text-${text}`);
    const fig = await storyFigure(page, slug);
    // The reader's move, as "show the answer" makes it (once: it is gone after).
    if (when === 'answered' && await fig.getByTestId('reveal').count()) await fig.getByTestId('reveal').click();
    // `times`: the figure shows the prose's number multiplied (the head's score is a·cos).
    const shown = (await v(fig, hook)) / times;
    // Equal to the last bits the two builds share (the prose is computed natively at build
    // time, the figure in the browser: libm's pow may differ in the last place).
    expect(Math.abs(prose - shown), `${text} ${prose} against ${slug}'s ${hook} ${shown}`).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(prose)));
  }
});

test('the story prints with every figure drawn, the folded ones opened for the page and closed again after', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1123, height: 794 });
  await page.goto('./?print=1');
  await expect(page.locator('html')).toHaveAttribute('data-print-ready', 'true', { timeout: 150_000 });
  const state = await page.evaluate(() => {
    const figures = [...document.querySelectorAll('rope-figure')];
    return {
      figures: figures.length,
      drawn: figures.filter((f) => f.hasAttribute('data-built') && [...f.shadowRoot.querySelectorAll('canvas')].every((c) => Number(c.dataset.draws) > 0)).length,
      folded: figures.filter((f) => f.closest('details')).length,
      closed: figures.filter((f) => f.closest('details:not([open])')).length,
    };
  });
  expect(state.drawn).toBe(state.figures);
  expect(state.folded).toBeGreaterThan(0);
  expect(state.closed).toBe(0);
  // Paper cannot answer a guess: the prose's answers show, the proof's too.
  await expect(page.locator('.story-figure:has(> rope-figure[fig="cost"]) + p[data-answer]')).toBeVisible();
  await expect(page.locator('#proof > .chapter-body > p[data-answer]').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.story-figure:has(> rope-figure[fig="rotate"]) + p[data-answer]')).toBeVisible();
});
