// The .wasm for a Node worker: a file path or file: URL read from disk (the 3.1.6 glue cannot
// fetch file: URLs), or an http(s) URL fetched.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SudokuError } from '../errors.js';
import type { ModuleFile, WasmSource } from './load-module.js';
import { compileBytes, compileUrl } from './load-wasm.js';

/** An entry's .wasm in a Node worker: wasmUrl (a path, file: or http(s) URL), else the package's own. */
export function wasmInNode(file: ModuleFile, wasmUrl: string | undefined, own: URL): WasmSource {
  const url = wasmUrl ?? own.href;
  if (/^https?:/i.test(url)) return { file, where: url, compiled: compileUrl(url) };
  const path = url.startsWith('file:') ? fileURLToPath(url) : url;
  return { file, where: path, compiled: compileFile(path) };
}

async function compileFile(path: string): Promise<WebAssembly.Module> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch (e) {
    throw new SudokuError(
      `could not read the WebAssembly module ${path}: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  return compileBytes(bytes, path);
}
