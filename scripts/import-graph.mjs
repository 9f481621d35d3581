// @ts-check
// The import graph of a TypeScript source folder (the app: web/src/app), read from the source
// text: every relative `import`, `import type`, `export ... from` and `import('...')`, './x.js'
// meaning './x.ts'. Type-only imports count (ESLint's import/no-cycle counts them too): a cycle
// of types still ties the files together. Used by tests/scripts/app-imports.test.mjs;
// `node scripts/import-graph.mjs [folder]` prints the cycles and exits 1 when there is one.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?\sfrom\s+['"]([^'"]+)['"]|(?:^|[\s;])import\s*\(?\s*['"]([^'"]+)['"]/gm;

/** @param {string} dir @returns {string[]} every .ts file below dir */
function tsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Comments removed, so an import in a comment is not an edge. @param {string} text */
const code = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\\])\/\/.*$/gm, '$1');

/**
 * The folder's graph: file (relative to root) -> the files it imports (relative to root).
 * Relative imports of non-TypeScript files (CSS, Markdown) are left out; a relative import of
 * a TypeScript file that does not exist throws, naming the file and the specifier.
 * @param {string} root
 * @returns {Map<string, string[]>}
 */
export function importGraph(root) {
  const graph = new Map();
  for (const file of tsFiles(root)) {
    const edges = [];
    for (const m of code(readFileSync(file, 'utf8')).matchAll(SPECIFIER)) {
      const spec = m[1] ?? m[2] ?? '';
      if (!spec.startsWith('.')) continue; // a package
      const bare = spec.replace(/\?.*$/, '');
      if (!/\.(js|ts)$/.test(bare)) continue; // CSS, Markdown
      const target = resolve(dirname(file), bare.replace(/\.js$/, '.ts'));
      if (!existsSync(target))
        throw new Error(`${relative(root, file)}: '${spec}' names no file (${relative(root, target)})`);
      edges.push(relative(root, target));
    }
    graph.set(relative(root, file), edges);
  }
  return graph;
}

/**
 * The import cycles a depth-first walk meets (one per import that closes a loop), each as the
 * files around it with the first repeated at the end (["a.ts", "b.ts", "a.ts"]); empty when
 * the graph has none.
 * @param {Map<string, string[]>} graph
 * @returns {string[][]}
 */
export function importCycles(graph) {
  /** @type {string[][]} */
  const cycles = [];
  /** @type {Map<string, 'open' | 'done'>} */
  const state = new Map();
  /** @type {string[]} */
  const path = [];
  /** @param {string} file */
  const visit = (file) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const s = state.get(next);
      if (s === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!s) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}

/** A cycle as one line: "app.ts -> state/jobs.ts -> app.ts". @param {string[]} cycle */
export const cycleText = (cycle) => cycle.join(' -> ');

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../web/src/app');
  const cycles = importCycles(importGraph(root));
  for (const c of cycles) console.log(`import cycle: ${cycleText(c)}`);
  process.exitCode = cycles.length ? 1 : 0;
}
