// The browser's module Web Worker of the lite play engine (sudoku-lab/play's first module: the
// play module without the rarer techniques; play-lab.ts runs a call that needs one on
// play-worker.ts instead).
import createPlayLiteModule from '../wasm/sudoku-play-lite.mjs';
import { playHandlers } from './engine/handlers/play.js';
import { wasmInBrowser } from './engine/load-wasm.js';
import { loadModule } from './engine/load-module.js';
import { serveInBrowser } from './engine/serve-browser.js';

serveInBrowser(
  ({ wasmUrl }) =>
    loadModule(
      createPlayLiteModule,
      wasmInBrowser('sudoku-play-lite.wasm', wasmUrl, new URL('../wasm/sudoku-play-lite.wasm', import.meta.url)),
    ),
  playHandlers,
);
