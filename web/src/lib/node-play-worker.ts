// The Node worker_threads entry of the play engine (sudoku-lab/play).
import createPlayModule from '../wasm/sudoku-play.mjs';
import { playHandlers } from './engine/handlers/play.js';
import { wasmInNode } from './engine/load-node.js';
import { loadModule } from './engine/load-module.js';
import { serveInNode } from './engine/serve-node.js';

serveInNode(
  ({ wasmUrl }) =>
    loadModule(
      createPlayModule,
      wasmInNode('sudoku-play.wasm', wasmUrl, new URL('../wasm/sudoku-play.wasm', import.meta.url)),
    ),
  playHandlers,
);
