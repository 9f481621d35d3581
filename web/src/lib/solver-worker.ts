// The browser's module Web Worker of the solver-only engine (sudoku-lab/solver).
import createSolverModule from '../wasm/sudoku-solver.mjs';
import { solverHandlers } from './engine/handlers/index.js';
import { serveInBrowser } from './engine/serve-browser.js';

serveInBrowser(() => createSolverModule(), solverHandlers);
