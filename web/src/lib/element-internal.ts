/**
 * The player's parts for the Sudoku Lab app, which drives a `<sudoku-board>` through them (its
 * views, stats and Create editor): not part of the package's public surface.
 * @internal
 * @module
 */
// Not in package.json's exports, so no installed package can import it; the app reaches it as
// 'sudoku-lab/element/internal' (web/vite.config.ts and tsconfig.json map it to pkg/lib). The
// public entry, element.ts, exports only what the 1.x promise covers.
export { Player, isVariantText, variantTitle } from './player/player.js';
export { CELLS, DIFFICULTIES, Game, cellName, puzzleInfo } from './player/game.js';
export type { InputMode, Mode } from './player/game.js';
export type { Board } from './player/board.js';
export { el } from './player/dom.js';
export { SYMBOLS, cellNameOf, compactLine, plainShape, symbol } from './player/layout.js';
export type { VariantShape } from './player/layout.js';
export { clock, randomSeed } from './player/clock.js';
export { explanationWords, stepWords } from './player/step-words.js';
export { localDay as today } from './local-day.js';
