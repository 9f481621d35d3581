// What the player's parts (hints, checks, the validity watcher) work with: the engine, the game,
// the board and the message line, handed in, never looked up on the page.
import type { Board } from './board.js';
import type { Game } from './game.js';
import type { Engines } from './judge.js';

/** How a message on the board's message line is shown: plain, an error, or good news. */
export type MessageKind = 'info' | 'error' | 'ok';
export type Say = (text: string, kind?: MessageKind) => void;

/** The engines (the element's, or the page's once started): play for classic, variants for the rest. */
export interface PlayerContext extends Engines {
  game: Game;
  board: Board;
  say: Say;
}
