// @ts-check
// A static server for the examples' pages: one origin per server, CORS headers when it plays a
// CDN, and a stop() that also drops kept-alive connections, so that a page reloaded after it
// finds no server at all (the offline test).
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
};

/**
 * Serves dir (a directory's index.html for its path) on 127.0.0.1.
 * @param {string} dir @param {{ cors?: boolean }} [options]
 * @returns {Promise<{ url: string, origin: string, requests: string[], stop: () => Promise<void> }>}
 */
export function serve(dir, { cors = false } = {}) {
  /** @type {string[]} */
  const requests = [];
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    requests.push(path);
    /** @type {Record<string, string>} */
    const headers = cors ? { 'access-control-allow-origin': '*' } : {};
    try {
      let file = join(dir, path);
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404, { ...headers, 'content-type': 'text/plain' }).end(`not found: ${path}`);
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      const origin = `http://127.0.0.1:${port}`;
      resolve({
        url: `${origin}/`,
        origin,
        requests,
        stop: () =>
          new Promise((done) => {
            server.close(() => done(undefined));
            server.closeAllConnections();
          }),
      });
    }),
  );
}
