// @ts-check
// The static server behind scripts/start.sh (scripts/serve-app.mjs) and the browser tests:
// malformed request paths get an error status, and the server keeps serving.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { serve } from '../../scripts/static-server.mjs';

/** @type {string} */
let dir;
/** @type {{ url: string, close: () => Promise<void> }} */
let server;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><p>home</p>');
  server = await serve(dir);
});
after(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET (fetch would normalise the path first). @param {string} path */
function get(path) {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('a path that is not valid percent-encoding answers 400 and the server keeps serving', async () => {
  for (const bad of ['/%', '/%E0%A4%A', '/a%zz'])
    assert.deepEqual(await get(bad), { status: 400, body: 'bad request: the path is not valid percent-encoding' }, bad);
  assert.equal(/** @type {any} */ (await get('/')).status, 200);
});

test('paths stay inside the served folder; a NUL byte is a 404, not a crash', async () => {
  assert.equal(/** @type {any} */ (await get('/../../../../etc/passwd')).status, 404);
  assert.equal(/** @type {any} */ (await get('/%2e%2e/%2e%2e/%2e%2e/etc/passwd')).status, 404);
  assert.equal(/** @type {any} */ (await get('/index.html%00')).status, 404);
  assert.match(/** @type {any} */ (await get('/index.html')).body, /home/);
});
