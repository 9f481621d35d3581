// The element to play on, and the API beside it: the page generates puzzles with the engine
// and hands the same engine to the board, so the page runs one worker, not two.
import 'sudoku-lab/element'; // defines <sudoku-board>
import { createSudokuLab, type Difficulty } from 'sudoku-lab/play';

const board = document.querySelector('sudoku-board')!;
const form = document.querySelector<HTMLFormElement>('#new')!;
const about = form.elements.namedItem('about') as HTMLOutputElement;
const status = document.querySelector('#status')!;

const lab = await createSudokuLab();
board.lab = lab;

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const difficulty = new FormData(form).get('difficulty') as Difficulty;
  about.value = 'Generating…';
  const made = await lab.generate({ difficulty });
  const rating = await lab.rate(made.puzzle);
  board.setAttribute('puzzle', made.puzzle);
  status.textContent = '';
  about.value = `${rating.difficulty}, ER ${rating.er.toFixed(1)}, ${made.givens} givens (seed ${made.seed})`;
});

board.addEventListener('solved', (event) => {
  const { timeMs, hints, mistakes } = (event as CustomEvent<{ timeMs: number; hints: number; mistakes: number }>)
    .detail;
  status.textContent = `Solved in ${Math.round(timeMs / 1000)} s with ${hints} hints and ${mistakes} mistakes.`;
});
