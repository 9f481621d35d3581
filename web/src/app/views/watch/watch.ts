// The Watch tab: an evolutionary method (the GAs, combinatorial evolution, their + variants)
// run live through lab.evolve. A WatchRun (state.ts) holds the run: its own puzzle, the
// engine's reports and every generation's best and mean; the status line, the charts, the
// best board, the population, the operators' child board and the result are all drawn from
// it once a frame, so they agree, at the end too. Pause, step, speed, stop (keep the best),
// cancel, and a replay link (same puzzle, method, seed and parameters: the same generations).
import './watch.css';
import type { EvolutionMethod, EvolveProgress, EvolveResult, JobHandle, MethodInfo, SudokuLab } from 'sudoku-lab';
import type { App } from '../../app.js';
import { el, field } from '../../dom.js';
import { errorText, isAbort } from '../../errors.js';
import { familyOf } from '../../engine/families.js';
import { LineChart } from '../../widgets/chart.js';
import { withDocLinks } from '../docs/docs.js';
import { type ParamsForm, formatNumber, paramsForm, statsList } from '../../widgets/params.js';
import { CROSSOVER, LOCAL, MUTATION, WatchBoard } from './board.js';
import { PopulationStrip } from './population.js';
import { type RunSpec, WatchRun, readReplay, replayHash } from './state.js';

/** Generations per second when slowed down; 0 = as fast as the engine goes. */
const SPEEDS = [0, 200, 50, 10, 2];

