// The app's Vite build: a static folder with relative URLs (works from any path). The engine
// is the built npm package (pkg/, from scripts/build-wasm.sh): 'sudoku-lab/play' at start-up,
// 'sudoku-lab' (the full engine) through a dynamic import, so its worker and wasm are their own
// chunks, fetched only when a view first needs them (web/src/app/engine/engines.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: './',
  resolve: {
    alias: [
      { find: /^sudoku-lab\/play$/, replacement: here('../pkg/lib/play.js') },
      { find: /^sudoku-lab\/element$/, replacement: here('../pkg/lib/element.js') },
      { find: /^sudoku-lab\/element\/internal$/, replacement: here('../pkg/lib/element-internal.js') },
      { find: /^sudoku-lab\/variants$/, replacement: here('../pkg/lib/variants.js') },
      { find: /^sudoku-lab\/links$/, replacement: here('../pkg/lib/links.js') },
      { find: /^sudoku-lab$/, replacement: here('../pkg/lib/index.js') },
    ],
  },
  worker: { format: 'es' },
  build: { outDir: here('../dist/app'), emptyOutDir: true, target: 'es2022' },
  logLevel: 'warn',
});
