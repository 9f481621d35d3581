// Serving the engine from inside a worker_threads Worker (node-worker.ts, node-solver-worker.ts).
import { parentPort } from 'node:worker_threads';
import type { Api, ToWorker } from '../protocol.js';
import { type LoadConfig, serveEngine } from './engine.js';
import type { Handlers } from './handlers/index.js';
import type { SolverModule } from './module.js';

export function serveInNode<M extends SolverModule>(
  load: (config: LoadConfig) => Promise<M>,
  handlers: Partial<Handlers<Api, M>>,
): void {
  const port = parentPort!;
  serveEngine(
    load,
    handlers,
    (message, transfer) => port.postMessage(message, (transfer ?? []) as never),
    (receive) => port.on('message', (m: ToWorker) => receive(m)),
  );
}
