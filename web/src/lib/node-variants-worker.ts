// The Node worker_threads entry of the variants engine (sudoku-lab/variants).
import createVariantModule from '../wasm/sudoku-variants.mjs';
import { variantHandlers } from './engine/handlers/variants.js';
import { wasmInNode } from './engine/load-node.js';
import { loadModule } from './engine/load-module.js';
import { serveInNode } from './engine/serve-node.js';

serveInNode(
  ({ wasmUrl }) =>
    loadModule(
      createVariantModule,
      wasmInNode('sudoku-variants.wasm', wasmUrl, new URL('../wasm/sudoku-variants.wasm', import.meta.url)),
    ),
  variantHandlers,
);
