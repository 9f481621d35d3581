// Getting the .wasm compiled before the Emscripten glue runs, so that a missing or
// mis-served file fails with its URL and what was found there (the glue alone says
// "expected magic word" or retries silently), and so that browsers compile while the bytes
// stream in when the server says application/wasm.
import { SudokuError } from '../errors.js';
import type { ModuleFile, WasmSource } from './load-module.js';

const MAGIC = [0x00, 0x61, 0x73, 0x6d]; // "\0asm"

/** What the bytes look like when they are not a module: the start of an HTML page, say. */
function sample(bytes: Uint8Array): string {
  const head = bytes.subarray(0, 40);
  const text = Array.from(head, (b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.')).join('');
  return bytes.length === 0 ? 'an empty file' : `${bytes.length} bytes starting "${text}"`;
}

/** Compiles bytes read from `where`, or fails naming it and what it holds. */
export async function compileBytes(bytes: Uint8Array, where: string, servedAs = ''): Promise<WebAssembly.Module> {
  if (bytes.length < 4 || MAGIC.some((b, i) => bytes[i] !== b))
    throw new SudokuError(`${where} is not a WebAssembly module: found ${servedAs}${sample(bytes)}`);
  try {
    return await WebAssembly.compile(bytes as BufferSource);
  } catch (e) {
    throw new SudokuError(`${where} could not be compiled: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * Fetches and compiles the module at url: streaming when the response is application/wasm
 * and the platform has compileStreaming, else from an ArrayBuffer (which also takes a
 * server that sends the right bytes with another type).
 */
export async function compileUrl(url: string): Promise<WebAssembly.Module> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (e) {
    // A browser says only "Failed to fetch": name the usual causes there (the worker's bytes
    // count in every entry's size budget, hence the terse words).
    const why =
      'WorkerGlobalScope' in globalThis
        ? " (server down? no CORS headers? the page's Content-Security-Policy: connect-src?)"
        : '';
    throw new SudokuError(
      `could not fetch the WebAssembly module ${url}: ${e instanceof Error ? e.message : String(e)}${why}`,
    );
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok)
    throw new SudokuError(
      `could not fetch the WebAssembly module ${url}: HTTP ${response.status} ${response.statusText}`.trim(),
    );
  if (/^application\/wasm\b/i.test(type) && typeof WebAssembly.compileStreaming === 'function') {
    try {
      return await WebAssembly.compileStreaming(response.clone());
    } catch {
      // Fall through: the bytes themselves say what is wrong.
    }
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  return compileBytes(bytes, url, `HTTP ${response.status}${type ? `, content-type ${type}` : ''}, `);
}

/** An entry's .wasm in a browser worker: wasmUrl (absolute: the lab resolved it), else the package's own. */
export function wasmInBrowser(file: ModuleFile, wasmUrl: string | undefined, own: URL): WasmSource {
  const where = wasmUrl ?? own.href;
  return { file, where, compiled: compileUrl(where) };
}
