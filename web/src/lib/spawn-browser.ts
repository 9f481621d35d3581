// A worker client's Spawn over a browser module Web Worker. The entries create the Worker
// themselves: bundlers find workers only in a literal `new Worker(new URL(...))`.
import type { Spawn } from './client.js';

export const browserSpawn =
  (create: () => Worker): Spawn =>
  (events) => {
    const worker = create();
    worker.onmessage = (e) => events.message(e.data);
    worker.onerror = (e) => {
      e.preventDefault();
      events.error(e.message || 'worker error');
    };
    worker.onmessageerror = () => events.error('a message could not be read');
    return { post: (m) => worker.postMessage(m), terminate: () => worker.terminate() };
  };

export const defaultBrowserWorkers = (): number => globalThis.navigator?.hardwareConcurrency ?? 2;
