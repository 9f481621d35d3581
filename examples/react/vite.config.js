import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The engine's worker is a module worker; pre-bundling would move the package's modules
  // away from its worker and .wasm.
  worker: { format: 'es' },
  build: { target: 'es2022' },
  optimizeDeps: { exclude: ['sudoku-lab'] },
});
