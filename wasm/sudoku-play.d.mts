// Types of the play module (bind_puzzle.cpp, bind_debug.cpp, bind_rate.cpp, bind_generate.cpp,
// bind_catalog.cpp and bind_search.cpp over sudoku_play): the full module's bindings of those areas, declared
// once in sudoku.d.mts.
import type { EmbindRuntime, SolverModule, SudokuModule, SudokuModuleOptions } from './sudoku.mjs';

export type * from './sudoku.mjs';

/** The play module (sudoku-play.mjs): the solver-only module plus the rate and generate areas. */
export interface PlayModule
  extends
    SolverModule,
    Pick<
      SudokuModule,
      | 'rateTechniques'
      | 'hint'
      | 'techniques'
      | 'whyNotRatable'
      | 'generate'
      | 'rateGivens'
      | 'daily'
      | 'catalog'
      | 'traceSearch'
    > {}

declare function createPlayModule(options?: SudokuModuleOptions): Promise<PlayModule & EmbindRuntime>;
export default createPlayModule;
