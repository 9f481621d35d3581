// The Node worker_threads entry of the full engine.
import createSudokuModule from '../wasm/sudoku.mjs';
import { handlers } from './engine/handlers/index.js';
import { wasmInNode } from './engine/load-node.js';
import { loadModule } from './engine/load-module.js';
import { serveInNode } from './engine/serve-node.js';

serveInNode(
  ({ wasmUrl }) =>
    loadModule(createSudokuModule, wasmInNode('sudoku.wasm', wasmUrl, new URL('../wasm/sudoku.wasm', import.meta.url))),
  handlers,
);
