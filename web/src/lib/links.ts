/**
 * The entry `sudoku-lab/links`: variant puzzles in and out of links (f-puzzles, SudokuPad links
 * carrying f-puzzles data, this project's `#p=` share links, pasted f-puzzles JSON). Plain
 * JavaScript, no engine: read a link here, then hand its `puzzle` to the variants lab
 * (`sudoku-lab/variants`). An entry of its own because it needs lz-string (a package
 * dependency), which a page loading sudoku-lab's files without a bundler would have to map;
 * the engine entries import no other package.
 * @module
 */
export {
  fpuzzlesLink,
  parseShareLink,
  parseVariantLink,
  shareLink,
  sudokuPadLink,
  type VariantLink,
} from './variant-links.js';
export { fpuzzlesJson, type FpuzzlesSource } from './fpuzzles-write.js';
export { SudokuError, SudokuInputError } from './errors.js';
