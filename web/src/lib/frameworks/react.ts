/**
 * `<sudoku-board>` in React 19's JSX (TSX): `import type {} from 'sudoku-lab/react'` once, beside
 * `import 'sudoku-lab/element'` (which defines the tag). Its attributes take their allowed values
 * and `onsolved`, `onchange`, `onhint`, `onmistake` their events (React 19 adds `on<event>` props
 * of a custom element as listeners).
 * @module sudoku-lab/react
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { SudokuBoard } from '../element.js';
import type { SudokuBoardProps } from '../element-types.js';

/** The props of `<sudoku-board>` in React. */
export type SudokuBoardReactProps = Omit<
  DetailedHTMLProps<HTMLAttributes<SudokuBoard>, SudokuBoard>,
  keyof SudokuBoardProps
> &
  SudokuBoardProps;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX is a namespace
  namespace JSX {
    interface IntrinsicElements {
      'sudoku-board': SudokuBoardReactProps;
    }
  }
}
