// Serving the engine from inside a module Web Worker (worker.ts, solver-worker.ts).
import type { Api, ToWorker } from '../protocol.js';
import { type LoadConfig, serveEngine } from './engine.js';
import type { Handlers } from './handlers/index.js';
import type { SolverModule } from './module.js';

export function serveInBrowser<M extends SolverModule>(
  load: (config: LoadConfig) => Promise<M>,
  handlers: Partial<Handlers<Api, M>>,
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
