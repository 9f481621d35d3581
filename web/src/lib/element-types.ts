// The typings of <sudoku-board> for pages and frameworks: its attributes with their allowed
// values, its events by name, and typed addEventListener / removeEventListener on the class
// (an augmentation of element.ts's SudokuBoard). The framework files (frameworks/*.ts) build
// on these; element.ts re-exports them.
import type { Difficulty } from './names.js';
import type { SudokuPlayLab } from './play-lab.js';
import type { HintsMode, PlayerEvents } from './player/player.js';
import type { VariantName } from './types/variants.js';

/** The events a board fires (CustomEvent, bubbling and composed), by name: their detail. */
export type SudokuBoardEventMap = { [K in keyof PlayerEvents]: CustomEvent<PlayerEvents[K]> };

/** A rule the `variant` attribute names (classic is the attribute's own value). */
export type SudokuBoardVariantName = Exclude<VariantName, 'classic'>;

/** The `variant` attribute: `classic`, or up to three variant names separated by commas (`killer,x`). */
export type SudokuBoardVariant =
  | 'classic'
  | SudokuBoardVariantName
  | `${SudokuBoardVariantName},${SudokuBoardVariantName}`
  | `${SudokuBoardVariantName},${SudokuBoardVariantName},${SudokuBoardVariantName}`;

/** A grid's side the `size` attribute takes. */
export type SudokuBoardSize = 4 | 6 | 9 | 12 | 16;

/**
 * The attributes of `<sudoku-board>` and their values (web/package/README.md, "The
 * <sudoku-board> element"), as a page or a framework template sets them. Numbers are written
 * as attributes' text.
 */
export interface SudokuBoardAttributes {
  /** The puzzle to play: 81 characters (`1`-`9` givens, `.` or `0` empty), a compact line or f-puzzles JSON. */
  puzzle?: string;
  /** Without `puzzle`: the kind of puzzle generated (also for `daily`); default `classic`. */
  variant?: SudokuBoardVariant;
  /** The grid's side of a generated variant; default 9. */
  size?: SudokuBoardSize | `${SudokuBoardSize}`;
  /** Without `puzzle`: a puzzle generated at this band; default `easy`. */
  difficulty?: Difficulty;
  /** With `difficulty`: the same puzzle every time (a whole number from 0 to 2^53 - 1). */
  seed?: number | `${number}`;
  /** The daily puzzle of a date: `YYYY-MM-DD`, or `today` / empty for the player's local date. */
  daily?: 'today' | '' | `${number}-${number}-${number}`;
  /** `on` (default), `off` (no Hint button) or `limited` (3 per puzzle). */
  hints?: HintsMode;
  /** `auto` (default: the system's preference), `light` or `dark`. */
  theme?: 'auto' | 'light' | 'dark';
}

/**
 * A listener for each event as a lowercase `on<event>` property (`onsolved`), the way React 19,
 * Preact and Svelte 5 attach listeners to a custom element.
 */
export type SudokuBoardEventProps = {
  [K in keyof SudokuBoardEventMap as `on${K}`]?: (event: SudokuBoardEventMap[K]) => void;
};

/** What a template sets on a board: its attributes, the `lab` property and `on<event>` listeners. */
export type SudokuBoardProps = SudokuBoardAttributes &
  SudokuBoardEventProps & {
    /** The engine to play on (see SudokuBoard.lab). */
    lab?: SudokuPlayLab | Promise<SudokuPlayLab> | null;
  };

declare module './element.js' {
  interface SudokuBoard {
    /** Listens for a board event: `change`, `hint`, `mistake` or `solved`, its detail typed. */
    addEventListener<K extends keyof SudokuBoardEventMap>(
      type: K,
      listener: (this: SudokuBoard, event: SudokuBoardEventMap[K]) => unknown,
      options?: boolean | AddEventListenerOptions,
    ): void;
    /** Listens for an element event (`click`, `keydown`, ...). */
    addEventListener<K extends keyof HTMLElementEventMap>(
      type: K,
      listener: (this: SudokuBoard, event: HTMLElementEventMap[K]) => unknown,
      options?: boolean | AddEventListenerOptions,
    ): void;
    /** Listens for any other event. */
    addEventListener(
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ): void;
    /** Removes a board event's listener. */
    removeEventListener<K extends keyof SudokuBoardEventMap>(
      type: K,
      listener: (this: SudokuBoard, event: SudokuBoardEventMap[K]) => unknown,
      options?: boolean | EventListenerOptions,
    ): void;
    /** Removes an element event's listener. */
    removeEventListener<K extends keyof HTMLElementEventMap>(
      type: K,
      listener: (this: SudokuBoard, event: HTMLElementEventMap[K]) => unknown,
      options?: boolean | EventListenerOptions,
    ): void;
    /** Removes any other event's listener. */
    removeEventListener(
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | EventListenerOptions,
    ): void;
  }
}
