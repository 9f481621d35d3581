// The Node worker_threads entry of the solver-only engine (sudoku-lab/solver).
import createSolverModule from '../wasm/sudoku-solver.mjs';
import { solverHandlers } from './engine/handlers/index.js';
import { wasmInNode } from './engine/load-node.js';
import { loadModule } from './engine/load-module.js';
import { serveInNode } from './engine/serve-node.js';

serveInNode(
  ({ wasmUrl }) =>
    loadModule(
      createSolverModule,
      wasmInNode('sudoku-solver.wasm', wasmUrl, new URL('../wasm/sudoku-solver.wasm', import.meta.url)),
    ),
  solverHandlers,
);
