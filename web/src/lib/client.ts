// One worker seen from the calling thread: request ids, a queue of calls, progress, and
// cancellation.
//
// Calls are sent ahead, up to MAX_SENT at a time, and the calls made in one turn of the
// event loop go in one message (the worker answers them in one too), so that many small
// calls (a Promise.all of solves) share messages instead of paying a round trip each; the
// worker takes them in order. A call is "sent" until the worker either answers or says it
// became a job. Aborting a queued call just drops it. Aborting a job sends
// 'cancel' (the worker drops it at its next slice and confirms; a worker that has not
// confirmed within CANCEL_GRACE_MS is replaced). Aborting a sent call, which runs
// synchronously in the worker and cannot hear messages, terminates the worker and starts
// a new one; the other calls still pending are sent again to the new worker (jobs restart
// from the beginning, deterministic for their seed, keeping their paused state). A worker
// whose module trapped or ran out of memory says so and is replaced the same way (after a
// failed allocation the jobs it held reject instead: sent again they would fill the heap again).
import { abortReason, fromWire, SudokuError, SudokuOptionError } from './errors.js';
import type {
  ArgsOf,
  ControlMessage,
  FromWorker,
  JobAction,
  ProgressOf,
  RequestType,
  ResultOf,
  ToWorker,
} from './protocol.js';
import type { MethodInfo } from './types.js';

export interface WorkerPort {
  post(message: ToWorker): void;
  terminate(): void;
  /** Node: keep the process alive only while calls are pending. */
  setActive?(active: boolean): void;
}

export interface WorkerEvents {
  message(message: FromWorker): void;
  error(error: unknown): void;
}

export type Spawn = (events: WorkerEvents) => WorkerPort;

export interface CallOptions<P = unknown> {
  signal?: AbortSignal | undefined;
  onProgress?: ((progress: P) => void) | undefined;
  paused?: boolean;
}

export interface Call<R> {
  readonly promise: Promise<R>;
  control(action: Exclude<JobAction, 'cancel'>, n?: number): void;
}

interface Pending {
  id: number;
  message: ToWorker & { kind: 'call' };
  state: 'queued' | 'sent' | 'job';
  paused: boolean;
  deferred: ControlMessage[];
  resolve(value: unknown): void;
  reject(error: unknown): void;
  onProgress?: ((progress: unknown) => void) | undefined;
  cleanup(): void;
}

const disposedError = () => new DOMException('The lab was disposed', 'AbortError');

/**
 * How long a worker has to confirm a job's cancel before it is replaced. A worker hears the
 * cancel between slices (about 16 ms); one slice that runs on (a generation of evolution+
 * with a huge local_steps, one hard puzzle of a batch) must not keep it from the next call,
 * so an abort frees the lab within this grace plus a worker's start-up.
 */
export const CANCEL_GRACE_MS = 100;

/**
 * Calls sent ahead of their answers. Enough to hide the round trip behind small calls;
 * few enough that an abort, which replaces a worker busy with a sent call, sends little again.
 */
export const MAX_SENT = 32;

export class WorkerClient {
  private port!: WorkerPort;
  private isReady = false;
  private broken: Error | undefined;
  private disposed = false;
  private readonly pending = new Map<number, Pending>();
  private queue: Pending[] = [];
  /** Calls posted and not yet answered nor turned into jobs, oldest first. */
  private sent: Pending[] = [];
  private pumpQueued = false;
  private nextId = 1;
  /** Resolves with the method list once the first worker has loaded the module. */
  readonly ready: Promise<MethodInfo[]>;
  private resolveReady!: (methods: MethodInfo[]) => void;
  private rejectReady!: (e: Error) => void;
  /** Workers started so far (1 + restarts), for tests and diagnostics. */
  spawned = 0;
  /** A started worker waiting to replace the current one (see keepSpare). */
  private spare: { port: WorkerPort; ready: boolean } | undefined;
  /** Cancels sent to the current worker and not yet confirmed, with their deadlines. */
  private readonly cancelling = new Map<number, ReturnType<typeof setTimeout>>();

  /** wasmUrl: sent in every worker's init message (undefined: the package's own .wasm). */
  constructor(
    private readonly spawn: Spawn,
    private readonly wasmUrl?: string,
  ) {
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.ready.catch(() => {});
    this.start();
  }

