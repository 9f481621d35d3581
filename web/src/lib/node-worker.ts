// The Node worker_threads entry of the full engine, the wasm bytes read from disk (the 3.1.6
// glue cannot fetch file: URLs).
import { readFileSync } from 'node:fs';
import createSudokuModule from '../wasm/sudoku.mjs';
import { handlers } from './engine/handlers/index.js';
import { serveInNode } from './engine/serve-node.js';

serveInNode(
  () => createSudokuModule({ wasmBinary: readFileSync(new URL('../wasm/sudoku.wasm', import.meta.url)) }),
  handlers,
);
