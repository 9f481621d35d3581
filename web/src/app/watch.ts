// The Watch tab: an evolutionary method (the GAs, combinatorial evolution, their + variants)
// run live through lab.evolve, generation by generation: best and mean fitness with restarts
// marked, diversity, the best individual with the rows and columns that lack a digit
// highlighted; pause, step, speed, stop (keep the best) and cancel (at once).
import type { EvolutionMethod, EvolveProgress, JobHandle, MethodInfo, SolveResult, SudokuLab } from 'sudoku-lab';
import { type App, el, errorText, field, isAbort } from './app.js';
import { LineChart } from './chart.js';
import { MiniBoard } from './miniboard.js';
import { type ParamsForm, formatNumber, paramsForm } from './params.js';
import { resultView } from './result.js';

/** Generations per second when slowed down; 0 = as fast as the engine goes. */
const SPEEDS = [0, 200, 50, 10, 2];
const EVOLUTIONARY = /^(ga-|evolution)/;

/** Builds the tab on the full engine (lab.evolve), which main.ts loads when the tab is first shown. */
export function setupWatch(panel: HTMLElement, app: App, lab: SudokuLab) {
  const { game } = app;
  const methods = lab.methods().filter((m) => EVOLUTIONARY.test(m.name));
  const select = el('select', { id: 'watch-method' });
  for (const m of methods) select.append(el('option', { value: m.name }, m.name));
  const about = el('p', { class: 'help' });
  const paramsHost = el('div');
  let form: ParamsForm | null = null;
  const pick = () => {
    const m = methods.find((x) => x.name === select.value) as MethodInfo;
    about.textContent = `${m.summary} [${m.source}]`;
    form = paramsForm(m, 'watch');
    paramsHost.replaceChildren(el('details', {}, el('summary', {}, 'Parameters and seed'), form.el));
  };
  select.addEventListener('change', pick);
  if (methods.length) pick();

  const speed = el('select', { id: 'watch-speed' });
  for (const s of SPEEDS) speed.append(el('option', { value: String(s) }, s ? `${s} generations/s` : 'full speed'));
  const start = el('button', { type: 'button', id: 'watch-start', class: 'primary' }, 'Run');
  const pause = el('button', { type: 'button', id: 'watch-pause', disabled: '', 'aria-pressed': 'false' }, 'Pause');
  const step = el('button', { type: 'button', id: 'watch-step', disabled: '' }, 'Step');
  const stop = el('button', { type: 'button', id: 'watch-stop', disabled: '', title: 'End the run and keep its best individual' }, 'Stop');
  const cancel = el('button', { type: 'button', id: 'watch-cancel', disabled: '' }, 'Cancel');
  // The per-generation line changes up to 60 times a second: not a live region (a screen
  // reader would never finish); `announce` says what changed state instead.
  const status = el('p', { id: 'watch-status', class: 'progress' });
  const announce = el('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite' });
  const charts = el('div', { class: 'watch-charts' });
  const fitnessNote = el('p', { class: 'help', id: 'watch-fitness-note' });
  const fitness = new LineChart(charts, 'Best and mean fitness per generation; dashed lines mark restarts');
  const diversity = new LineChart(charts, 'Diversity of the population per generation (0..1); dashed lines mark restarts');
  const boardBox = el('div', { class: 'watch-board' }, el('p', { class: 'help' }, 'Best individual: rows and columns missing a digit are shaded'));
  const best = new MiniBoard(boardBox, 'The best individual; rows and columns lacking a digit highlighted');
  const result = el('div', { id: 'watch-result' });

  let job: JobHandle<EvolveProgress, SolveResult> | null = null;
  let controller: AbortController | null = null;
  let paused = false;
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

  start.addEventListener('click', async () => {
    if (!form) return;
    const givens = game.givensText();
    const method = select.value;
    const { params, seed } = form.read();
    const xs: number[] = [], bests: number[] = [], means: number[] = [], divs: number[] = [], restarts: number[] = [];
    let lastRestarts = 0;
    const ctl = (controller = new AbortController());
    paused = false;
    result.replaceChildren();
    fitness.set([], []);
    diversity.set([], []);
    best.grid([], givens);
    status.textContent = `Starting ${method}…`;
    announce.textContent = `${method} running.`;
    const j = (job = lab.evolve(givens, {
      method: method as EvolutionMethod,
      seed,
      params,
      signal: ctl.signal,
      paused: Number(speed.value) > 0,
      onProgress: (p) => {
        if (p.restarts > lastRestarts) restarts.push(p.generation);
        lastRestarts = p.restarts;
        xs.push(p.generation);
        bests.push(p.best);
        means.push(p.mean);
        divs.push(p.diversity);
        fitness.set(xs, [
          { name: 'best', color: 'var(--series-1)', points: bests },
          { name: 'mean', color: 'var(--series-2)', points: means },
        ], restarts);
        diversity.set(xs, [{ name: 'diversity', color: 'var(--series-3)', points: divs }], restarts);
        best.grid(p.grid, givens, p.conflictRows, p.conflictCols);
        fitnessNote.textContent = `Fitness in ${method}'s own units: a solution scores ${p.target} (${p.higherIsBetter ? 'higher' : 'lower'} is better).`;
        status.textContent =
          `generation ${p.generation} · best ${formatNumber(p.best)} · mean ${formatNumber(p.mean)} · ` +
          `diversity ${p.diversity.toFixed(3)} · restarts ${p.restarts} · digits missing ${p.bestMissing} (fewest ${p.recordMissing})`;
      },
    }));
    controls(true);
    pace();
    try {
      const r = await j.result;
      status.textContent += ` — ${r.status}`;
      announce.textContent = `${method}: ${r.status} after ${r.stats.generations ?? 0} generations.`;
      result.append(...resultView(r, game, givens));
    } catch (e) {
      status.textContent = isAbort(e) ? 'Cancelled.' : errorText(e);
      announce.textContent = status.textContent;
    } finally {
      clearInterval(timer);
      if (job === j) {
        job = null;
        controller = null;
        paused = false;
        controls(false);
      }
    }
  });
  pause.addEventListener('click', () => {
    if (!job) return;
    paused = !paused;
    if (paused) {
      clearInterval(timer);
      job.pause();
    } else pace();
    announce.textContent = paused ? 'Paused.' : 'Running.';
    controls(true);
  });
  step.addEventListener('click', () => job?.step(1));
  stop.addEventListener('click', () => {
    clearInterval(timer);
    job?.stop();
  });
  cancel.addEventListener('click', () => {
    clearInterval(timer);
    controller?.abort();
  });

  panel.append(
    el('h2', {}, 'Watch an evolutionary method'),
    methods.length ? field('Method', select) : el('p', {}, 'No evolutionary method in this engine build.'),
    about,
    paramsHost,
    field('Speed', speed),
    el('div', { class: 'row' }, start, pause, step, stop, cancel),
    status,
    announce,
    el('div', { class: 'watch-view' }, el('div', {}, charts, fitnessNote), boardBox),
    result,
  );
}
