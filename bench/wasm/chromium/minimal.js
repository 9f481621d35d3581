// The smallest use of the API, built only to measure what a page ships for it.
import { createSudokuLab } from 'sudoku-lab';

createSudokuLab().then((lab) => lab.solve('.'.repeat(81)));
