// The .wasm for a Node worker: a file path or file: URL read from disk (the 3.1.6 glue cannot
// fetch file: URLs), or an http(s) URL fetched.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SudokuError } from '../errors.js';
import { compileBytes, compileUrl } from './load-wasm.js';

export async function compileInNode(wasmUrl: string | undefined, fallback: URL): Promise<WebAssembly.Module> {
  const where = wasmUrl ?? fallback.href;
  if (/^https?:/i.test(where)) return compileUrl(where);
  const path = where.startsWith('file:') ? fileURLToPath(where) : where;
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch (e) {
    throw new SudokuError(`could not read the WebAssembly module ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
  return compileBytes(bytes, path);
}
