// The public types of the sudoku-lab API, one file per area in types/; every type that
// describes what the engine returns is derived from the module's own declaration
// (wasm/sudoku.d.mts), so no shape is written twice.
export type * from './names.js';
export type * from './types/solve.js';
export type * from './types/batch.js';
export type * from './types/job.js';
export type * from './types/lp.js';
export type * from './types/evolve.js';
export type * from './types/rate.js';
export type * from './types/generate.js';
export type * from './types/catalog.js';
export type * from './types/hint.js';
export type * from './types/trace.js';
export type * from './types/variants.js';
export type * from './types/lab.js';
