/**
 * `<sudoku-board>` in Vue templates (vue-tsc, Vue's language tools): `import type {} from
 * 'sudoku-lab/vue'` once, beside `import 'sudoku-lab/element'` (which defines the tag; tell Vue's
 * compiler it is a custom element: `isCustomElement`). Its attributes take their allowed values
 * and `@solved`, `@change`, `@hint`, `@mistake` their events.
 * @module sudoku-lab/vue
 */
import type { DefineComponent } from 'vue';
import type { SudokuBoardAttributes, SudokuBoardEventMap, SudokuBoardProps } from '../element-types.js';

/** A listener for each event as Vue names it for `@solved`: `onSolved`. */
export type SudokuBoardVueEvents = {
  [K in keyof SudokuBoardEventMap as `on${Capitalize<K>}`]?: (event: SudokuBoardEventMap[K]) => void;
};

/** The props of `<sudoku-board>` in Vue. */
export type SudokuBoardVueProps = SudokuBoardAttributes & SudokuBoardVueEvents & Pick<SudokuBoardProps, 'lab'>;

declare module 'vue' {
  interface GlobalComponents {
    'sudoku-board': DefineComponent<SudokuBoardVueProps>;
  }
}
