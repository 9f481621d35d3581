// The Node worker_threads entry of the play engine (sudoku-lab/play).
import { readFileSync } from 'node:fs';
import createPlayModule from '../wasm/sudoku-play.mjs';
import { playHandlers } from './engine/handlers/play.js';
import { serveInNode } from './engine/serve-node.js';

serveInNode(
  () => createPlayModule({ wasmBinary: readFileSync(new URL('../wasm/sudoku-play.wasm', import.meta.url)) }),
  playHandlers,
);
