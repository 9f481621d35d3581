// The browser's module Web Worker of the play engine (sudoku-lab/play).
import createPlayModule from '../wasm/sudoku-play.mjs';
import { playHandlers } from './engine/handlers/play.js';
import { wasmInBrowser } from './engine/load-wasm.js';
import { loadModule } from './engine/load-module.js';
import { serveInBrowser } from './engine/serve-browser.js';

serveInBrowser(
  ({ wasmUrl }) =>
    loadModule(
      createPlayModule,
      wasmInBrowser('sudoku-play.wasm', wasmUrl, new URL('../wasm/sudoku-play.wasm', import.meta.url)),
    ),
  playHandlers,
);
