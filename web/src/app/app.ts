// What every panel gets: the engine, the game, the board, the message line, and the
// puzzle loader that lets the engine judge the input.
import type { Catalog, SudokuLab } from 'sudoku-lab';
import type { SudokuPlayLab } from 'sudoku-lab/play';
import type { SudokuVariantLab } from 'sudoku-lab/variants';
import type { PuzzleInfo } from 'sudoku-lab/element';
import type { Board, Game } from 'sudoku-lab/element/internal';
import type { Jobs } from './state/jobs.js';
import type { Saves } from './state/saves.js';

export interface App {
  /** The play engine, ready at start-up. */
  lab: SudokuPlayLab;
  /** The play engine's twin for long runs, so they never hold up the quick calls on `lab` (engine/engines.ts). */
  long(): Promise<SudokuPlayLab>;
  /** The full engine (LP, evolutionary methods, rate by GA), loaded on first call (engine/engines.ts). */
  full(): Promise<SudokuLab>;
  /** The variants engine (Killer, jigsaw, diagonals, ... at sizes 4 to 16), loaded on first call (engine/engines.ts). */
  variants(): Promise<SudokuVariantLab>;
  /**
   * The engine's own tables (lab.catalog(), read once at start-up): difficulty bands, clue
   * levels, symmetries, techniques. Views list these, never a copy of their own.
   */
  catalog: Catalog;
  game: Game;
  board: Board;
  /** The message line under the board. */
  say(text: string, kind?: 'info' | 'error' | 'ok'): void;
  /**
   * Puts a puzzle (81 characters or a pasted grid) on the board. Text the engine cannot read
   * is refused with its message (returned); a grid with repeated digits is loaded and its
   * conflicts are shown on the board. info and answer: the generator's figures and solution.
   */
  loadPuzzle(text: string, info?: PuzzleInfo, answer?: string): Promise<string | null>;
  /** The long jobs running, each on its own puzzle (state/jobs.ts). */
  jobs: Jobs;
  /** The givens' unique solution from the engine (cached per puzzle), or null. */
  solution(): Promise<string | null>;
  /** The games in progress, one per kind (state/saves.ts). */
  saves: Saves;
  /**
   * Puts the saved game of a kind back on the board (the running jobs asked first, as for any
   * new puzzle; puzzle: its puzzle as they name theirs); why not, if it is not.
   */
  resume(kind: string, puzzle?: string): Promise<string | null>;
}
