// What the player's parts (hints, checks, the validity watcher) work with: the engine, the game,
// the board and the message line, handed in, never looked up on the page.
import type { SudokuPlayLab } from '../play-lab.js';
import type { Board } from './board.js';
import type { Game } from './game.js';

/** How a message on the board's message line is shown: plain, an error, or good news. */
export type MessageKind = 'info' | 'error' | 'ok';
export type Say = (text: string, kind?: MessageKind) => void;

export interface PlayerContext {
  /** The engine (the element's, or the page's once it has started). */
  lab(): Promise<SudokuPlayLab>;
  game: Game;
  board: Board;
  say: Say;
}
