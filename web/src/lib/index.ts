// Browser entry of sudoku-lab: the engine runs in a module Web Worker.
import type { Spawn } from './client.js';
import { createLab } from './lab.js';
import type { LabOptions, SudokuLab } from './types.js';

export * from './exports.js';

const spawnWorker: Spawn = (events) => {
  const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module', name: 'sudoku-lab' });
  worker.onmessage = (e) => events.message(e.data);
  worker.onerror = (e) => {
    e.preventDefault();
    events.error(e.message || 'worker error');
  };
  worker.onmessageerror = () => events.error('a message could not be read');
  return { post: (m) => worker.postMessage(m), terminate: () => worker.terminate() };
};

/** Starts a worker with the engine; resolves once the module is loaded. */
export function createSudokuLab(options: LabOptions = {}): Promise<SudokuLab> {
  return createLab(spawnWorker, options.workers ?? globalThis.navigator?.hardwareConcurrency ?? 2);
}
