// The worker's logic, free of any worker API so that Node tests can drive it directly:
// receive() takes a message from the lab, post() sends replies back.
import { SudokuError, SudokuOptionError, toWire } from '../errors.js';
import type { Api, CallMessage, FromWorker, ToWorker, WireApi } from '../protocol.js';
import type { Handlers } from './handlers/index.js';
import { isApiError, moduleFailure, type Reply } from './job.js';
import { methodInfos } from './convert.js';
import { ensureRoom, type SolverModule } from './module.js';
import { Scheduler } from './scheduler.js';

/** Every request type of the full engine (to tell "not in this build" from "unknown"). */
const fullRequestTypes: Record<keyof Api, true> = {
  solve: true,
  count: true,
  validate: true,
  solveBatch: true,
  rateTechniques: true,
  techniques: true,
  hint: true,
  solveLp: true,
  evolve: true,
  rateGa: true,
  rateGaRuns: true,
  gaSummary: true,
  generate: true,
  rateGivens: true,
  daily: true,
  catalog: true,
  traceSearch: true,
};

export type Post = (message: FromWorker, transfer?: Transferable[]) => void;

/** How long the answers to a CallsMessage may wait to leave together. */
export const GATHER_MS = 2;

/**
 * Calls short enough for their answers to wait for the next ones': validate, and solve or
 * count to at most 2 by the exact solver (75 µs a puzzle on average on the 1905 hardest
 * set); counting further may enumerate a sparse puzzle's solutions for a long time.
 */
function quickCall(m: CallMessage): boolean {
  if (m.type === 'validate') return true;
  if (m.type === 'solve') return m.args.method === 'exact';
  return m.type === 'count' && m.args.method === 'exact' && m.args.limit <= 2;
}

export interface Engine {
  receive(message: ToWorker): void;
  /** Jobs in progress (running or paused). */
  readonly jobs: number;
}

/**
 * The engine over a module and the handlers it can serve: the full set, or the solver-only
 * set for the small module (other request types reject with a message saying so).
 */
export function createEngine<M extends object>(mod: M, handlers: Partial<Handlers<WireApi, M>>, send: Post): Engine {
  let broken = false;
  // While a CallsMessage is taken, what the worker says is gathered and sent as one message,
  // at least every GATHER_MS, and before any call that may be long (quickCall): small calls
  // share a message, and no answer waits on a long call after it.
  let gathered: { replies: FromWorker[]; transfer: Transferable[]; since: number } | undefined;
  const flush = () => {
    if (!gathered || gathered.replies.length === 0) return;
    send({ kind: 'replies', replies: gathered.replies }, gathered.transfer);
    gathered = { replies: [], transfer: [], since: performance.now() };
  };
  const post: Post = (message, transfer) => {
    if (!gathered) return send(message, transfer);
    gathered.replies.push(message);
    if (transfer) gathered.transfer.push(...transfer);
    if (performance.now() - gathered.since >= GATHER_MS) flush();
  };
  // A call's error, always one of the API's types; a trap or a failed allocation also gives up
  // the module: every job is forgotten, later messages are ignored, and the lab replaces this worker.
  const fail = (id: number, e: unknown) => {
    const failure = moduleFailure(e);
    const typed = failure
      ? new SudokuError(`sudoku-lab: ${failure.message}`)
      : isApiError(e)
        ? e
        : new SudokuError(`sudoku-lab: the engine failed: ${e instanceof Error ? e.message : String(e)}`);
    post({ kind: 'error', id, error: toWire(typed) });
    if (!failure) return;
    broken = true;
    scheduler.halt();
    post({ kind: 'broken', ...failure });
  };
  const scheduler = new Scheduler(post, undefined, fail);
  return {
    get jobs() {
      return scheduler.size;
    },
    receive(message) {
      if (message.kind === 'calls') {
        gathered = { replies: [], transfer: [], since: performance.now() };
        try {
          for (const call of message.calls) {
            if (!quickCall(call)) flush();
            this.receive(call);
          }
        } finally {
          flush();
          gathered = undefined;
        }
        return;
      }
      if (message.kind === 'init' || broken) return; // loaded already; or waiting to be replaced
      if (message.kind === 'control') {
        scheduler.control(message.id, message.action, message.n);
        // Heard between slices: the lab knows this worker is free again.
        if (message.action === 'cancel') post({ kind: 'cancelled', id: message.id });
        return;
      }
      const { id } = message;
      let r: Reply<unknown, unknown>;
      try {
        const ctx = { mod, progress: (value: unknown) => post({ kind: 'progress', id, value }) };
        const handler = handlers[message.type] as
          ((args: unknown, c: typeof ctx) => Reply<unknown, unknown>) | undefined;
        if (typeof handler !== 'function')
          throw new SudokuOptionError(
            message.type in fullRequestTypes
              ? `'${message.type}' is not in the solver-only module: import createSudokuLab from 'sudoku-lab' for the full engine`
              : `unknown request type '${String(message.type)}'`,
          );
        ensureRoom(mod, message.args, scheduler.size);
        r = handler(message.args, ctx);
      } catch (e) {
        return fail(id, e);
      }
      if ('now' in r) return post({ kind: 'result', id, value: r.now.value }, r.now.transfer);
      post({ kind: 'job', id });
      scheduler.add(id, r.job, message.paused);
    },
  };
}

/** Where the module comes from: the init message's wasmUrl (undefined: the package's own). */
export interface LoadConfig {
  wasmUrl?: string | undefined;
}

/**
 * Serves the engine over a port; used by every worker entry. The module is loaded on the
 * lab's init message (which says where the .wasm is); calls that come before it is ready wait.
 */
export function serveEngine<M extends object>(
  load: (config: LoadConfig) => Promise<M>,
  handlers: Partial<Handlers<WireApi, M>>,
  post: Post,
  listen: (receive: (message: ToWorker) => void) => void,
): void {
  let engine: Engine | undefined;
  let loading = false;
  const early: ToWorker[] = [];
  const start = (config: LoadConfig) =>
    Promise.resolve()
      .then(() => load(config))
      // A module that loaded but cannot list its methods is a failed start too, not a hang.
      // The variants module has none (its calls take no method).
      .then((mod) => ({
        mod,
        methods: 'methods' in mod ? methodInfos((mod as unknown as SolverModule).methods()) : [],
      }))
      .then(
        ({ mod, methods }) => {
          engine = createEngine(mod, handlers, post);
          post({ kind: 'ready', methods });
          for (const m of early.splice(0)) engine.receive(m);
        },
        (e: unknown) => post({ kind: 'fatal', message: e instanceof Error ? e.message : String(e) }),
      );
  listen((m) => {
    if (engine) return engine.receive(m);
    if (m.kind !== 'init') return void early.push(m);
    if (loading) return;
    loading = true;
    void start({ wasmUrl: m.wasmUrl });
  });
}
