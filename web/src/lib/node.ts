// Node entry of sudoku-lab: the engine runs in a worker_threads Worker, which keeps the
// process alive only while calls are pending (no dispose() needed to exit).
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Spawn } from './client.js';
import { createLab } from './lab.js';
import type { FromWorker } from './protocol.js';
import type { LabOptions, SudokuLab } from './types.js';

export * from './exports.js';

const spawnWorker: Spawn = (events) => {
  const worker = new Worker(new URL('./node-worker.js', import.meta.url));
  worker.on('message', (m: FromWorker) => events.message(m));
  worker.on('error', (e) => events.error(e));
  worker.on('exit', (code) => code !== 0 && code !== 1 && events.error(`exited with code ${code}`));
  return {
    post: (m) => worker.postMessage(m),
    terminate: () => void worker.terminate(),
    setActive: (active) => (active ? worker.ref() : worker.unref()),
  };
};

/** Starts a worker thread with the engine; resolves once the module is loaded. */
export function createSudokuLab(options: LabOptions = {}): Promise<SudokuLab> {
  return createLab(spawnWorker, options.workers ?? os.availableParallelism?.() ?? os.cpus().length);
}
