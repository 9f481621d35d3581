#!/usr/bin/env node
// Builds tests/data/community-variants-sudokupad.json from a snapshot of SudokuPad's tools
// (github.com/SudokuPad/sudokutools): the community puzzles its rules parser is tested on,
// src/rulesparser/testfpuzzles.json, each [title and author, f-puzzles data (lz-string, base64),
// solution]. Kept: the puzzles that state their solution, whose rules are all f-puzzles keys the
// corpus checker knows, with nothing drawn that may carry a rule (lines, text, shapes), and whose
// solution the checker accepts. Run by hand; the tests only read the output.
//
//   node scripts/corpus/build-sudokupad-variants.mjs <snapshot: checkout or bare git dir> [--commit <rev>]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lz from 'lz-string';
import { INERT_KEYS, KIND_OF_KEY, kindsOf } from './fpuzzles-kinds.mjs';
import { checkSolution } from '../../tests/lib/fpuzzles-checker.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const snapshot = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--commit');
const commit = args.includes('--commit') ? args[args.indexOf('--commit') + 1] : 'HEAD';
if (!snapshot) {
  console.error(
    'usage: build-sudokupad-variants.mjs <sudokutools snapshot: checkout or bare git dir> [--commit <rev>]',
  );
  process.exit(2);
}
const path = 'src/rulesparser/testfpuzzles.json';
const checkout = existsSync(join(snapshot, path));
const git = (/** @type {string[]} */ a) =>
  execFileSync('git', ['--git-dir', snapshot, ...a], { maxBuffer: 1 << 30 }).toString();
const rev = checkout ? 'working tree' : git(['rev-parse', '--short', commit]).trim();
/** @type {[string, string, string][]} */
const list = JSON.parse(checkout ? readFileSync(join(snapshot, path), 'utf8') : git(['show', `${commit}:${path}`]));

/** Cell fields that state no rule (colours, a player's marks) and those the checker reads. */
const CELL_KEYS = new Set([
  'value',
  'given',
  'region',
  'givenPencilMarks',
  'centerPencilMarks',
  'cornerPencilMarks',
  'c',
  'highlight',
]);

/** Why a puzzle is left out, or null to keep it. */
function reasonToLeaveOut(/** @type {Record<string, any>} */ fp, /** @type {string} */ solution) {
  if (typeof solution !== 'string' || solution.length !== fp.size ** 2) return 'no stated n*n solution';
  for (const [key, value] of Object.entries(fp)) {
    if (INERT_KEYS.has(key) || key === 'negative' || value === false || (Array.isArray(value) && value.length === 0))
      continue;
    // Drawn shapes, text and lines may state a rule in the puzzle's rules text: not checkable here.
    if (key === 'line' && value.every((/** @type {any} */ l) => l.isNewConstraint)) continue;
    if (!(key in KIND_OF_KEY)) return `key ${key}`;
  }
  const cellKey = fp.grid
    .flat()
    .flatMap((/** @type {object} */ c) => Object.keys(c))
    .find((k) => !CELL_KEYS.has(k));
  if (cellKey) return `cell key ${cellKey}`;
  const broken = checkSolution(fp, solution);
  return broken.length ? `the stated solution breaks a rule as the checker reads it (${broken[0]})` : null;
}

const slug = (/** @type {string} */ s) =>
  s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const kept = [];
/** @type {Map<string, string[]>} */
const excluded = new Map();
list.forEach(([title, data, solution], i) => {
  const fp = JSON.parse(/** @type {string} */ (lz.decompressFromBase64(data)));
  const reason = reasonToLeaveOut(fp, solution);
  if (reason) {
    excluded.set(reason, [...(excluded.get(reason) ?? []), title]);
    return;
  }
  const name = /^"([^"]+)"/.exec(title)?.[1] ?? title;
  kept.push({
    id: `sudokupad-${slug(name)}`,
    name: title,
    source: { file: path, collection: 'sudokutools rules-parser tests', index: i + 1 },
    src: [],
    constraints: kindsOf(fp),
    fpuzzles: fp,
    solution,
  });
});
const out = join(root, 'tests/data/community-variants-sudokupad.json');
writeFileSync(out, `[\n${kept.map((e) => JSON.stringify(e)).join(',\n')}\n]\n`);
console.log(`sudokutools ${rev}: ${list.length} puzzles, ${kept.length} kept -> ${out}`);
for (const [reason, titles] of excluded)
  console.log(`left out, ${reason}: ${titles.length} (${titles.map((t) => t.slice(0, 30)).join('; ')})`);
