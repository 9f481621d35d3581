/**
 * `<sudoku-board>` in Preact's JSX (TSX): `import type {} from 'sudoku-lab/preact'` once, beside
 * `import 'sudoku-lab/element'` (which defines the tag). Its attributes take their allowed values
 * and `onsolved`, `onchange`, `onhint`, `onmistake` their events.
 * @module sudoku-lab/preact
 */
import type { HTMLAttributes } from 'preact';
import type { SudokuBoard } from '../element.js';
import type { SudokuBoardProps } from '../element-types.js';

/** The props of `<sudoku-board>` in Preact. */
export type SudokuBoardPreactProps = Omit<HTMLAttributes<SudokuBoard>, keyof SudokuBoardProps> & SudokuBoardProps;

declare module 'preact' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Preact's JSX is a namespace
  namespace JSX {
    interface IntrinsicElements {
      'sudoku-board': SudokuBoardPreactProps;
    }
  }
}
