// A worker client's Spawn over a Node worker_threads Worker, which keeps the process alive
// only while calls are pending (no dispose() needed to exit), and where an entry's worker
// script is found.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Spawn } from './client.js';
import { SudokuError, SudokuOptionError } from './errors.js';
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

/** A path or URL option as a file: URL (a relative path is the working directory's). */
export function fileUrl(value: unknown, name: string): URL {
  if (value instanceof URL) return value;
  if (typeof value !== 'string') throw new SudokuOptionError(`${name} must be a file path or URL, got ${typeof value}`);
  return /^[a-z][a-z0-9+.-]+:/i.test(value) && !/^[a-z]:[\\/]/i.test(value)
    ? new URL(value)
    : pathToFileURL(resolve(value));
}

/** The wasmUrl option as the Node worker takes it: a path, file: URL or http(s) URL. */
export function nodeWasmUrl(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const url = fileUrl(value, 'wasmUrl');
  return url.protocol === 'file:' ? fileURLToPath(url) : url.href;
}

/**
 * The worker script `file` of a Node entry: workerUrl when given; else beside the entry
 * module (the package as installed); else, when a bundler moved the entry (an SSR build
 * with `noExternal`), in the installed sudoku-lab package found from the bundle's place.
 */
export function nodeWorkerScript(file: string, entryUrl: string, workerUrl: unknown): URL {
  if (workerUrl !== undefined) {
    const url = fileUrl(workerUrl, 'workerUrl');
    if (url.protocol === 'file:' && !existsSync(fileURLToPath(url)))
      throw new SudokuError(`the worker script ${fileURLToPath(url)} (workerUrl) does not exist`);
    return url;
  }
  // Not a literal `new URL('./x.js', import.meta.url)`: bundlers would copy the file alone.
  const beside = new URL(`./${file}`, entryUrl);
  if (beside.protocol === 'file:' && existsSync(fileURLToPath(beside))) return beside;
  let installed: string | undefined;
  try {
    installed = join(dirname(createRequire(entryUrl).resolve('sudoku-lab/package.json')), 'pkg', 'lib', file);
  } catch {
    // not resolvable from there
  }
  if (installed && existsSync(installed)) return pathToFileURL(installed);
  throw new SudokuError(
    `sudoku-lab: the worker script ${file} is neither beside ${entryUrl} nor in an installed sudoku-lab package; ` +
      `pass createSudokuLab({ workerUrl }) with the path of sudoku-lab's pkg/lib/${file}`,
  );
}

export const defaultNodeWorkers = (): number => os.availableParallelism?.() ?? os.cpus().length;
