#!/usr/bin/env node
// The package sudoku-lab-cli (`npx sudoku-lab ...` runs it through sudoku-lab's bin,
// web/src/lib/cli.ts): the native CLI's own sources compiled to WebAssembly for Node
// (sudoku-cli.cjs, wasm/CMakeLists.txt), so syntax, output and exit codes are the native
// CLI's. It reads files and stdin itself and exits with its status; this only loads it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type CreateCli = (options: { wasmBinary: Uint8Array; thisProgram: string }) => Promise<unknown>;

const require = createRequire(import.meta.url);
const createSudokuCli = require('../wasm/sudoku-cli.cjs') as CreateCli;
// The bytes are passed in: the 3.1.6 glue would try Node's fetch on a file path.
void createSudokuCli({
  wasmBinary: readFileSync(new URL('../wasm/sudoku-cli.wasm', import.meta.url)),
  thisProgram: 'sudoku-lab',
});
