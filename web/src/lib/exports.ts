// What both entry points export besides createSudokuLab.
export {
  SudokuError,
  SudokuIncompleteError,
  SudokuInputError,
  SudokuNotFoundError,
  SudokuOptionError,
} from './errors.js';
export type * from './types.js';
