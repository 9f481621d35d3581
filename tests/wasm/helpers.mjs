// @ts-check
// Shared by the wasm/API tests: paths, data files, the native CLI, an independent checker.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const dataDir = `${root}tests/data/`;
export const cliPath = `${root}build/native/cli/sudoku-lab`;
export const wasmDir = `${root}pkg/wasm/`;

/** @param {string} file a file of tests/data, one puzzle a line */
export function puzzles(file) {
  return readFileSync(dataDir + file, 'utf8')
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.length > 0);
}

/** The raw module, in this thread. */
export async function loadModule() {
  const { default: create } = await import(`${wasmDir}sudoku.mjs`);
  return create({ wasmBinary: readFileSync(`${wasmDir}sudoku.wasm`) });
}

/** The solver-only module (sudoku-solver.mjs), in this thread. */
export async function loadSolverModule() {
  const { default: create } = await import(`${wasmDir}sudoku-solver.mjs`);
  return create({ wasmBinary: readFileSync(`${wasmDir}sudoku-solver.wasm`) });
}

/**
 * Runs the native CLI (scripts/build.sh builds it) and returns its output lines.
 * @param {string[]} args
 * @param {string} input
 */
export function cli(args, input) {
  if (!existsSync(cliPath)) throw new Error(`${cliPath} is missing: run scripts/build.sh first`);
  try {
    return execFileSync(cliPath, args, { input, encoding: 'utf8', maxBuffer: 1 << 28 })
      .split('\n')
      .slice(0, -1);
  } catch (e) {
    const err = /** @type {{ status: number, stdout: string }} */ (e);
    if (err.status === 1) return err.stdout.split('\n').slice(0, -1); // some lines failed: still one line each
    throw e;
  }
}

/**
 * Independent of the engine: every row, column and box of `solution` holds 1-9 once, and
 * every given of `puzzle` (81 characters, '.' or '0' empty) is kept.
 * @param {string} puzzle
 * @param {string | undefined} solution
 */
export function isSolutionOf(puzzle, solution) {
  if (typeof solution !== 'string' || !/^[1-9]{81}$/.test(solution)) return false;
  for (let i = 0; i < 81; i++) if (/[1-9]/.test(puzzle[i] ?? '') && puzzle[i] !== solution[i]) return false;
  for (let u = 0; u < 9; u++) {
    const row = new Set(),
      col = new Set(),
      box = new Set();
    for (let k = 0; k < 9; k++) {
      row.add(solution[u * 9 + k]);
      col.add(solution[k * 9 + u]);
      box.add(solution[Math.floor(u / 3) * 27 + (u % 3) * 3 + Math.floor(k / 3) * 9 + (k % 3)]);
    }
    if (row.size !== 9 || col.size !== 9 || box.size !== 9) return false;
  }
  return true;
}

/** A stat as the CLI prints it (--stats). @param {number} v */
export function cliNumber(v) {
  return Number.isInteger(v) && Math.abs(v) < 1e15 ? v.toFixed(0) : v.toFixed(3);
}

/**
 * A `sudoku-lab solve --stats` line written from an API result, without time_ms.
 * @param {{ status: string, solution?: string, stats: Record<string, number> }} r
 */
export function asCliLine(r) {
  const head = r.status === 'solved' ? r.solution : r.status === 'multiple' ? `multiple ${r.solution}` : r.status;
  return [head, ...Object.entries(r.stats).map(([k, v]) => `${k}=${cliNumber(v)}`)].join(' ');
}

/** A CLI --stats line without its time and without the seed a stochastic method echoes (an input here). @param {string} line */
export const withoutTime = (line) => line.replace(/ time_ms=[0-9.]+$/, '').replace(/ seed=[0-9]+(?= )/, '');

export const hardest = '800000000003600000070090200050007000000045700000100030001000068008500010090000400';
