// Serves the built app (dist/app) on 127.0.0.1 until interrupted and prints its URL.
// Usage: node scripts/serve-app.mjs [port]   (default 8080; 0 picks any free port)
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from './static-server.mjs';

const dir = fileURLToPath(new URL('../dist/app/', import.meta.url));
if (!existsSync(`${dir}index.html`)) {
  console.error('dist/app is not built: run scripts/build-app.sh');
  process.exit(1);
}
const port = Number(process.argv[2] ?? process.env.PORT ?? 8080);
const { url } = await serve(dir, port);
console.log(`Sudoku Lab is running at ${url}  (Ctrl+C to stop)`);
