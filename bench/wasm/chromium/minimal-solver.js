// The smallest use of the solver-only entry, built only to measure what a page ships for it.
import { createSudokuLab } from 'sudoku-lab/solver';

createSudokuLab().then((lab) => lab.solve('.'.repeat(81)));
