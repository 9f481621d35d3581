// @ts-check
// A minimal npm registry on 127.0.0.1 serving packed tarballs, so a test can run what a
// user runs against the public registry (`npx sudoku-lab`, which fetches packages on demand)
// without reaching it: GET /<name> answers the package document, GET /<name>/-/<file> the tarball.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename } from 'node:path';

/**
 * @param {string[]} tarballs
 * @returns {Promise<{ url: string, requests: string[], close: () => Promise<void> }>}
 */
export function serveRegistry(tarballs) {
  const packages = new Map(
    tarballs.map((t) => {
      const manifest = JSON.parse(execFileSync('tar', ['xzOf', t, 'package/package.json'], { encoding: 'utf8' }));
      const data = readFileSync(t);
      const dist = {
        integrity: `sha512-${createHash('sha512').update(data).digest('base64')}`,
        shasum: createHash('sha1').update(data).digest('hex'),
      };
      return [manifest.name, { manifest, data, dist, file: basename(t) }];
    }),
  );
  /** @type {string[]} */
  const requests = [];
  let url = '';
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(path);
    const [, name = '', dash, file] = path.split('/');
    const p = packages.get(name);
    if (p && dash === undefined) {
      const { manifest, dist } = p;
      const version = {
        ...manifest,
        _id: `${name}@${manifest.version}`,
        dist: { ...dist, tarball: `${url}/${name}/-/${p.file}` },
      };
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(
        JSON.stringify({ name, 'dist-tags': { latest: manifest.version }, versions: { [manifest.version]: version } }),
      );
    }
    if (p && dash === '-' && file === p.file)
      return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(p.data);
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
      resolve({ url, requests, close: () => new Promise((r) => server.close(() => r(undefined))) });
    }),
  );
}