  /** A request; the reply's type follows from the request type (protocol.ts's Api). */
  call<K extends RequestType>(type: K, args: ArgsOf<K>, options: CallOptions<ProgressOf<K>> = {}): Call<ResultOf<K>> {
    const id = this.nextId++;
    const promise = new Promise<ResultOf<K>>((resolve, reject) => {
      if (this.disposed) return reject(disposedError());
      if (this.broken) return reject(this.broken);
      const { signal } = options;
      if (signal?.aborted) return reject(abortReason(signal));
      const p: Pending = {
        id,
        message: { kind: 'call', id, type, args } as ToWorker & { kind: 'call' },
        state: 'queued',
        paused: options.paused ?? false,
        deferred: [],
        resolve: resolve as (v: unknown) => void,
        reject,
        onProgress: options.onProgress as ((progress: unknown) => void) | undefined,
        cleanup: () => {},
      };
      if (signal) {
        const onAbort = () => this.abort(p, abortReason(signal));
        signal.addEventListener('abort', onAbort, { once: true });
        p.cleanup = () => signal.removeEventListener('abort', onAbort);
      }
      this.pending.set(id, p);
      this.queue.push(p);
      this.activity();
      this.pumpSoon();
    });
    return { promise, control: (action, n) => this.control(id, action, n) };
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.port.terminate();
    this.dropSpare();
    for (const t of this.cancelling.values()) clearTimeout(t);
    this.cancelling.clear();
    for (const p of [...this.pending.values()]) this.settle(p, false, disposedError());
    this.queue = [];
    this.rejectReady(disposedError());
  }

  private start(): void {
    this.spawned++;
    const spare = this.spare;
    this.spare = undefined;
    if (spare) {
      // A worker started beforehand takes over: calls go on without waiting for a start-up.
      this.port = spare.port;
      this.isReady = spare.ready;
      this.port.setActive?.(true);
      return;
    }
    this.isReady = false;
    this.port = this.launch();
    this.port.setActive?.(true);
  }

  /** A new worker told where its module is; its messages count once it is this.port. */
  private launch(): WorkerPort {
    const port: WorkerPort = this.spawn({
      message: (m) => {
        if (this.port === port) this.onMessage(m);
        else if (this.spare?.port === port) this.onSpareMessage(m);
      },
      error: (e) => {
        if (this.port === port) this.onCrash(e);
        else if (this.spare?.port === port) this.dropSpare();
      },
    });
    port.post(this.wasmUrl === undefined ? { kind: 'init' } : { kind: 'init', wasmUrl: this.wasmUrl });
    return port;
  }

  /**
   * After a first replacement (a lab that aborts or breaks is likely to again), one idle
   * worker is kept started, so the next replacement costs no start-up: an abort then frees
   * the lab in about the cancel grace. It keeps no Node process alive.
   */
  private keepSpare(): void {
    if (this.spare || this.disposed || this.broken) return;
    const port = this.launch();
    port.setActive?.(false);
    this.spare = { port, ready: false };
  }

  private onSpareMessage(m: FromWorker): void {
    if (m.kind === 'ready') this.spare!.ready = true;
    else if (m.kind === 'fatal' || m.kind === 'broken') this.dropSpare();
  }

  private dropSpare(): void {
    this.spare?.port.terminate();
    this.spare = undefined;
  }

  /**
   * Replaces the worker. `lost`: the jobs it held reject with this error instead of going
   * again (they filled its memory).
   */
  private restart(lost?: Error): void {
    this.port.terminate();
    this.sent = [];
    for (const t of this.cancelling.values()) clearTimeout(t);
    this.cancelling.clear();
    if (lost) for (const p of [...this.pending.values()]) if (p.state === 'job') this.settle(p, false, lost);
    // Everything the old worker held goes again, in the order it was first sent.
    const again = [...this.pending.values()].filter((p) => p.state !== 'queued').sort((a, b) => a.id - b.id);
    for (const p of again) {
      p.state = 'queued';
      p.deferred = [];
    }
    this.queue = [...again, ...this.queue];
    try {
      this.start();
    } catch (e) {
      // No worker can be started any more (the page's CSP or the platform refuses): every
      // call rejects with why, rather than waiting for a worker that never comes.
      return this.fail(
        new SudokuError(`sudoku-lab: a new worker could not start: ${e instanceof Error ? e.message : String(e)}`),
      );
    }
    try {
      this.keepSpare();
    } catch {
      this.spare = undefined; // the lab works without one
    }
    this.pump();
  }

  private pump(): void {
    if (!this.isReady || this.disposed) return;
    const batch = this.queue.splice(0, MAX_SENT - this.sent.length);
    if (batch.length === 0) return;
    for (const p of batch) {
      p.state = 'sent';
      this.sent.push(p);
    }
    const message = (p: Pending) => (p.paused ? { ...p.message, paused: true } : p.message);
    if (batch.length > 1) {
      try {
        this.port.post({ kind: 'calls', calls: batch.map(message) });
      } catch {
        return this.postEach(batch, message); // one of them cannot be cloned: find which
      }
      for (const p of batch) for (const c of p.deferred.splice(0)) this.port.post(c);
      return;
    }
    this.postEach(batch, message);
  }

  private postEach(batch: Pending[], message: (p: Pending) => ToWorker): void {
    const refused: [Pending, string][] = [];
    for (const p of batch) {
      try {
        this.port.post(message(p));
      } catch (e) {
        // The lab copies options as plain data, so this is a puzzle or value postMessage
        // cannot clone: this call rejects, the worker never saw it, the next calls go on.
        refused.push([p, e instanceof Error ? e.message : String(e)]);
        continue;
      }
      for (const c of p.deferred.splice(0)) this.port.post(c);
    }
    // Settled after the loop: settling sends the next calls, which must follow these.
    for (const [p, why] of refused)
      this.settle(p, false, new SudokuOptionError(`the call could not be sent to the worker: ${why}`));
  }

