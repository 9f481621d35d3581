// The package's files for CDNs (pkg/cdn/): each browser entry and each worker of pkg/lib bundled
// into one file (rolldown), so a page importing pkg/cdn/element.js from a CDN makes a few
// requests, not one per module (the page and its worker each fetched errors.js, protocol.js,
// ...). The wasm stays in pkg/wasm: the bundles sit one folder beside pkg/lib, so the lib's
// `new URL('./x-worker.js', import.meta.url)` names the bundled worker and `../wasm/x.wasm` the
// module, unchanged. An entry's dynamic import (the element's variants engine, fetched the first
// time a board meets a variant) stays a chunk of its own, loaded then. lz-string is bundled, so
// pkg/cdn/links.js needs no import map.
// Usage: node scripts/bundle-cdn.mjs (after pkg/lib and pkg/wasm are built)
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'rolldown';
import { root } from './package-manifests.mjs';

/** The browser entries (package.json's exports without a node condition use these files too). */
export const CDN_ENTRIES = ['element', 'play', 'solver', 'index', 'variants', 'links'];
/** The module workers the entries start (by `new URL('./<name>.js', import.meta.url)`). */
export const CDN_WORKERS = ['play-lite-worker', 'play-worker', 'worker', 'solver-worker', 'variants-worker'];

const lib = join(root, 'pkg/lib');
const out = join(root, 'pkg/cdn');

/** One file (and its dynamic chunks) for pkg/lib/<name>.js, as pkg/cdn/<name>.js. */
async function bundle(/** @type {string} */ name) {
  const input = join(lib, `${name}.js`);
  if (!existsSync(input)) throw new Error(`${input} is missing: build pkg/lib first (scripts/build-wasm.sh)`);
  await build({
    input: { [name]: input },
    platform: 'browser',
    // The entry's file may take in code its dynamic chunk shares with it (one file, not three).
    preserveEntrySignatures: 'allow-extension',
    // The Emscripten glue's Node branch (never taken in a browser) names Node's modules.
    external: [/^node:/],
    logLevel: 'warn',
    output: {
      dir: out,
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: `${name}-[name]-[hash].js`,
      minify: true,
    },
  });
}

rmSync(out, { recursive: true, force: true });
for (const name of [...CDN_ENTRIES, ...CDN_WORKERS]) await bundle(name);
