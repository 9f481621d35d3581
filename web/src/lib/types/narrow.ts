// How a public type is derived from the raw one the module declares (wasm/sudoku.d.mts):
// the raw type with some fields replaced, each replacement a narrowing of the raw field (a
// core-owned name as the API's literal type, a grid that is only sometimes there), so a
// change of the raw type fails to compile where the public one is derived.

/** Raw with R's fields in its place; R's fields that Raw has must be assignable to Raw's. */
export type Narrow<Raw, R extends { [K in keyof R]?: K extends keyof Raw ? Raw[K] : unknown }> = Omit<Raw, keyof R> & R;
