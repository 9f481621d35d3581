import { defineConfig } from 'vite';

export default defineConfig({
  // The engine's worker is a module worker; the top-level await needs es2022.
  worker: { format: 'es' },
  build: { target: 'es2022' },
  // Pre-bundling would move the package's modules away from its worker and .wasm.
  optimizeDeps: { exclude: ['sudoku-lab'] },
});
