// @ts-check
// A static server for the hosting tests: one origin per server (127.0.0.1 and its own port),
// optionally sending CORS headers (as a CDN does), and with fixed answers for some paths
// (a 404, HTML where the wasm should be, the wasm under the wrong content type).
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

/** @type {Record<string, string>} */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/**
 * @typedef {{ status?: number, type?: string, body?: string | Buffer, file?: string }} Fixed
 * @param {string} dir
 * @param {{ cors?: boolean, fixed?: Record<string, Fixed> }} [options]
 * @returns {Promise<{ url: string, origin: string, requests: string[], close: () => Promise<void> }>}
 */
export function serveHost(dir, options = {}) {
  /** @type {string[]} */
  const requests = [];
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    requests.push(path);
    /** @type {Record<string, string>} */
    const headers = options.cors ? { 'access-control-allow-origin': '*' } : {};
    const fixed = options.fixed?.[path];
    if (fixed) {
      const body = fixed.file ? readFileSync(fixed.file) : (fixed.body ?? '');
      res.writeHead(fixed.status ?? 200, { ...headers, 'content-type': fixed.type ?? 'text/plain' }).end(body);
      return;
    }
    let file = join(dir, path);
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      res
        .writeHead(200, { ...headers, 'content-type': types[extname(file)] ?? 'application/octet-stream' })
        .end(readFileSync(file));
    } catch {
      res.writeHead(404, { ...headers, 'content-type': 'text/html' }).end('<!doctype html><title>404</title>not found');
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
        // Kept-alive connections are dropped too: a page reloaded after close() finds no server (offline tests).
        close: () =>
          new Promise((r) => {
            server.close(() => r(undefined));
            server.closeAllConnections();
          }),
      });
    }),
  );
}
