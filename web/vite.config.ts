// The app's Vite build: a static folder with relative URLs (works from any path). The engine
// is the built npm package (pkg/, from scripts/build-wasm.sh), imported as 'sudoku-lab'.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: './',
  resolve: { alias: { 'sudoku-lab': here('../pkg/lib/index.js') } },
  worker: { format: 'es' },
  build: { outDir: here('../dist/app'), emptyOutDir: true, target: 'es2022' },
  logLevel: 'warn',
});
