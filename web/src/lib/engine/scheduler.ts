// Cooperative scheduler of the worker's jobs: each turn advances one job for about
// SLICE_MS, posts its progress at most PROGRESS_HZ times a second, then yields to the event
// loop so that control messages and other calls are handled between slices. Browsers
// yield through a MessageChannel (setTimeout is clamped to 4 ms and more); Node through
// setImmediate, because Node drains a MessagePort's own messages ahead of the parent port's
// (a MessageChannel loop there delayed a pause by over half a second).
import type { FromWorker, JobAction } from '../protocol.js';
import type { Job } from './job.js';
import { toWire } from '../errors.js';

export const SLICE_MS = 16;
export const PROGRESS_HZ = 60;

type Post = (message: FromWorker, transfer?: Transferable[]) => void;

interface Entry {
  id: number;
  job: Job<unknown, unknown>;
  paused: boolean;
  /** Units still to advance on the caller's step() while paused. */
  steps: number;
  /** Units per run() call, adapted so that one call takes about 1-4 ms. */
  units: number;
  lastProgress: number;
}

export class Scheduler {
  private readonly entries = new Map<number, Entry>();
  private channel: MessageChannel | undefined;
  private readonly immediate = (globalThis as { setImmediate?: (f: () => void) => unknown }).setImmediate;
  private scheduled = false;
  private cursor = 0;

  constructor(
    private readonly post: Post,
    private readonly now: () => number = () => performance.now(),
    /** A job's run() or result() threw: its error goes to the caller (the engine may also give up the module). */
    private readonly report: (id: number, error: unknown) => void = (id, error) =>
      post({ kind: 'error', id, error: toWire(error) }),
  ) {}

  /** The module is unusable: forget every job without touching it again. */
  halt(): void {
    this.entries.clear();
    this.close();
  }

  get size(): number {
    return this.entries.size;
  }

  add(id: number, job: Job<unknown, unknown>, paused = false): void {
    this.entries.set(id, { id, job, paused, steps: 0, units: 1, lastProgress: -Infinity });
    this.wake();
  }

  control(id: number, action: JobAction, n = 1): void {
    const e = this.entries.get(id);
    if (!e) return; // finished or cancelled already
    switch (action) {
      case 'pause':
        e.paused = true;
        e.steps = 0;
        break;
      case 'resume':
        e.paused = false;
        break;
      case 'step':
        if (e.paused) e.steps += Math.max(1, Math.floor(n));
        break;
      case 'stop':
        this.finish(e, true);
        return;
      case 'cancel':
        this.drop(e);
        return;
    }
    this.wake();
  }

  private runnable(e: Entry): boolean {
    return !e.paused || e.steps > 0;
  }

  private wake(): void {
    if (this.scheduled || ![...this.entries.values()].some((e) => this.runnable(e))) {
      if (this.entries.size === 0) this.close();
      return;
    }
    this.scheduled = true;
    if (this.immediate) {
      this.immediate(() => this.turn());
      return;
    }
    if (!this.channel) {
      this.channel = new MessageChannel();
      this.channel.port1.onmessage = () => this.turn();
    }
    this.channel.port2.postMessage(null);
  }

  /** Without jobs the channel is closed, so it keeps no event loop (Node) alive. */
  private close(): void {
    if (!this.channel) return;
    this.channel.port1.close();
    this.channel.port2.close();
    this.channel = undefined;
    // A turn already posted to the closed channel never comes (a job stopped or cancelled by
    // message between turns): without this, the next job's wake() would wait for it forever.
    this.scheduled = false;
  }

  private turn(): void {
    this.scheduled = false;
    const ready = [...this.entries.values()].filter((e) => this.runnable(e));
    if (ready.length === 0) return this.wake();
    const e = ready[this.cursor++ % ready.length]!;
    try {
      this.slice(e);
    } catch (err) {
      this.report(e.id, err);
      if (this.entries.has(e.id)) this.drop(e); // not halted: free the job's C++ objects
    }
    this.wake();
  }

  private slice(e: Entry): void {
    const start = this.now();
    const stepping = e.paused;
    let done = false;
    while (!done && this.now() - start < SLICE_MS && this.runnable(e)) {
      const units = stepping ? Math.min(e.units, e.steps) : e.units;
      const t = this.now();
      done = e.job.run(units);
      const took = this.now() - t;
      if (stepping) e.steps -= units;
      // Grow only on a full-sized run: many quick step(1)s must not grow it unchecked, or the
      // first run after resume() would do thousands of units without a break or progress.
      if (took < 1 && units === e.units) e.units = Math.min(e.units * 2, 1 << 20);
      else if (took > 4) e.units = Math.max(1, e.units >> 1);
    }
    if (done) return this.finish(e, false);
    const t = this.now();
    // A step(n) reports once, when its n units are done (a slow first slice may not finish them).
    if (stepping ? e.steps === 0 : t - e.lastProgress >= 1000 / PROGRESS_HZ) {
      const p = e.job.progress();
      if (p) {
        e.lastProgress = t;
        this.post({ kind: 'progress', id: e.id, value: p.value }, p.transfer);
      }
    }
  }

  private finish(e: Entry, stopped: boolean): void {
    let r: ReturnType<typeof e.job.result>;
    try {
      r = e.job.result(stopped);
    } catch (err) {
      this.report(e.id, err);
      if (this.entries.has(e.id)) this.drop(e);
      return;
    }
    this.post({ kind: 'result', id: e.id, value: r.value }, r.transfer);
    this.drop(e);
  }

  private drop(e: Entry): void {
    this.entries.delete(e.id);
    try {
      e.job.dispose?.();
    } finally {
      if (this.entries.size === 0) this.close();
    }
  }
}
