// The Node worker_threads entry of the solver-only engine (sudoku-lab/solver).
import { readFileSync } from 'node:fs';
import createSolverModule from '../wasm/sudoku-solver.mjs';
import { solverHandlers } from './engine/handlers/index.js';
import { serveInNode } from './engine/serve-node.js';

serveInNode(
  () => createSolverModule({ wasmBinary: readFileSync(new URL('../wasm/sudoku-solver.wasm', import.meta.url)) }),
  solverHandlers,
);
