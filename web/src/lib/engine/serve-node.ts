// Serving the engine from inside a worker_threads Worker (node-worker.ts, node-solver-worker.ts).
import { parentPort } from 'node:worker_threads';
import type { ToWorker, WireApi } from '../protocol.js';
import { type LoadConfig, serveEngine } from './engine.js';
import type { Handlers } from './handlers/index.js';

export function serveInNode<M extends object>(
  load: (config: LoadConfig) => Promise<M>,
  handlers: Partial<Handlers<WireApi, M>>,
): void {
  const port = parentPort!;
  serveEngine(
    load,
    handlers,
    (message, transfer) => port.postMessage(message, (transfer ?? []) as never),
    (receive) => port.on('message', (m: ToWorker) => receive(m)),
  );
}
