import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [svelte()],
  // The engine's worker is a module worker; pre-bundling would move the package's modules
  // away from its worker and .wasm.
  worker: { format: 'es' },
  build: { target: 'es2022' },
  optimizeDeps: { exclude: ['sudoku-lab'] },
});
