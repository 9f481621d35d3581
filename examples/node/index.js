// Generate a puzzle at a difficulty, solve it and rate it the way a person would solve it.
// Usage: node index.js [easy|medium|hard|expert|extreme] [seed]
import { createSudokuLab } from 'sudoku-lab';

const [difficulty = 'medium', seed] = process.argv.slice(2);
const lab = await createSudokuLab();

// The same difficulty and seed give the same puzzle everywhere (browser, Node, the CLI).
const made = await lab.generate({ difficulty, ...(seed === undefined ? {} : { seed }) });
const solved = await lab.solve(made.puzzle);
const rating = await lab.rate(made.puzzle, { steps: true });
const hardest = rating.steps.reduce((a, b) => (b.er > a.er ? b : a));

const rows = made.puzzle.match(/.{9}/g).map((row) => row.replace(/(...)(?!$)/g, '$1 ').replaceAll('.', '·'));
console.log(rows.map((row, i) => (i % 3 === 0 && i > 0 ? `\n${row}` : row)).join('\n'));
console.log();
console.log(`puzzle     ${made.puzzle}`);
console.log(`seed       ${made.seed}`);
console.log(`solve      ${solved.status} in ${solved.timeMs.toFixed(2)} ms`);
console.log(`solution   ${solved.solution}`);
console.log(`rating     ER ${rating.er} EP ${rating.ep} ED ${rating.ed}: ${rating.difficulty}`);
console.log(`hardest    ${hardest.technique} (${hardest.er}), ${rating.steps.length} steps`);