  /**
   * pump() after the current synchronous code: the calls a caller makes together, and the
   * calls that the answers of one message let go, leave in one message.
   */
  private pumpSoon(): void {
    if (this.pumpQueued) return;
    this.pumpQueued = true;
    queueMicrotask(() => {
      this.pumpQueued = false;
      this.pump();
    });
  }

  /** p is no longer waiting on the worker's answer: the next queued call may go. */
  private unsend(p: Pending): void {
    const i = this.sent.indexOf(p);
    if (i < 0) return;
    this.sent.splice(i, 1);
    this.pumpSoon();
  }

  private control(id: number, action: JobAction, n?: number): void {
    const p = this.pending.get(id);
    if (!p) return;
    if (action === 'pause') p.paused = true;
    if (action === 'resume') p.paused = false;
    const message: ControlMessage =
      n === undefined ? { kind: 'control', id, action } : { kind: 'control', id, action, n };
    if (p.state === 'queued') {
      if (action !== 'pause' && action !== 'resume') p.deferred.push(message);
    } else {
      this.port.post(message);
    }
  }

  private abort(p: Pending, reason: unknown): void {
    if (!this.pending.has(p.id)) return;
    const state = p.state;
    if (state === 'queued') this.queue = this.queue.filter((q) => q !== p);
    if (state === 'sent') {
      this.pending.delete(p.id); // not sent again
      this.restart();
    }
    this.settle(p, false, reason);
    if (state === 'job') {
      this.port.post({ kind: 'control', id: p.id, action: 'cancel' });
      const port = this.port;
      const deadline = setTimeout(() => {
        if (this.port === port && this.cancelling.delete(p.id) && !this.disposed) this.restart();
      }, CANCEL_GRACE_MS);
      (deadline as { unref?: () => void }).unref?.(); // Node: a deadline alone keeps no process alive
      this.cancelling.set(p.id, deadline);
    }
  }

  private settle(p: Pending, ok: boolean, value: unknown): void {
    this.pending.delete(p.id);
    p.cleanup();
    if (ok) p.resolve(value);
    else p.reject(value);
    this.unsend(p);
    this.activity();
  }

  private activity(): void {
    if (this.isReady) this.port.setActive?.(this.pending.size > 0);
  }

  private onMessage(m: FromWorker): void {
    switch (m.kind) {
      case 'replies': {
        const port = this.port; // a reply that replaces the worker voids the ones after it
        for (const r of m.replies) if (this.port === port) this.onMessage(r);
        return;
      }
      case 'ready':
        this.isReady = true;
        this.resolveReady(m.methods);
        this.activity();
        this.pump();
        return;
      case 'fatal':
        return this.fail(new SudokuError(`sudoku-lab: the worker could not start: ${m.message}`));
      case 'cancelled':
        clearTimeout(this.cancelling.get(m.id));
        this.cancelling.delete(m.id);
        return;
      case 'broken':
        return this.restart(
          m.memory ? new SudokuError(`sudoku-lab: ${m.message}: this job was dropped with it`) : undefined,
        );
    }
    const p = this.pending.get(m.id);
    if (!p) return; // aborted meanwhile
    switch (m.kind) {
      case 'result':
        return this.settle(p, true, m.value);
      case 'error':
        return this.settle(p, false, fromWire(m.error));
      case 'job':
        p.state = 'job';
        this.unsend(p);
        return;
      case 'progress':
        try {
          p.onProgress?.(m.value);
        } catch (e) {
          reportCallbackError(e);
        }
    }
  }

  private onCrash(e: unknown): void {
    const why = e instanceof Error ? e.message : String(e);
    if (!this.isReady) return this.fail(new SudokuError(`sudoku-lab: the worker could not start: ${why}`));
    const p = this.sent[0]; // the worker takes calls in order: the oldest one was running
    if (p) this.settle(p, false, new SudokuError(`sudoku-lab: the worker failed: ${why}`));
    this.restart();
  }

  private fail(error: Error): void {
    this.broken = error;
    this.port.terminate();
    this.dropSpare();
    this.rejectReady(error);
    for (const p of [...this.pending.values()]) this.settle(p, false, error);
    this.queue = [];
  }
}

/**
 * A progress callback that throws must not kill the caller's process (an uncaught error in
 * Node) nor stop the call: the error is reported (the page's error event, or stderr).
 */
function reportCallbackError(e: unknown): void {
  const report = (globalThis as { reportError?: (e: unknown) => void }).reportError;
  if (typeof report === 'function' && typeof window !== 'undefined') report(e);
  else console.error('sudoku-lab: an onProgress callback threw:', e);
}
