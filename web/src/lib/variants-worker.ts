// The browser's module Web Worker of the variants engine (sudoku-lab/variants).
import createVariantModule from '../wasm/sudoku-variants.mjs';
import { variantHandlers } from './engine/handlers/variants.js';
import { wasmInBrowser } from './engine/load-wasm.js';
import { loadModule } from './engine/load-module.js';
import { serveInBrowser } from './engine/serve-browser.js';

serveInBrowser(
  ({ wasmUrl }) =>
    loadModule(
      createVariantModule,
      wasmInBrowser('sudoku-variants.wasm', wasmUrl, new URL('../wasm/sudoku-variants.wasm', import.meta.url)),
    ),
  variantHandlers,
);
