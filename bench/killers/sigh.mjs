// @ts-check
// The Interactive Sudoku Solver (github.com/sigh/Interactive-Sudoku-Solver, MIT) at run time:
// its tree is exported into build/sigh/<commit> from a git repository (a local clone or bare
// snapshot, or the GitHub URL), never committed here, and its modules are imported from there.
// Used by the Killer collections' converter and the side-by-side benchmark.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { root } from '../harness/harness.mjs';

export const SIGH_URL = 'https://github.com/sigh/Interactive-Sudoku-Solver';

/** @param {string} gitDir @param {string[]} args */
const git = (gitDir, args) => execFileSync('git', ['-C', gitDir, ...args], { encoding: 'utf8' }).trim();

/**
 * The tree of `source` (a git repository path, bare or not, or a URL) at `rev` as a directory
 * under build/sigh/, exported once per commit; returns its path and commit.
 * @param {string} source @param {string} [rev]
 */
export function sighTree(source, rev = 'HEAD') {
  let gitDir = source;
  let scratch = '';
  if (/^[a-z]+:\/\//.test(source)) {
    scratch = mkdtempSync(`${root}build/sigh-clone-`);
    execFileSync('git', ['clone', '--quiet', '--bare', '--filter=blob:none', source, scratch]);
    gitDir = scratch;
  }
  try {
    const commit = git(gitDir, ['rev-parse', `${rev}^{commit}`]);
    const dir = `${root}build/sigh/${commit}`;
    if (!existsSync(`${dir}/js/solver/engine.js`)) {
      mkdirSync(dir, { recursive: true });
      execFileSync('sh', ['-c', 'git -C "$1" archive "$2" | tar -x -C "$3"', 'sh', gitDir, commit, dir]);
    }
    return { dir, commit };
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

/** Its modules run outside a browser once `self` and VERSION_PARAM exist (as its own tests do). */
function browserGlobals() {
  const g = /** @type {any} */ (globalThis);
  g.self ??= g;
  g.VERSION_PARAM ??= '';
}

/** data/collections.js of the tree: the named collections (arrays of entries). @param {string} dir */
export async function sighCollections(dir) {
  browserGlobals();
  return import(pathToFileURL(`${dir}/data/collections.js`).href);
}

/**
 * Its solver: count(text, limit) parses its puzzle text and counts solutions up to `limit`,
 * returning the count, its search counters and the first solution (81 digits).
 * @param {string} dir
 */
export async function sighSolver(dir) {
  browserGlobals();
  const { SudokuParser } = await import(pathToFileURL(`${dir}/js/sudoku_parser.js`).href);
  const { SudokuBuilder } = await import(pathToFileURL(`${dir}/js/solver/sudoku_builder.js`).href);
  /** @param {string} text @param {number} limit */
  return (text, limit) => {
    const constraint = SudokuBuilder.resolveConstraint(SudokuParser.parseText(text));
    const solver = SudokuBuilder.build(constraint);
    const internal = solver._internalSolver;
    /** @type {string} */
    let first = '';
    internal.run({ maxSolutions: limit }, (/** @type {number[]} */ grid) => {
      // cells hold bit masks: bit v-1 for digit v
      if (!first) first = Array.from(grid.slice(0, 81), (m) => String(31 - Math.clz32(m) + 1)).join('');
    });
    return { count: internal.counters.solutions, counters: { ...internal.counters }, solution: first };
  };
}
