/**
 * `<sudoku-board>` in Svelte 5 templates (svelte-check, the Svelte language tools):
 * `import type {} from 'sudoku-lab/svelte'` once, beside `import 'sudoku-lab/element'` (which
 * defines the tag). Its attributes take their allowed values and `onsolved`, `onchange`,
 * `onhint`, `onmistake` their events.
 * @module sudoku-lab/svelte
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { SudokuBoard } from '../element.js';
import type { SudokuBoardProps } from '../element-types.js';

/** The attributes of `<sudoku-board>` in Svelte. */
export type SudokuBoardSvelteAttributes = Omit<HTMLAttributes<SudokuBoard>, keyof SudokuBoardProps> & SudokuBoardProps;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'sudoku-board': SudokuBoardSvelteAttributes;
  }
}
