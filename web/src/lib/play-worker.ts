// The browser's module Web Worker of the play engine (sudoku-lab/play).
import createPlayModule from '../wasm/sudoku-play.mjs';
import { playHandlers } from './engine/handlers/play.js';
import { serveInBrowser } from './engine/serve-browser.js';

serveInBrowser(() => createPlayModule(), playHandlers);
