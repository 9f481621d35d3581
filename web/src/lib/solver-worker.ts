// The browser's module Web Worker of the solver-only engine (sudoku-lab/solver).
import createSolverModule from '../wasm/sudoku-solver.mjs';
import { solverHandlers } from './engine/handlers/index.js';
import { wasmInBrowser } from './engine/load-wasm.js';
import { loadModule } from './engine/load-module.js';
import { serveInBrowser } from './engine/serve-browser.js';

serveInBrowser(
  ({ wasmUrl }) =>
    loadModule(
      createSolverModule,
      wasmInBrowser('sudoku-solver.wasm', wasmUrl, new URL('../wasm/sudoku-solver.wasm', import.meta.url)),
    ),
  solverHandlers,
);
