// What Watch shows of a run, all drawn from its one WatchRun (state.ts) so every part agrees:
// the status line, the run's settings and replay link, the fitness and diversity charts, the
// best individual, the population, the operators' child board, and the outcome with a button
// that puts the run's grid on its own puzzle (never another).
import type { App } from '../../app.js';
import { el } from '../../dom.js';
import { LineChart } from '../../widgets/chart.js';
import { formatNumber, statsList } from '../../widgets/params.js';
import { CROSSOVER, LOCAL, MUTATION, WatchBoard } from './board.js';
import { PopulationStrip } from './population.js';
import { type RunSpec, type WatchRun, replayHash } from './state.js';

/** Boards and population while running: 10 times a second (DOM boards cost the most to repaint; no one reads 60 boards a second). */
const BOARD_MS = 100;

const seconds = (ms: number) =>
  ms < 60000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.floor(ms / 60000)} min ${Math.round((ms % 60000) / 1000)} s`;

/** A text node's text, written only when it changes (the status changes up to 60 times a second). */
const setText = (node: HTMLElement, text: string) => {
  if (node.textContent !== text) node.textContent = text;
};

export interface WatchView {
  /** The view in page order. */
  nodes: HTMLElement[];
  /** The replay link of the run shown. */
  replay: HTMLAnchorElement;
  /** Clears what the run before left and shows this one from now on. */
  begin(r: WatchRun): void;
  /** Draws the run, if it is still the one shown. */
  render(r: WatchRun): void;
  /** Tells a screen reader what changed state. */
  announce(text: string): void;
  /** The status line's text. */
  status(): string;
}

export function watchView(app: App): WatchView {
  const { game } = app;
  // The per-generation line changes up to 60 times a second: not a live region (a screen
  // reader would never finish); `announce` says what changed state instead.
  const status = el('p', { id: 'watch-status', class: 'progress' });
  const announce = el('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite' });
  const spec = el('p', { class: 'help', id: 'watch-spec' });
  const replay = el('a', { id: 'watch-replay', hidden: '' }, 'Replay this run');
  const charts = el('div', { class: 'watch-charts' });
  const fitnessNote = el('p', { class: 'help', id: 'watch-fitness-note' });
  const fitnessChart = new LineChart(
    charts,
    'Best and mean fitness per generation (min and max per pixel column); restarts marked',
  );
  fitnessChart.canvas.id = 'watch-fitness';
  const diversityChart = new LineChart(
    charts,
    'Diversity of the population (0..1), sampled as the run is shown; restarts marked',
  );
  diversityChart.canvas.id = 'watch-diversity';
  const population = new PopulationStrip();
  const best = new WatchBoard('The best individual; rows and columns lacking a digit shaded', 'watch-best');
  const child = new WatchBoard(
    'The best new child of the latest generation, with what each operator changed marked',
    'watch-child',
  );
  const childNote = el('p', { class: 'help', id: 'watch-child-note' });
  const legend = el(
    'p',
    { class: 'help watch-legend' },
    el('span', { class: 'key op-cross' }, 'from parent B (crossover)'),
    el('span', { class: 'key op-mut' }, 'mutation'),
    el('span', { class: 'key op-local' }, 'local search'),
  );
  const result = el('div', { id: 'watch-result' });

  let shown: WatchRun | null = null;
  let boardsAt = -Infinity;
  /** The result's button names what it will do, as the board's puzzle changes. */
  let syncShow = () => {};
  game.onChange(() => syncShow());

  const statusLine = (r: WatchRun) => {
    const p = r.report;
    if (r.phase === 'cancelled') return setText(status, 'Cancelled.');
    if (r.phase === 'error') return setText(status, r.error);
    if (!p) return setText(status, `Starting ${r.spec.method}…`);
    const word =
      r.phase === 'stopped'
        ? 'stopped, the best kept'
        : r.phase === 'failed'
          ? `not solved in ${formatNumber(p.generation)} generations (its budget)`
          : r.phase;
    // At the end the board holds the run's best (what the result keeps): say so.
    const kept =
      r.finished && r.result ? ` · the run's best: fitness ${formatNumber(r.result.stats.fitness ?? NaN)}` : '';
    setText(
      status,
      `${word[0]!.toUpperCase()}${word.slice(1)} · generation ${p.generation} · ` +
        `${Math.round(r.rate).toLocaleString('en')} generations/s over ${seconds(r.elapsedMs)} of engine time · ` +
        `best ${formatNumber(p.best)} · mean ${formatNumber(p.mean)}${kept} · digits missing ${p.bestMissing} (fewest ${p.recordMissing}) · ` +
        `restarts ${p.restarts} · diversity ${p.diversity.toFixed(3)}`,
    );
  };

  const drawCharts = (r: WatchRun) => {
    fitnessChart.set(
      // The best is drawn last, on top: late in a run the mean runs right beside it.
      [
        { name: 'mean', color: 'var(--series-2)', series: r.mean },
        { name: 'best', color: 'var(--series-1)', series: r.best },
      ],
      r.restarts,
      r.report?.target,
    );
    diversityChart.set([{ name: 'diversity', color: 'var(--series-3)', series: r.diversity }], r.restarts, 0);
    fitnessChart.draw();
    diversityChart.draw();
    fitnessChart.canvas.dataset.digest = r.digest.hex;
    fitnessChart.canvas.dataset.generations = String(r.digest.count);
  };

  /** The best individual, the population and the operators' child: at most every BOARD_MS while running. */
  const drawBoards = (r: WatchRun) => {
    const p = r.report;
    if (!p) return;
    const { puzzle } = r.spec;
    setText(
      fitnessNote,
      `Fitness in ${r.spec.method}'s own units: a solution scores ${p.target} (${p.higherIsBetter ? 'higher' : 'lower'} is better).`,
    );
    best.show(p.grid, puzzle, p.conflictRows, p.conflictCols);
    population.draw(p);
    const t = p.trace;
    if (t) {
      child.show(t.child, puzzle, 0, 0, t.marks);
      const has = (bit: number) => t.marks.some((m) => m & bit);
      const parts = [
        t.parentB >= 0
          ? `parents #${t.parentA + 1} and #${t.parentB + 1} of the previous generation`
          : t.parentA >= 0
            ? `from #${t.parentA + 1}`
            : '',
        t.boxesFromB
          ? `boxes ${[...Array(9).keys()]
              .filter((b) => (t.boxesFromB >> b) & 1)
              .map((b) => b + 1)
              .join(', ')} from parent B`
          : '',
        has(CROSSOVER) ? 'crossover cells marked' : '',
        has(MUTATION) ? 'mutation marked' : '',
        has(LOCAL) ? 'local-search moves marked' : '',
      ].filter(Boolean);
      setText(
        childNote,
        `Best new child of generation ${p.generation}: ${t.missing} digits missing; ${parts.join('; ')}.`,
      );
      child.el.dataset.crossover = String(t.marks.filter((m) => m & CROSSOVER).length);
      child.el.dataset.mutation = String(t.marks.filter((m) => m & MUTATION).length);
      child.el.dataset.local = String(t.marks.filter((m) => m & LOCAL).length);
    } else if (r.finished && p.generation === 0) {
      setText(
        childNote,
        r.phase === 'solved'
          ? 'No child was bred: propagation solved the puzzle before the first generation.'
          : 'No child was bred: the run ended before the first generation.',
      );
    }
  };

  /** The run's method, seed and parameters, and the link that replays them. */
  const drawSpec = (r: WatchRun) => {
    const seed = r.seed ?? r.spec.seed;
    const params = Object.entries(r.spec.params);
    setText(
      spec,
      `${r.spec.method} · seed ${seed} · ${params.length ? params.map(([k, v]) => `${k} ${v}`).join(', ') : 'default parameters'}`,
    );
    const href = replayHash(r.spec, seed);
    if (replay.getAttribute('href') !== href) replay.href = href;
    replay.hidden = false;
  };

  /** The outcome, with a button that puts the grid on the run's own puzzle (never another). */
  const outcome = (r: WatchRun): HTMLElement[] => {
    const res = r.result;
    if (!res) return [];
    const word = r.phase === 'stopped' ? 'stopped' : r.phase === 'failed' ? 'not solved' : res.status;
    const nodes: HTMLElement[] = [
      el('p', { class: `status status-${res.status}` }, `Status: ${word}${res.detail ? ` (${res.detail})` : ''}`),
    ];
    // Unsolved is the usual end of a pure GA (its sources report success rates, not
    // certainty): say what tends to get there.
    if (r.phase === 'failed' || r.phase === 'stopped')
      nodes.push(el('p', { class: 'help', id: 'watch-next' }, nextTry(r.spec)));
    nodes.push(statsList({ ...res.stats, time_ms: res.timeMs }));
    const grid = res.solution ?? res.best;
    if (grid) {
      const label = res.status === 'solved' ? 'the solution' : 'the best grid';
      const show = el('button', { type: 'button', id: 'watch-show' }, `Show ${label} on the board`);
      show.addEventListener('click', async () => {
        if (game.givensText() !== r.spec.puzzle) {
          const problem = await app.loadPuzzle(r.spec.puzzle);
          if (problem) return app.say(problem, 'error');
          app.say("The run's own puzzle was loaded again to show its grid.");
        }
        game.fill(grid);
      });
      syncShow = () =>
        (show.textContent =
          game.givensText() === r.spec.puzzle ? `Show ${label} on the board` : `Open the run's puzzle with ${label}`);
      syncShow();
      nodes.push(show);
    }
    return nodes;
  };

  return {
    nodes: [
      status,
      announce,
      el('p', { class: 'watch-spec-line' }, spec, ' ', replay),
      el(
        'div',
        { class: 'watch-view' },
        el('div', {}, charts, fitnessNote, el('h3', {}, 'Population'), population.el),
        el(
          'div',
          { class: 'watch-boards' },
          el(
            'div',
            { class: 'watch-board' },
            el('p', { class: 'help' }, 'Best individual: rows and columns missing a digit are shaded'),
            best.el,
          ),
          el(
            'div',
            { class: 'watch-board' },
            el('p', { class: 'help' }, 'What the operators did'),
            child.el,
            legend,
            childNote,
          ),
        ),
      ),
      result,
    ],
    replay,
    begin(r) {
      shown = r;
      result.replaceChildren();
      syncShow = () => {};
      // Nothing of the run before stays on screen (a run propagation settles breeds no child).
      child.show(new Uint8Array(81), r.spec.puzzle);
      childNote.textContent = '';
    },
    render(r) {
      if (r !== shown) return;
      const now = performance.now();
      const boards = r.phase !== 'running' || now - boardsAt >= BOARD_MS;
      if (boards) boardsAt = now;
      statusLine(r);
      if (status.dataset.phase !== r.phase) status.dataset.phase = r.phase;
      drawCharts(r);
      if (boards) drawBoards(r);
      drawSpec(r);
      if (r.finished && !result.childElementCount) result.append(...outcome(r));
    },
    announce(text) {
      announce.textContent = text;
    },
    status: () => status.textContent ?? '',
  };
}

/** After a failed or stopped run: what tends to solve it. */
const nextTry = (s: RunSpec) =>
  `Genetic algorithms often stall a few digits short. Try another seed or more generations (Parameters and seed), or a + variant: ${s.method.endsWith('+') ? s.method : `${s.method}+`} propagates and searches locally between generations, and solves even the hardest samples in a few hundred.`;
