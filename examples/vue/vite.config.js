import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  // Vue would take <sudoku-board> for a component it cannot find: it is a custom element.
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'sudoku-board' } } })],
  // The engine's worker is a module worker; pre-bundling would move the package's modules
  // away from its worker and .wasm.
  worker: { format: 'es' },
  build: { target: 'es2022' },
  optimizeDeps: { exclude: ['sudoku-lab'] },
});
