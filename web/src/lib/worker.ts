// The browser's module Web Worker of the full engine: the wasm module and the engine.
import createSudokuModule from '../wasm/sudoku.mjs';
import { handlers } from './engine/handlers/index.js';
import { serveInBrowser } from './engine/serve-browser.js';

serveInBrowser(() => createSudokuModule(), handlers);
