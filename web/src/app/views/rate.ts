// The Rate tab: the three ratings of the current puzzle, each a card run on its own engine's
// worker and saying what it measures: by the number of givens (the clue-count table), by GA
// effort (generations of seeded runs), by human techniques (ER/EP/ED, level, techniques, and the
// steps on a board across the whole width). A hard puzzle takes seconds (Easter Monster): while
// a card works it says what it is doing (the technique rating: the steps found so far and the
// hardest yet, as the engine reports them) beside its own Cancel; the tab's Cancel stops all.
import type { Rating } from 'sudoku-lab';
import { LOADING_FULL } from '../engine/engines.js';
import type { App } from '../app.js';
import { el, field } from '../dom.js';
import { errorText, isAbort } from '../errors.js';
import { cancellable } from '../widgets/cancellable.js';
import { formatNumber } from '../widgets/params.js';
import { stepViewer } from '../widgets/step-viewer.js';
import { withDocLinks } from './docs/docs.js';

interface GaChoice {
  runs: number;
  seed: number;
}

interface Card {
  by: Rating['by'];
  title: string;
  /** What the rating measures, shown under its title: the three can disagree, and rightly. */
  measures: string;
  /** show: what the card is doing now, on its progress line (steps: the technique rating's count so far). */
  rate(
    app: App,
    puzzle: string,
    signal: AbortSignal,
    ga: GaChoice,
    show: (text: string, steps?: number) => void,
  ): Promise<HTMLElement[]>;
}

const stats = (rows: [string, string][]) => {
  const dl = el('dl', { class: 'stats' });
  for (const [k, v] of rows) dl.append(el('dt', {}, k), el('dd', k === 'difficulty' ? { class: 'difficulty' } : {}, v));
  return dl;
};

const CARDS: Card[] = [
  {
    by: 'givens',
    title: 'By givens',
    measures: 'Counts the givens. How many there are says little about how hard a puzzle is to solve.',
    async rate({ lab }, puzzle, signal) {
      const r = await lab.rate(puzzle, { by: 'givens', signal });
      return [
        stats([
          ['givens', String(r.givens)],
          ['clue-count row', `${r.clueLevel} givens`],
        ]),
        el(
          'p',
          { class: 'help' },
          ...(r.belowTable
            ? ['Fewer givens than the table’s hardest level (22).']
            : [
                'The row of the clue-count table used to generate puzzles (',
                ...withDocLinks('ALGORITHMS.md 1.6'),
                ').',
              ]),
        ),
      ];
    },
  },
  {
    by: 'ga',
    title: 'By GA effort',
    measures:
      'How many generations a genetic algorithm needs to solve it: effort for a search program, not for a person.',
    async rate(app, puzzle, signal, ga, show) {
      // Rating by GA runs the evolutionary solver: the full engine, loaded the first time.
      show(LOADING_FULL);
      const lab = await app.full();
      signal.throwIfAborted();
      show(`${ga.runs} seeded run${ga.runs === 1 ? '' : 's'} of ga-mantere+ under way…`);
      const r = await lab.rate(puzzle, { by: 'ga', runs: ga.runs, seed: ga.seed, signal });
      const g = r.generations;
      return [
        stats([
          ['GA grade', r.grade ? `${r.grade} of 4 · ${r.gradeName} for the GA` : r.gradeName],
          ['solved runs', `${r.solvedRuns} of ${r.runs}`],
        ]),
        el('h4', {}, 'Generations per run'),
        stats([
          ['mean ± sd', `${g.mean.toFixed(1)} ± ${g.sd.toFixed(1)}`],
          ['median', formatNumber(g.median)],
          ['min – max', `${formatNumber(g.min)} – ${formatNumber(g.max)}`],
        ]),
        el(
          'p',
          { class: 'help' },
          'Generations of ga-mantere+ (20 tabu moves per child) over seeded runs, banded as in docs/EVOLUTION.md.',
        ),
      ];
    },
  },
  {
    by: 'techniques',
    title: 'By techniques',
    measures:
      'The hardest logical technique a person needs, on Sudoku Explainer’s ER scale: the difficulty for a player.',
    async rate(app, puzzle, signal, _ga, show) {
      // A hard puzzle can take seconds: on the long-run engine, so hints and play stay quick.
      show('Starting the long-run engine…');
      const lab = await app.long();
      signal.throwIfAborted();
      show('Checking that the puzzle has one solution, then rating…');
      const onProgress = (p: { steps: number; er: number }) =>
        show(`${p.steps} step${p.steps === 1 ? '' : 's'} found so far · hardest ER ${p.er.toFixed(1)}`, p.steps);
      const r = await lab.rate(puzzle, { by: 'techniques', steps: true, signal, onProgress });
      const named = new Map<string, string>(app.catalog.techniques.map((t) => [t.key, t.name]));
      const dl = el('dl', { class: 'stats' });
      dl.append(el('dt', {}, 'difficulty'), el('dd', { class: 'difficulty' }, r.difficulty));
      for (const [k, v] of [
        ['ER (hardest step)', r.er],
        ['EP (to first placement)', r.ep],
        ['ED (first step)', r.ed],
      ] as const)
        dl.append(el('dt', {}, k), el('dd', {}, v.toFixed(1)));
      const used = el('ul', { class: 'techniques' });
      for (const [key, n] of Object.entries(r.counts).sort((a, b) => b[1] - a[1]))
        used.append(el('li', {}, `${named.get(key) ?? key}: ${n}`));
      return [
        dl,
        el('h4', {}, 'Techniques used (steps)'),
        used,
        el('h4', {}, 'The solution path, step by step'),
        stepViewer(puzzle, r.steps ?? [], (key) => named.get(key) ?? key),
      ];
    },
  },
];

