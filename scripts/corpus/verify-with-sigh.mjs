#!/usr/bin/env node
// A second opinion on the corpus: each puzzle's f-puzzles JSON, as the corpus holds it, written
// back in the Interactive Sudoku Solver's constraint text and counted (to 2) by that solver, from a
// snapshot of its repository. One solution, the stated one, means the conversion lost no rule that
// mattered and the f-puzzles keys read as the corpus says; the puzzles it cannot write in that
// text are listed. Run by hand (minutes, not a test):
//
//   node scripts/corpus/verify-with-sigh.mjs <sigh snapshot: checkout or bare git dir> [--commit <rev>]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Unwritable, loadSighSolver, sighText } from './sigh-solver.mjs';
import { root, snapshotFromArgs } from './snapshot.mjs';

const snapshot = snapshotFromArgs('verify-with-sigh.mjs <sigh snapshot: checkout or bare git dir> [--commit <rev>]');
const files = snapshot.extract(['js', 'data', 'package.json']);
const solve = await loadSighSolver(files.dir);

let agreed = 0;
const problems = [];
for (const file of ['community-variants.json', 'community-variants-sudokupad.json', 'hard-killers.json']) {
  /** @type {{ id: string, fpuzzles: Record<string, any>, solution: string | null }[]} */
  const entries = JSON.parse(readFileSync(join(root, 'tests/data', file), 'utf8'));
  for (const { id, fpuzzles, solution } of entries) {
    if (file === 'hard-killers.json' && solution === null) continue;
    let text;
    try {
      text = sighText(fpuzzles);
    } catch (error) {
      if (!(error instanceof Unwritable)) throw error;
      problems.push(`${id}: not written in the solver's text (${error.message})`);
      continue;
    }
    const found = solve(text, fpuzzles.size, 2);
    if (found.length === 1 && found[0] === solution) agreed++;
    else
      problems.push(`${id}: the solver finds ${found.length} solution(s)${found.length ? `, first ${found[0]}` : ''}`);
  }
}
files.done();
console.log(`${agreed} puzzles: one solution, the stated one`);
for (const p of problems) console.log(p);
process.exitCode = problems.some((p) => p.includes('the solver finds')) ? 1 : 0;
