// The browser's module Web Worker: the wasm module and the engine.
import createSudokuModule from '../wasm/sudoku.mjs';
import { serveEngine } from './engine/engine.js';
import type { ToWorker } from './protocol.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
serveEngine(
  () => createSudokuModule(),
  (message, transfer) => scope.postMessage(message, transfer ?? []),
  (receive) => {
    scope.onmessage = (e: MessageEvent<ToWorker>) => receive(e.data);
  },
);
