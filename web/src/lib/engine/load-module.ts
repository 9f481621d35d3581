// Starting the Emscripten module on a module compiled beforehand (load-wasm.ts), so that
// every failure rejects: a bad file, an instantiation error, an abort in the glue, and a
// .wasm that is not the one the entry's glue was built with.
import { SudokuError } from '../errors.js';

type Factory<M> = (options: {
  instantiateWasm(
    imports: WebAssembly.Imports,
    receive: (i: WebAssembly.Instance, m: WebAssembly.Module) => void,
  ): object;
  onAbort(what: unknown): void;
}) => Promise<M>;

/** The .wasm an entry's worker runs: its file name in the package, where it is read from, its compilation. */
export interface WasmSource {
  file: ModuleFile;
  where: string;
  compiled: Promise<WebAssembly.Module>;
}

/**
 * A binding each module has, and one the next larger module has and it lacks (wasm/*.d.mts).
 * Another module's .wasm under an entry's glue may load without failing (the imports are
 * minified to the same names) yet lack the entry's bindings. The variants module has no
 * `methods`, the others all have it.
 */
const BINDINGS = {
  'sudoku-solver.wasm': ['methods', 'solveFast', 'generate'],
  'sudoku-play.wasm': ['methods', 'generate', 'evolveStart'],
  'sudoku-play-lite.wasm': ['methods', 'generate', 'evolveStart'], // the play module's bindings, all of them
  'sudoku.wasm': ['methods', 'evolveStart', ''],
  'sudoku-variants.wasm': ['variantSolve', 'variantGenerate', 'methods'],
} as const;
export type ModuleFile = keyof typeof BINDINGS;

function fits(mod: unknown, file: ModuleFile): boolean {
  const m = mod as Record<string, unknown>;
  const [first, has, lacks] = BINDINGS[file];
  return typeof m[first] === 'function' && typeof m[has] === 'function' && m[lacks] === undefined;
}

export async function loadModule<M>(factory: Factory<M>, wasm: WasmSource): Promise<M> {
  const module = await wasm.compiled;
  const mismatch = (detail: string) =>
    new SudokuError(
      `${wasm.where} is not ${wasm.file}, the module this entry runs (another entry's or version's?): ${detail}`,
    );
  const mod = await new Promise<M>((resolve, reject) => {
    factory({
      instantiateWasm(imports, receive) {
        WebAssembly.instantiate(module, imports).then(
          (instance) => {
            // The glue registers the bindings here: another module's calls its imports with
            // arguments they do not take.
            try {
              receive(instance, module);
            } catch (e) {
              reject(mismatch(String(e)));
            }
          },
          (e: unknown) =>
            reject(
              e instanceof WebAssembly.LinkError
                ? mismatch(String(e))
                : new SudokuError(`the WebAssembly module could not be instantiated: ${String(e)}`),
            ),
        );
        return {};
      },
      onAbort: (what) => reject(new SudokuError(`the WebAssembly module aborted: ${String(what)}`)),
    }).then(resolve, reject);
  });
  if (!fits(mod, wasm.file)) throw mismatch("its bindings are not the entry's");
  return mod;
}
