// A worker client's Spawn over a Node worker_threads Worker, which keeps the process alive
// only while calls are pending (no dispose() needed to exit).
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Spawn } from './client.js';
import type { FromWorker } from './protocol.js';

export const nodeSpawn =
  (script: URL): Spawn =>
  (events) => {
    const worker = new Worker(script);
    worker.on('message', (m: FromWorker) => events.message(m));
    worker.on('error', (e) => events.error(e));
    worker.on('exit', (code) => code !== 0 && code !== 1 && events.error(`exited with code ${code}`));
    return {
      post: (m) => worker.postMessage(m),
      terminate: () => void worker.terminate(),
      setActive: (active) => (active ? worker.ref() : worker.unref()),
    };
  };

export const defaultNodeWorkers = (): number => os.availableParallelism?.() ?? os.cpus().length;
