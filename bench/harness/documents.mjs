// @ts-check
// The benchmark documents and where each generated table lives: docs/BENCHMARKS.md (the
// overview) and the area files of docs/benchmarks/*.md. The one place that knows that list:
// report.mjs writes tables through it and tests/bench/benchmarks-doc.test.mjs checks them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './harness.mjs';

export const docsDir = join(root, 'docs');

/** The benchmark documents of a docs folder: BENCHMARKS.md, then benchmarks/*.md by name. */
export function benchmarkDocs(dir = docsDir) {
  const areas = join(dir, 'benchmarks');
  const files = existsSync(areas) ? readdirSync(areas).filter((f) => f.endsWith('.md')) : [];
  return [join(dir, 'BENCHMARKS.md'), ...files.sort().map((f) => join(areas, f))];
}

/** The markers around a generated table. @param {string} id */
export const markers = (id) => ({ open: `<!-- bench:${id} -->`, close: `<!-- /bench:${id} -->` });

/** Every opening marker's id in a text, in order (an id opened twice is listed twice). @param {string} text */
export const openedIds = (text) => [...text.matchAll(/<!-- bench:([a-z0-9-]+) -->/g)].map((m) => m[1] ?? '');

/**
 * For each table id, the documents that open its markers (a document once per opening), so
 * a caller sees an id in no document or in two.
 * @param {string[]} files @returns {Map<string, string[]>}
 */
export function markerHomes(files) {
  /** @type {Map<string, string[]>} */
  const homes = new Map();
  for (const f of files)
    for (const id of openedIds(readFileSync(f, 'utf8'))) homes.set(id, [...(homes.get(id) ?? []), f]);
  return homes;
}
