// The browser's module Web Worker of the full engine: the wasm module and the engine.
import createSudokuModule from '../wasm/sudoku.mjs';
import { handlers } from './engine/handlers/index.js';
import { wasmInBrowser } from './engine/load-wasm.js';
import { loadModule } from './engine/load-module.js';
import { serveInBrowser } from './engine/serve-browser.js';

serveInBrowser(
  ({ wasmUrl }) =>
    loadModule(
      createSudokuModule,
      wasmInBrowser('sudoku.wasm', wasmUrl, new URL('../wasm/sudoku.wasm', import.meta.url)),
    ),
  handlers,
);
