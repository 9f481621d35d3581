// @ts-check
// The size column of the entries table in web/package/README.md (between its size markers):
// the engine payloads budgets.test.mjs measures, read from the README and written into it.
import { readFileSync, writeFileSync } from 'node:fs';
import { root } from '../wasm/helpers.mjs';

export const README = `${root}web/package/README.md`;
const START = '<!-- sizes:';
const END = '<!-- /sizes -->';
/** A table row of an entry: `| \`entry\` | what it has | size |`. */
const ROW = /^\| `([^`]+)` \|(.*)\| ([^|]*) \|$/gm;

/** The README's table between its markers, and where it is. @param {string} text */
function table(text) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`${README}: the size table's markers (${START} ... ${END}) are missing`);
  return { start, end, rows: text.slice(start, end) };
}

/** The sizes the README states, by entry. @returns {Record<string, string>} */
export function statedSizes() {
  return Object.fromEntries([...table(readFileSync(README, 'utf8')).rows.matchAll(ROW)].map((m) => [m[1], m[3]]));
}

/** Writes `sizes` (by entry) into the README's table. @param {Record<string, string>} sizes */
export function writeSizes(sizes) {
  const text = readFileSync(README, 'utf8');
  const { start, end, rows } = table(text);
  const updated = rows.replace(ROW, (row, entry, what) =>
    entry in sizes ? `| \`${entry}\` |${what}| ${sizes[entry]} |` : row,
  );
  writeFileSync(README, text.slice(0, start) + updated + text.slice(end));
}
