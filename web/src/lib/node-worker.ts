// The Node worker_threads entry: the same engine, the wasm bytes read from disk (the 3.1.6
// glue cannot fetch file: URLs).
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import createSudokuModule from '../wasm/sudoku.mjs';
import { serveEngine } from './engine/engine.js';
import type { ToWorker } from './protocol.js';

const port = parentPort!;
serveEngine(
  () => createSudokuModule({ wasmBinary: readFileSync(new URL('../wasm/sudoku.wasm', import.meta.url)) }),
  (message, transfer) => port.postMessage(message, (transfer ?? []) as never),
  (receive) => port.on('message', (m: ToWorker) => receive(m)),
);
