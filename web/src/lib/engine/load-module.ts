// Starting the Emscripten module on a module compiled beforehand (load-wasm.ts), so that
// every failure rejects: a bad file, an instantiation error, an abort in the glue, and a
// .wasm that is not the one the entry's glue was built with.
import { SudokuError } from '../errors.js';

type Factory<M> = (options: {
  instantiateWasm(imports: WebAssembly.Imports, receive: (i: WebAssembly.Instance, m: WebAssembly.Module) => void): object;
  onAbort(what: unknown): void;
}) => Promise<M>;

/** The .wasm an entry's worker runs: its file name in the package, where it is read from, its compilation. */
export interface WasmSource {
  file: ModuleFile;
  where: string;
  compiled: Promise<WebAssembly.Module>;
}

/**
 * The bindings that tell the package's modules apart (wasm/*.d.mts): each has its own and
 * lacks the next larger module's. Another module's .wasm under an entry's glue may load
 * without failing (the imports are minified to the same names) yet lack the entry's bindings.
 */
const BINDINGS = {
  'sudoku-solver.wasm': { has: ['methods', 'readPuzzle', 'solve', 'solveFast'], lacks: 'generate' },
  'sudoku-play.wasm': { has: ['methods', 'readPuzzle', 'solve', 'solveFast', 'generate', 'hint'], lacks: 'evolveStart' },
  'sudoku.wasm': { has: ['methods', 'readPuzzle', 'solve', 'solveFast', 'generate', 'hint', 'evolveStart', 'solveLp'] },
} satisfies Record<string, { has: string[]; lacks?: string }>;
export type ModuleFile = keyof typeof BINDINGS;

function fits(mod: unknown, file: ModuleFile): boolean {
  const m = mod as Record<string, unknown>;
  const { has, lacks } = BINDINGS[file] as { has: string[]; lacks?: string };
  return has.every((b) => typeof m[b] === 'function') && (lacks === undefined || m[lacks] === undefined);
}

export async function loadModule<M>(factory: Factory<M>, wasm: WasmSource): Promise<M> {
  const module = await wasm.compiled;
  const mismatch = (detail: string) =>
    new SudokuError(
      `${wasm.where} is not ${wasm.file}, the module this entry runs (another entry's .wasm, or one from another version of sudoku-lab?): ${detail}`,
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
              reject(mismatch(`its bindings could not be registered: ${String(e)}`));
            }
          },
          (e: unknown) =>
            reject(
              e instanceof WebAssembly.LinkError
                ? mismatch(String(e))
                : new SudokuError(`the WebAssembly module ${wasm.where} could not be instantiated: ${String(e)}`),
            ),
        );
        return {};
      },
      onAbort: (what) => reject(new SudokuError(`the WebAssembly module ${wasm.where} aborted: ${String(what)}`)),
    }).then(resolve, reject);
  });
  if (!fits(mod, wasm.file)) throw mismatch(`it lacks the bindings of ${wasm.file}`);
  return mod;
}