/**
 * One card run: its section (title, what it measures, a progress line and its own Cancel while it
 * works), then its result or why there is none. Its signal ends with the tab's (Cancel for all).
 */
async function runCard(
  card: Card,
  host: HTMLElement,
  all: AbortSignal,
  rate: (show: (text: string, steps?: number) => void, signal: AbortSignal) => Promise<HTMLElement[]>,
) {
  const own = new AbortController();
  const stop = () => own.abort(all.reason);
  all.addEventListener('abort', stop, { once: true });
  const line = el('p', { class: 'rate-progress', role: 'status', 'aria-live': 'polite' }, 'Starting…');
  const cancel = el(
    'button',
    { type: 'button', class: 'rate-card-cancel', 'aria-label': `Cancel the rating ${card.title.toLowerCase()}` },
    'Cancel',
  );
  cancel.addEventListener('click', () => own.abort(new DOMException('cancelled', 'AbortError')));
  const body = el('div', { class: 'progress' }, line, cancel);
  host.append(
    el(
      'section',
      { class: 'rate-card', id: `rate-${card.by}` },
      el('h3', {}, card.title),
      el('p', { class: 'measures' }, card.measures),
      body,
    ),
  );
  const show = (text: string, steps?: number) => {
    line.textContent = text;
    if (steps !== undefined) line.dataset.steps = String(steps);
  };
  try {
    body.replaceChildren(...(await rate(show, own.signal)));
    body.className = 'rate-body';
  } catch (e) {
    body.textContent = isAbort(e) ? 'cancelled' : errorText(e);
  } finally {
    all.removeEventListener('abort', stop);
  }
}

export function setupRate(panel: HTMLElement, app: App) {
  const { game } = app;
  const cards = el('div', { class: 'rate-cards' });
  const run = el('button', { type: 'button', id: 'rate-run', class: 'primary' }, 'Rate');
  const cancel = el('button', { type: 'button', id: 'rate-cancel', disabled: '' }, 'Cancel');
  const status = el('p', { id: 'rate-status', class: 'progress', role: 'status', 'aria-live': 'polite' });
  const runs = el('input', { type: 'number', id: 'rate-ga-runs', value: '10', min: '1', max: '1000', step: '1' });
  const gaSeed = el('input', { type: 'number', id: 'rate-ga-seed', value: '1', min: '0', step: '1' });

  cancellable(run, cancel, async (signal) => {
    const puzzle = game.givensText();
    const ga = { runs: Math.max(1, Number(runs.value) || 10), seed: Number(gaSeed.value) || 0 };
    const started = performance.now();
    const tick = setInterval(
      () => (status.textContent = `Rating… ${((performance.now() - started) / 1000).toFixed(1)} s (Cancel stops it)`),
      200,
    );
    status.textContent = 'Rating…';
    cards.replaceChildren();
    await Promise.all(
      CARDS.map((card) => runCard(card, cards, signal, (show, own) => card.rate(app, puzzle, own, ga, show))),
    );
    clearInterval(tick);
    status.textContent = signal.aborted
      ? 'Cancelled.'
      : `Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`;
  });
  panel.append(
    el('h2', {}, 'Rate'),
    el('div', { class: 'fields' }, field('GA runs', runs), field('GA seed', gaSeed)),
    el('div', { class: 'row' }, run, cancel),
    status,
    cards,
  );
}
