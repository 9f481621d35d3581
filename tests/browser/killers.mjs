// @ts-check
// Killers without givens, as they reach a board from outside: f-puzzles JSON as the f-puzzles editor
// exports a setter's puzzle (title, author, ruleset, cells as {}, every cage sum a string, some of
// them 20: a 0 inside the text), and the compact line the CLI prints. Real community Killers come
// from tests/data/community-killers.json (sources in tests/data/README.md). Shared by the element's
// and the app's finish tests (element.test.mjs, variants-app.test.mjs).
import { readFileSync } from 'node:fs';

/** @typedef {{ id: string, collection: string, entry: number, forum: string, diagonals: boolean, line: string, solution: string }} CommunityKiller */
/** @type {{ puzzles: CommunityKiller[] }} */
const community = JSON.parse(readFileSync(new URL('../data/community-killers.json', import.meta.url), 'utf8'));

/**
 * A community Killer as the f-puzzles editor exports it once a setter's cages are drawn: its cages
 * read from the data file's compact line (sum:cells), sums as strings, diagonals as f-puzzles flags.
 * @param {string} id
 */
function fpuzzlesOf(id) {
  const p = community.puzzles.find((q) => q.id === id);
  if (!p) throw new Error(`no community Killer ${id}`);
  const cages = (/;cages=([^;]+)/.exec(p.line)?.[1] ?? '').split(',');
  const killercage = cages.map((cage) => {
    const [sum = '', cells = ''] = cage.split(':');
    return { cells: [...cells.matchAll(/r(\d)c(\d)/g)].map(([, r, c]) => `R${r}C${c}`), value: sum };
  });
  const json = {
    size: 9,
    title: `${p.collection} #${p.entry}`,
    author: p.forum,
    ruleset: `Normal sudoku rules apply. Digits in a cage do not repeat and sum to the small clue.${p.diagonals ? ' Digits do not repeat on either diagonal.' : ''}`,
    highlightConflicts: true,
    grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))),
    ...(p.diagonals ? { 'diagonal+': true, 'diagonal-': true } : {}),
    killercage,
    disabledlogic: [],
    truecandidatesoptions: ['colored'],
  };
  return { json, solution: p.solution };
}

/** TAREK_ALL #1 (rcbroughton.co.uk Killer forum): a plain Killer, no givens, a cage of 20. */
export const TAREK_KILLER = fpuzzlesOf('tarek-all-1');
/** HS_KILLERS #2 (forum.enjoysudoku.com, "human-solvable zero"): a Killer X (both diagonals), no givens. */
export const HS_KILLER_X = fpuzzlesOf('hs-killers-2');

/** A Killer with anti-knight, no givens, one solution (KNIGHT_SOLUTION); made with the CLI's generator, exported as f-puzzles writes. */
export const KNIGHT_KILLER = {
  size: 9,
  title: 'Knightly Cages',
  author: 'Sudoku Lab tests',
  ruleset:
    "Normal sudoku rules apply. Digits in a cage do not repeat and sum to the small clue. Cells a chess knight's move apart may not hold the same digit.",
  highlightConflicts: true,
  grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))),
  antiknight: true,
  killercage: [
    { cells: ['R1C1', 'R2C1', 'R2C2'], value: '21' },
    { cells: ['R1C2', 'R1C3', 'R1C4', 'R2C3', 'R2C4'], value: '18' },
    { cells: ['R1C5', 'R1C6', 'R1C7'], value: '20' },
    { cells: ['R1C8', 'R1C9', 'R2C8', 'R2C9'], value: '20' },
    { cells: ['R2C5', 'R2C6', 'R2C7'], value: '11' },
    { cells: ['R3C1', 'R4C1', 'R4C2'], value: '16' },
    { cells: ['R3C2', 'R3C3'], value: '12' },
    { cells: ['R3C4', 'R4C3', 'R4C4', 'R5C4'], value: '18' },
    { cells: ['R3C5', 'R4C5', 'R4C6'], value: '17' },
    { cells: ['R3C6', 'R3C7', 'R3C8', 'R3C9'], value: '19' },
    { cells: ['R4C7', 'R4C8', 'R4C9', 'R5C7', 'R5C8'], value: '26' },
    { cells: ['R5C1', 'R5C2', 'R5C3'], value: '11' },
    { cells: ['R5C5', 'R5C6', 'R6C5'], value: '11' },
    { cells: ['R5C9', 'R6C6', 'R6C7', 'R6C8', 'R6C9'], value: '27' },
    { cells: ['R6C1', 'R6C2', 'R6C3', 'R7C2'], value: '19' },
    { cells: ['R6C4', 'R7C4', 'R7C5', 'R7C6'], value: '26' },
    { cells: ['R7C1', 'R8C1', 'R9C1', 'R9C2'], value: '22' },
    { cells: ['R7C3', 'R8C2', 'R8C3', 'R8C4', 'R8C5'], value: '23' },
    { cells: ['R7C7', 'R7C8', 'R8C7', 'R9C7'], value: '17' },
    { cells: ['R7C9', 'R8C9', 'R9C9'], value: '13' },
    { cells: ['R8C6', 'R9C3', 'R9C4', 'R9C5', 'R9C6'], value: '23' },
    { cells: ['R8C8', 'R9C8'], value: '15' },
  ],
  disabledlogic: [],
  truecandidatesoptions: ['colored'],
};
export const KNIGHT_SOLUTION = '723895641591426387684173925378619254416352879259748136837964512162537498945281763';

/** `sudoku-lab generate --variant killer --seed 1`: a Killer of cages alone (no givens), and its solution. */
export const CLI_KILLER =
  '9;cages=12:r8c1r7c1,16:r1c1r2c1r2c2,18:r1c2r1c3r2c3r2c4r3c3,19:r1c4r1c5r1c6,21:r3c2r4c2r4c1r3c1,27:r3c4r4c4r5c4r4c3r5c5,11:r5c1r6c1r5c2,33:r5c3r6c3r6c4r6c2r6c5,24:r4c5r3c5r3c6r3c7,26:r2c5r2c6r2c7r2c8r3c8,21:r1c7r1c8r1c9r2c9r3c9,21:r9c3r9c4r8c4r9c5,19:r8c3r8c2r7c3r7c4r7c2,17:r4c6r4c7r4c8r4c9,13:r9c6r9c7r9c8,18:r9c9r8c9r7c9r6c9,24:r8c8r8c7r7c7r6c7,24:r7c8r6c8r5c8r5c9,5:r7c6r6c6,4:r5c6r5c7,14:r9c1r9c2,18:r7c5r8c5r8c6';
export const CLI_SOLUTION = '521739468384516792796428531238695147645271389179843625817362954462957813953184276';
