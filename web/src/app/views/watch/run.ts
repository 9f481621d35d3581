// A Watch run's life: lab.evolve started with the controls' settings, paced (full speed: the
// job runs on its own; slowed: it stays paused and a timer steps it), paused, stepped, stopped
// (the best kept) or cancelled, and ended into its WatchRun, which the view draws.
import type { EvolveProgress, EvolveResult, JobHandle, SudokuLab } from 'sudoku-lab';
import { errorText, isAbort } from '../../errors.js';
import type { WatchControls } from './controls.js';
import type { WatchView } from './render.js';
import { type RunSpec, WatchRun } from './state.js';

export interface WatchRuns {
  /** Starts a run of this spec, unless one is running; settles when it has ended. */
  begin(s: RunSpec): Promise<void>;
  /** Whether a run is going on. */
  running(): boolean;
}

export function watchRuns(lab: SudokuLab, controls: WatchControls, view: WatchView): WatchRuns {
  let run: WatchRun | null = null;
  let job: JobHandle<EvolveProgress, EvolveResult> | null = null;
  let controller: AbortController | null = null;
  let paused = false;
  let stopping = false;
  let timer = 0;

  /** Full speed: the job runs on its own. Slowed: it stays paused and is stepped by a timer. */
  const pace = () => {
    clearInterval(timer);
    const rate = controls.rate();
    if (!job || paused) return;
    if (!rate) return job.resume();
    job.pause();
    const ticks = Math.min(rate, 20);
    const n = Math.max(1, Math.round(rate / ticks));
    timer = window.setInterval(() => job?.step(n), 1000 / ticks);
  };
  controls.speed.addEventListener('change', pace);

  const begin = async (s: RunSpec) => {
    if (job) return;
    const r = (run = new WatchRun(s));
    r.onChange(() => view.render(r));
    const ctl = (controller = new AbortController());
    paused = false;
    stopping = false;
    view.begin(r);
    view.announce(`${s.method} running.`);
    view.render(r);
    const j = (job = lab.evolve(s.puzzle, {
      method: s.method,
      seed: s.seed,
      params: s.params,
      signal: ctl.signal,
      paused: controls.rate() > 0,
      onProgress: (p) => r.progress(p),
    }));
    controls.set(true, paused);
    pace();
    try {
      const res = await j.result;
      r.finish(res, stopping);
      r.flush();
      view.announce(`${s.method}: ${r.phase} after ${res.stats.generations ?? 0} generations.`);
    } catch (e) {
      r.end(isAbort(e) ? 'cancelled' : 'error', errorText(e));
      r.flush();
      view.announce(view.status());
    } finally {
      clearInterval(timer);
      if (job === j) {
        job = null;
        controller = null;
        paused = false;
        controls.set(false, paused);
      }
    }
  };

  controls.pause.addEventListener('click', () => {
    if (!job) return;
    paused = !paused;
    if (paused) {
      clearInterval(timer);
      job.pause();
    } else pace();
    run?.setPhase(paused ? 'paused' : 'running');
    view.announce(paused ? 'Paused.' : 'Running.');
    controls.set(true, paused);
  });
  controls.step.addEventListener('click', () => job?.step(1));
  controls.stop.addEventListener('click', () => {
    clearInterval(timer);
    stopping = true;
    job?.stop();
  });
  controls.cancel.addEventListener('click', () => {
    clearInterval(timer);
    controller?.abort();
  });

  return { begin, running: () => job !== null };
}
