// Types of the lite play module (sudoku-play-lite.mjs): the play module's bindings over
// sudoku_play_lite, which leaves out the rarer techniques; a call that reaches one answers a
// RawError of kind 'needs-full' (the sudoku-lab/play entry then asks sudoku-play.mjs).
import type { PlayModule } from './sudoku-play.mjs';
import type { EmbindRuntime, SudokuModuleOptions } from './sudoku.mjs';

export type * from './sudoku-play.mjs';

declare function createPlayLiteModule(options?: SudokuModuleOptions): Promise<PlayModule & EmbindRuntime>;
export default createPlayLiteModule;
