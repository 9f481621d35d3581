// Serving the engine from inside a module Web Worker (worker.ts, solver-worker.ts).
import type { ToWorker, WireApi } from '../protocol.js';
import { type LoadConfig, serveEngine } from './engine.js';
import type { Handlers } from './handlers/index.js';

export function serveInBrowser<M extends object>(
  load: (config: LoadConfig) => Promise<M>,
  handlers: Partial<Handlers<WireApi, M>>,
): void {
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  serveEngine(
    load,
    handlers,
    (message, transfer) => scope.postMessage(message, transfer ?? []),
    (receive) => {
      scope.onmessage = (e: MessageEvent<ToWorker>) => receive(e.data);
    },
  );
}