const seconds = (ms: number) => (ms < 60000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.floor(ms / 60000)} min ${Math.round((ms % 60000) / 1000)} s`);

/** Builds the tab on the full engine (lab.evolve), which main.ts loads when the tab is first shown. */
export function setupWatch(panel: HTMLElement, app: App, lab: SudokuLab) {
  const { game } = app;
  const methods = lab.methods().filter((m) => familyOf(m) === 'evolution');
  const select = el('select', { id: 'watch-method' });
  for (const m of methods) select.append(el('option', { value: m.name }, m.name));
  const about = el('p', { class: 'help' });
  const paramsHost = el('div');
  let form: ParamsForm | null = null;
  const pick = () => {
    const m = methods.find((x) => x.name === select.value) as MethodInfo;
    about.replaceChildren(`${m.summary}. Source: `, ...withDocLinks(m.source), '.');
    form = paramsForm(m, 'watch');
    paramsHost.replaceChildren(el('details', {}, el('summary', {}, 'Parameters and seed'), form.el));
  };
  select.addEventListener('change', pick);
  if (methods.length) pick();

  const speed = el('select', { id: 'watch-speed' });
  for (const s of SPEEDS) speed.append(el('option', { value: String(s) }, s ? `${s} generations/s` : 'full speed'));
  const start = el('button', { type: 'button', id: 'watch-start', class: 'primary' }, 'Run');
  const pause = el('button', { type: 'button', id: 'watch-pause', disabled: '', 'aria-pressed': 'false' }, 'Pause');
  const step = el('button', { type: 'button', id: 'watch-step', disabled: '', title: 'One generation (while paused)' }, 'Step');
  const stop = el('button', { type: 'button', id: 'watch-stop', disabled: '', title: 'End the run and keep its best individual' }, 'Stop (keep the best)');
  const cancel = el('button', { type: 'button', id: 'watch-cancel', disabled: '' }, 'Cancel');
  // The per-generation line changes up to 60 times a second: not a live region (a screen
  // reader would never finish); `announce` says what changed state instead.
  const status = el('p', { id: 'watch-status', class: 'progress' });
  const announce = el('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite' });
  const spec = el('p', { class: 'help', id: 'watch-spec' });
  const replay = el('a', { id: 'watch-replay', hidden: '' }, 'Replay this run');
  const charts = el('div', { class: 'watch-charts' });
  const fitnessNote = el('p', { class: 'help', id: 'watch-fitness-note' });
  const fitnessChart = new LineChart(charts, 'Best and mean fitness per generation (min and max per pixel column); restarts marked');
  fitnessChart.canvas.id = 'watch-fitness';
  const diversityChart = new LineChart(charts, 'Diversity of the population (0..1), sampled as the run is shown; restarts marked');
  diversityChart.canvas.id = 'watch-diversity';
  const population = new PopulationStrip();
  const best = new WatchBoard('The best individual; rows and columns lacking a digit shaded', 'watch-best');
  const child = new WatchBoard('The best new child of the latest generation, with what each operator changed marked', 'watch-child');
  const childNote = el('p', { class: 'help', id: 'watch-child-note' });
  const legend = el(
    'p',
    { class: 'help watch-legend' },
    el('span', { class: 'key op-cross' }, 'from parent B (crossover)'),
    el('span', { class: 'key op-mut' }, 'mutation'),
    el('span', { class: 'key op-local' }, 'local search'),
  );
  const result = el('div', { id: 'watch-result' });

  let run: WatchRun | null = null;
  let job: JobHandle<EvolveProgress, EvolveResult> | null = null;
  let controller: AbortController | null = null;
  let paused = false;
  let stopping = false;
  let timer = 0;
  /** Full speed: the job runs on its own. Slowed: it stays paused and is stepped by a timer. */
  const pace = () => {
    clearInterval(timer);
    const rate = Number(speed.value);
    if (!job || paused) return;
    if (!rate) return job.resume();
    job.pause();
    const ticks = Math.min(rate, 20);
    const n = Math.max(1, Math.round(rate / ticks));
    timer = window.setInterval(() => job?.step(n), 1000 / ticks);
  };
  speed.addEventListener('change', pace);
  const controls = (running: boolean) => {
    start.disabled = running;
    select.disabled = running;
    for (const b of [pause, stop, cancel]) b.disabled = !running;
    step.disabled = !running || !paused;
    pause.textContent = paused ? 'Resume' : 'Pause';
    pause.setAttribute('aria-pressed', String(paused));
  };

  /** Everything on screen from the run's one state. */
  const setText = (node: HTMLElement, text: string) => {
    if (node.textContent !== text) node.textContent = text;
  };
  /** Boards and population while running: 10 times a second (DOM boards cost the most to repaint; no one reads 60 boards a second). */
  const BOARD_MS = 100;
  let boardsAt = -Infinity;
  const render = (r: WatchRun) => {
    if (r !== run) return;
    const now = performance.now();
    const boards = r.phase !== 'running' || now - boardsAt >= BOARD_MS;
    if (boards) boardsAt = now;
    const p = r.report;
    const { puzzle } = r.spec;
    if (r.phase === 'cancelled') setText(status, 'Cancelled.');
    else if (r.phase === 'error') setText(status, r.error);
    else if (!p) setText(status, `Starting ${r.spec.method}…`);
    else {
      const word =
        r.phase === 'stopped'
          ? 'stopped, the best kept'
          : r.phase === 'failed'
            ? `not solved in ${formatNumber(p.generation)} generations (its budget)`
            : r.phase;
      // At the end the board holds the run's best (what the result keeps): say so.
      const kept = r.finished && r.result ? ` · the run's best: fitness ${formatNumber(r.result.stats.fitness ?? NaN)}` : '';
      setText(
        status,
        `${word[0]!.toUpperCase()}${word.slice(1)} · generation ${p.generation} · ` +
        `${Math.round(r.rate).toLocaleString('en')} generations/s over ${seconds(r.elapsedMs)} of engine time · ` +
        `best ${formatNumber(p.best)} · mean ${formatNumber(p.mean)}${kept} · digits missing ${p.bestMissing} (fewest ${p.recordMissing}) · ` +
          `restarts ${p.restarts} · diversity ${p.diversity.toFixed(3)}`,
      );
    }
    if (status.dataset.phase !== r.phase) status.dataset.phase = r.phase;
    const target = p?.target;
    fitnessChart.set(
      // The best is drawn last, on top: late in a run the mean runs right beside it.
      [
        { name: 'mean', color: 'var(--series-2)', series: r.mean },
        { name: 'best', color: 'var(--series-1)', series: r.best },
      ],
      r.restarts,
      target,
    );
    diversityChart.set([{ name: 'diversity', color: 'var(--series-3)', series: r.diversity }], r.restarts, 0);
    fitnessChart.draw();
    diversityChart.draw();
    fitnessChart.canvas.dataset.digest = r.digest.hex;
    fitnessChart.canvas.dataset.generations = String(r.digest.count);
    if (p && boards) {
      setText(fitnessNote, `Fitness in ${r.spec.method}'s own units: a solution scores ${p.target} (${p.higherIsBetter ? 'higher' : 'lower'} is better).`);
      best.show(p.grid, puzzle, p.conflictRows, p.conflictCols);
      population.draw(p);
      const t = p.trace;
      if (t) {
        child.show(t.child, puzzle, 0, 0, t.marks);
        const has = (bit: number) => t.marks.some((m) => m & bit);
        const parts = [
          t.parentB >= 0 ? `parents #${t.parentA + 1} and #${t.parentB + 1} of the previous generation` : t.parentA >= 0 ? `from #${t.parentA + 1}` : '',
          t.boxesFromB ? `boxes ${[...Array(9).keys()].filter((b) => (t.boxesFromB >> b) & 1).map((b) => b + 1).join(', ')} from parent B` : '',
          has(CROSSOVER) ? 'crossover cells marked' : '',
          has(MUTATION) ? 'mutation marked' : '',
          has(LOCAL) ? 'local-search moves marked' : '',
        ].filter(Boolean);
        setText(childNote, `Best new child of generation ${p.generation}: ${t.missing} digits missing; ${parts.join('; ')}.`);
        child.el.dataset.crossover = String(t.marks.filter((m) => m & CROSSOVER).length);
        child.el.dataset.mutation = String(t.marks.filter((m) => m & MUTATION).length);
        child.el.dataset.local = String(t.marks.filter((m) => m & LOCAL).length);
      } else if (r.finished && p.generation === 0) {
        setText(childNote, r.phase === 'solved' ? 'No child was bred: propagation solved the puzzle before the first generation.' : 'No child was bred: the run ended before the first generation.');
      }
    }
    const seed = r.seed ?? r.spec.seed;
    const params = Object.entries(r.spec.params);
    setText(spec, `${r.spec.method} · seed ${seed} · ${params.length ? params.map(([k, v]) => `${k} ${v}`).join(', ') : 'default parameters'}`);
    const href = replayHash(r.spec, seed);
    if (replay.getAttribute('href') !== href) replay.href = href;
    replay.hidden = false;
    if (r.finished && !result.childElementCount) result.append(...resultView(r));
  };

  /** The result's button names what it will do, as the board's puzzle changes. */
  let syncShow = () => {};
  game.onChange(() => syncShow());
  /** The outcome, with a button that puts the grid on the run's own puzzle (never another). */
  const resultView = (r: WatchRun): HTMLElement[] => {
    const res = r.result;
    if (!res) return [];
    const word = r.phase === 'stopped' ? 'stopped' : r.phase === 'failed' ? 'not solved' : res.status;
    const nodes: HTMLElement[] = [
      el('p', { class: `status status-${res.status}` }, `Status: ${word}${res.detail ? ` (${res.detail})` : ''}`),
    ];
    // Unsolved is the usual end of a pure GA (its sources report success rates, not
    // certainty): say what tends to get there.
    if (r.phase === 'failed' || r.phase === 'stopped')
      nodes.push(
        el(
          'p',
          { class: 'help', id: 'watch-next' },
          `Genetic algorithms often stall a few digits short. Try another seed or more generations (Parameters and seed), or a + variant: ${r.spec.method.endsWith('+') ? r.spec.method : `${r.spec.method}+`} propagates and searches locally between generations, and solves even the hardest samples in a few hundred.`,
        ),
      );
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
      syncShow = () => (show.textContent = game.givensText() === r.spec.puzzle ? `Show ${label} on the board` : `Open the run's puzzle with ${label}`);
      syncShow();
      nodes.push(show);
    }
    return nodes;
  };

  const begin = async (s: RunSpec) => {
    if (job) return;
    const r = (run = new WatchRun(s));
    r.onChange(() => render(r));
    const ctl = (controller = new AbortController());
    paused = false;
    stopping = false;
    result.replaceChildren();
    syncShow = () => {};
    // Nothing of the run before stays on screen (a run propagation settles breeds no child).
    child.show(new Uint8Array(81), s.puzzle);
    childNote.textContent = '';
    announce.textContent = `${s.method} running.`;
    render(r);
    const j = (job = lab.evolve(s.puzzle, {
      method: s.method,
      seed: s.seed,
      params: s.params,
      signal: ctl.signal,
      paused: Number(speed.value) > 0,
      onProgress: (p) => r.progress(p),
    }));
    controls(true);
    pace();
    try {
      const res = await j.result;
      r.finish(res, stopping);
      r.flush();
      announce.textContent = `${s.method}: ${r.phase} after ${res.stats.generations ?? 0} generations.`;
    } catch (e) {
      r.end(isAbort(e) ? 'cancelled' : 'error', errorText(e));
      r.flush();
      announce.textContent = status.textContent ?? '';
    } finally {
      clearInterval(timer);
      if (job === j) {
        job = null;
        controller = null;
        paused = false;
        controls(false);
      }
    }
  };

  start.addEventListener('click', () => {
    if (!form) return;
    const { params, seed } = form.read();
    void begin({ puzzle: game.givensText(), method: select.value as EvolutionMethod, seed, params });
  });
  pause.addEventListener('click', () => {
    if (!job) return;
    paused = !paused;
    if (paused) {
      clearInterval(timer);
      job.pause();
    } else pace();
    run?.setPhase(paused ? 'paused' : 'running');
    announce.textContent = paused ? 'Paused.' : 'Running.';
    controls(true);
  });
  step.addEventListener('click', () => job?.step(1));
  stop.addEventListener('click', () => {
    clearInterval(timer);
    stopping = true;
    job?.stop();
  });
  cancel.addEventListener('click', () => {
    clearInterval(timer);
    controller?.abort();
  });

  /** A replay link: the form shows its settings and the run starts on its own puzzle. */
  const replayFrom = (hash: string) => {
    const s = readReplay(hash);
    if (!s || job || !methods.some((m) => m.name === s.method)) return;
    select.value = s.method;
    pick();
    for (const [k, v] of Object.entries(s.params)) {
      const input = document.getElementById(`watch-${k}`) as HTMLInputElement | null;
      if (input) input.value = String(v);
    }
    const seedInput = document.getElementById('watch-seed') as HTMLInputElement | null;
    if (seedInput) seedInput.value = String(s.seed);
    void begin(s);
  };
  replay.addEventListener('click', (e) => {
    e.preventDefault();
    history.replaceState(null, '', replay.href);
    replayFrom(new URL(replay.href).hash);
  });
  window.addEventListener('hashchange', () => replayFrom(location.hash));

  panel.append(
    el('h2', {}, 'Watch an evolutionary method'),
    el(
      'p',
      { class: 'help' },
      'A genetic algorithm keeps a population of candidate grids (every box already holds 1-9), breeds children by crossover and mutation, and keeps the fitter ones; fitness counts the digits still missing from rows and columns.',
    ),
    methods.length ? field('Method', select) : el('p', {}, 'No evolutionary method in this engine build.'),
    about,
    paramsHost,
    field('Speed', speed),
    el('div', { class: 'row' }, start, pause, step, stop, cancel),
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
        el('div', { class: 'watch-board' }, el('p', { class: 'help' }, 'Best individual: rows and columns missing a digit are shaded'), best.el),
        el('div', { class: 'watch-board' }, el('p', { class: 'help' }, 'What the operators did'), child.el, legend, childNote),
      ),
    ),
    result,
  );
  if (location.hash.startsWith('#watch?')) replayFrom(location.hash);
}
