// Types of the solver-only module (bind_puzzle.cpp and bind_debug.cpp over sudoku_solver):
// the same bindings as the full module's puzzle area, declared once in sudoku.d.mts.
import type { EmbindRuntime, SolverModule, SudokuModuleOptions } from './sudoku.mjs';

export type * from './sudoku.mjs';

declare function createSolverModule(options?: SudokuModuleOptions): Promise<SolverModule & EmbindRuntime>;
export default createSolverModule;
