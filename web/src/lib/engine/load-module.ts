// Starting the Emscripten module on a module compiled beforehand (load-wasm.ts), so that
// every failure rejects: a bad file, an instantiation error, an abort in the glue.
import { SudokuError } from '../errors.js';

type Factory<M> = (options: {
  instantiateWasm(imports: WebAssembly.Imports, receive: (i: WebAssembly.Instance, m: WebAssembly.Module) => void): object;
  onAbort(what: unknown): void;
}) => Promise<M>;

export async function loadModule<M>(factory: Factory<M>, compiled: Promise<WebAssembly.Module>): Promise<M> {
  const module = await compiled;
  return new Promise<M>((resolve, reject) => {
    factory({
      instantiateWasm(imports, receive) {
        WebAssembly.instantiate(module, imports).then(
          (instance) => receive(instance, module),
          (e: unknown) => reject(new SudokuError(`the WebAssembly module could not be instantiated: ${String(e)}`)),
        );
        return {};
      },
      onAbort: (what) => reject(new SudokuError(`the WebAssembly module aborted: ${String(what)}`)),
    }).then(resolve, reject);
  });
}
