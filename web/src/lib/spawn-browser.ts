// A worker client's Spawn over a browser module Web Worker, and where an entry's worker
// comes from. Bundlers find workers only in a literal `new Worker(new URL(...))`, so each
// entry passes its own literal (createDefault) beside the URL it stands for.
import type { Spawn } from './client.js';
import { SudokuOptionError } from './errors.js';

export const browserSpawn =
  (create: () => Worker): Spawn =>
  (events) => {
    const worker = create();
    worker.onmessage = (e) => events.message(e.data);
    worker.onerror = (e) => {
      e.preventDefault();
      events.error(e.message || notLoaded(workerLabel(worker)));
    };
    worker.onmessageerror = () => events.error('a message could not be read');
    return { post: (m) => worker.postMessage(m), terminate: () => worker.terminate() };
  };

/**
 * A worker that fails to load says nothing of why (the event has no message): a missing
 * file, a server error, or the page's Content-Security-Policy, whose worker-src governs the
 * worker and every module it imports (the cross-origin path's blob: worker and the CDN's files).
 */
const notLoaded = (url: string) =>
  `the worker script could not be loaded (${url}): is it served there, and does the page's Content-Security-Policy allow it? ` +
  `worker-src (or script-src, without worker-src) must list its origin, and blob: when it is on another origin than the page`;

const labels = new WeakMap<Worker, string>();
const workerLabel = (w: Worker) => labels.get(w) ?? 'worker';

/** A URL option resolved against the page (a relative path is the page's). */
export function resolveUrl(value: unknown, name: string): URL {
  if (!(typeof value === 'string' || value instanceof URL))
    throw new SudokuOptionError(`${name} must be a URL (string or URL), got ${typeof value}`);
  try {
    return new URL(String(value), globalThis.location?.href);
  } catch {
    throw new SudokuOptionError(`${name} is not a valid URL: ${String(value)}`);
  }
}

/** One blob module per worker URL: `import "<url>"`, so a worker from another origin runs same-origin. */
const blobs = new Map<string, string>();
function crossOriginWorker(url: URL, name: string): Worker {
  let blob = blobs.get(url.href);
  if (!blob) {
    blob = URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)};\n`], { type: 'text/javascript' }));
    blobs.set(url.href, blob);
  }
  return new Worker(blob, { type: 'module', name });
}

/**
 * The Spawn of a browser entry: its own worker (createDefault, at defaultUrl) or
 * workerUrl; a worker on another origin than the page (a CDN) starts through a same-origin
 * blob module that imports it (the worker then fetches its .wasm from its own origin, which
 * must send CORS headers, as CDNs do).
 */
export function browserEntrySpawn(
  workerUrl: unknown,
  defaultUrl: URL,
  createDefault: () => Worker,
  name: string,
): Spawn {
  const url = workerUrl === undefined ? defaultUrl : resolveUrl(workerUrl, 'workerUrl');
  const origin = globalThis.location?.origin;
  const create =
    origin !== undefined && origin !== 'null' && url.origin !== origin && /^https?:$/.test(url.protocol)
      ? () => crossOriginWorker(url, name)
      : workerUrl === undefined
        ? createDefault
        : () => new Worker(url, { type: 'module', name });
  return browserSpawn(() => {
    const w = create();
    labels.set(w, url.href);
    return w;
  });
}

export const defaultBrowserWorkers = (): number => globalThis.navigator?.hardwareConcurrency ?? 2;
