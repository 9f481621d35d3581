// One Watch run and everything known about it: its own puzzle, method, seed and parameters,
// the engine's latest report, every generation's best and mean (bounded), restarts, and how
// it ended. The status line, the charts, the boards, the population and the result are all
// drawn from this object, once a frame, so they cannot disagree.
import type { EvolutionMethod, EvolveProgress, EvolveResult } from 'sudoku-lab';
import { Digest, Marks, Series } from '../../widgets/series.js';

export type Phase =
  'starting' | 'running' | 'paused' | 'solved' | 'stopped' | 'failed' | 'unsolvable' | 'cancelled' | 'error';

export interface RunSpec {
  /** The run's own puzzle (81 characters, '.' empty): results never land on another one. */
  puzzle: string;
  method: EvolutionMethod;
  seed: number | string;
  params: Record<string, number>;
}

export class WatchRun {
  phase: Phase = 'starting';
  /** The seed the engine used (a string seed is hashed by the core). */
  seed: number | undefined;
  report: EvolveProgress | null = null;
  result: EvolveResult | null = null;
  error = '';
  readonly best = new Series();
  readonly mean = new Series();
  readonly diversity = new Series();
  readonly restarts = new Marks();
  /** Digest of the whole best-fitness series: a replay must reproduce it exactly. */
  readonly digest = new Digest();
  private listeners: (() => void)[] = [];
  private frame = 0;

  constructor(readonly spec: RunSpec) {}

  /** Engine time (excludes pauses) and generations per second of it. */
  get elapsedMs() {
    return this.report?.elapsedMs ?? 0;
  }
  get rate() {
    const r = this.report;
    return r && r.elapsedMs > 0 ? (r.generation / r.elapsedMs) * 1000 : 0;
  }
  get finished() {
    return !['starting', 'running', 'paused'].includes(this.phase);
  }

  onChange(f: () => void) {
    this.listeners.push(f);
  }

  /** A report from the engine: its history extends the series (every generation, in order). */
  progress(p: EvolveProgress) {
    for (let i = 0; i < p.historyBest.length; i++) {
      const x = p.historyFrom + i;
      this.best.push(x, p.historyBest[i]!);
      this.mean.push(x, p.historyMean[i]!);
      this.digest.add(p.historyBest[i]!);
    }
    for (const x of p.restartsAt) this.restarts.add(x);
    if (p.generation > 0 || !this.report) this.diversity.push(p.generation, p.diversity);
    this.report = p;
    if (this.phase === 'starting') this.phase = 'running';
    this.changed();
  }

  /** The end: the final report first (never a stale last frame), then the outcome. */
  finish(r: EvolveResult, stopped: boolean) {
    this.progress(r.last);
    // Settled before any generation (propagation solved it): the initial population is the point.
    if (!this.best.count) {
      this.best.push(r.last.generation, r.last.best);
      this.mean.push(r.last.generation, r.last.mean);
    }
    this.result = r;
    this.seed = r.seed;
    // Stopped by this view's Stop or by anyone holding the job (the new-puzzle question's
    // "Stop it"): the engine's detail says which (EvolveResult.last).
    stopped ||= /^stopped\b/.test(r.detail ?? '');
    this.phase =
      r.status === 'solved' ? 'solved' : r.status === 'unsolvable' ? 'unsolvable' : stopped ? 'stopped' : 'failed';
    this.changed();
  }

  end(phase: 'cancelled' | 'error', error = '') {
    this.phase = phase;
    this.error = error;
    this.changed();
  }

  setPhase(phase: 'running' | 'paused') {
    if (this.finished) return;
    this.phase = phase;
    this.changed();
  }

  /** Listeners run once per animation frame, however many reports arrived. */
  private changed() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      for (const f of this.listeners) f();
    });
  }

  /** Draw now (tests and the final frame need no wait). */
  flush() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    for (const f of this.listeners) f();
  }
}

/** The replay link's query: the run's puzzle, method, seed and parameters. */
export function replayHash(spec: RunSpec, seed: number | string): string {
  const q = new URLSearchParams({ method: spec.method, seed: String(seed), puzzle: spec.puzzle.replace(/\./g, '0') });
  for (const [k, v] of Object.entries(spec.params)) q.set(`p.${k}`, String(v));
  return `#watch?${q}`;
}

/** A replay hash read back, or null when the hash is not one. */
export function readReplay(hash: string): RunSpec | null {
  if (!hash.startsWith('#watch?')) return null;
  const q = new URLSearchParams(hash.slice('#watch?'.length));
  const method = q.get('method'),
    seed = q.get('seed'),
    puzzle = q.get('puzzle');
  if (!method || seed === null || !puzzle || !/^[0-9.]{81}$/.test(puzzle)) return null;
  const params: Record<string, number> = {};
  for (const [k, v] of q) if (k.startsWith('p.') && Number.isFinite(Number(v))) params[k.slice(2)] = Number(v);
  return {
    method: method as EvolutionMethod,
    seed: /^\d+$/.test(seed) ? Number(seed) : seed,
    params,
    puzzle: puzzle.replace(/0/g, '.'),
  };
}
