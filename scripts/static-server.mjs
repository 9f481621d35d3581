// A minimal static file server on 127.0.0.1 for the browser tests and benchmarks (serves
// .wasm as application/wasm, as real hosts do). serve(dir, port = 0 (any free port)) -> { url, close() }.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** @param {string} dir @param {number} [port] @returns {Promise<{ url: string, close: () => Promise<void> }>} */
export function serve(dir, port = 0) {
  const server = createServer((req, res) => {
    let path;
    try {
      path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    } catch {
      // A stray '%' is the client's mistake: answer it rather than let the URIError end the server.
      res
        .writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
        .end('bad request: the path is not valid percent-encoding');
      return;
    }
    let file = join(dir, path);
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      statSync(file);
    } catch {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': types[/** @type {keyof types} */ (extname(file))] ?? 'application/octet-stream',
    });
    // A file that vanishes or cannot be read after the stat ends this response only.
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}
