// ESLint for the TypeScript API and app and the JavaScript tests, benchmarks and scripts:
// the recommended rules, and no import cycles (with a cycle, load order decides behaviour).
// Formatting is Prettier's job (.prettierrc.json), not ESLint's.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', 'dist/', 'pkg/', 'node_modules/', 'web/src/wasm/', 'docs/api/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      // Tests and benchmarks run in Node and hand functions to the page (page.evaluate).
      globals: { ...globals.node, ...globals.browser },
    },
    settings: {
      // import-x reads every imported file to follow its imports: TypeScript's parser for .ts,
      // and TypeScript's resolution ('./x.js' names x.ts).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // ignoreExternal: a cycle cannot pass through a package, and following their imports was
      // 80% of ESLint's time (8.2 of 10.6 s of rules).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The app's layers: views use widgets, state and the engine, never the reverse.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['widgets', 'state', 'engine'].map((layer) => ({
            target: `./web/src/app/${layer}`,
            from: './web/src/app/views',
            message: 'widgets/, state/ and engine/ must not import a view',
          })),
        },
      ],
      // A public interface may just name a derived type (interface X extends Narrow<...> {}).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  // TypeScript checks names itself (and knows the DOM and worker globals per file).
  { files: ['**/*.ts', '**/*.mts'], rules: { 'no-undef': 'off' } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
);
