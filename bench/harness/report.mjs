#!/usr/bin/env node
// @ts-check
// Renders the harness's output (JSON lines of tables, rows and notes from harness.hpp and
// harness.mjs) as Markdown, each table under the command that made it, and with --update
// writes each table between its markers
//   <!-- bench:ID -->  ...  <!-- /bench:ID -->
// in whichever benchmark document holds them (docs/BENCHMARKS.md or docs/benchmarks/*.md; the
// list is documents.mjs's), so the documents' tables are generated, never copied by hand. A
// table whose markers are in no document is printed only (a table not yet given a place, such
// as the GA tables, must not stop a long run); markers in two places or never closed are an
// error, and then nothing is written.
// Lines that are not harness records (progress, warnings) go to stderr untouched.
// Usage: benchmark ... | node bench/harness/report.mjs --command "scripts/bench.sh exact" [--update [--docs DIR]]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { benchmarkDocs, docsDir, markerHomes, markers } from './documents.mjs';
import { machineLine, parseArgs } from './harness.mjs';

const usage = 'report.mjs --command "CMD" [--update [--docs DIR]] < records';
const args = parseArgs(['command', 'update!', 'docs'], usage);
if (args.positional.length) {
  console.error(
    `report.mjs takes no file ('${args.positional.join("', '")}'): --update writes each table into the ` +
      `benchmark document that holds its markers (--docs DIR for another docs folder)\nusage: ${usage}`,
  );
  process.exit(2);
}
const command = args.text('command', '');

/** @typedef {{ id: string, title: string, columns: string[], rows: string[][], notes: string[] }} Table */
/** @type {Map<string, Table>} */
const tables = new Map();

/** A cell or title safe inside a Markdown table. @param {string} s */
const cell = (s) => s.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** @param {Table} t */
function render(t) {
  const date = new Date().toISOString().slice(0, 10);
  return [
    `Command: \`${command}\` (${date}; ${machineLine()})`,
    '',
    `#### ${t.title}`,
    '',
    `| ${t.columns.map(cell).join(' | ')} |`,
    `|${t.columns.map(() => '---').join('|')}|`,
    ...t.rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
    ...(t.notes.length ? ['', ...t.notes] : []),
  ].join('\n');
}

for await (const line of createInterface({ input: process.stdin })) {
  /** @type {any} */
  let r = null;
  try {
    r = line.startsWith('{') ? JSON.parse(line) : null;
  } catch {
    r = null; // not JSON: not a record
  }
  if (!r || typeof r.kind !== 'string' || typeof r.table !== 'string') {
    if (line.trim()) process.stderr.write(`${line}\n`);
    continue;
  }
  const t = tables.get(r.table);
  if (r.kind === 'table') {
    // The same id again continues the table (one benchmark run over several invocations).
    if (t && t.columns.join('\u0000') !== r.columns.join('\u0000'))
      throw new Error(`table ${r.table} declared twice with other columns`);
    if (!t) tables.set(r.table, { id: r.table, title: r.title, columns: r.columns, rows: [], notes: [] });
  } else if (!t) {
    throw new Error(`a ${r.kind} of table ${r.table} before the table`);
  } else if (r.kind === 'row') {
    t.rows.push(r.cells);
  } else if (r.kind === 'note') {
    t.notes.push(r.text);
  }
}

// Rendered once, so the document gets the same block (machine line, load average) as stdout.
const blocks = [...tables.values()].map((t) => ({ id: t.id, title: t.title, text: render(t) }));
for (const b of blocks) process.stdout.write(`${b.text}\n\n`);
if (args.has('update')) update(blocks, args.text('docs', docsDir));

/**
 * Writes each table into the document holding its markers (one without markers is printed
 * only); on markers in two places or never closed, reports them all and exits 1 with no
 * document changed.
 * @param {{ id: string, title: string, text: string }[]} list @param {string} dir
 */
function update(list, dir) {
  const docs = benchmarkDocs(dir);
  const name = (/** @type {string} */ f) => relative(dirname(dir), f);
  const homes = markerHomes(docs);
  /** @type {Map<string, string>} */
  const texts = new Map();
  /** @type {string[]} */
  const problems = [];
  for (const t of list) {
    const { open, close } = markers(t.id);
    const files = homes.get(t.id) ?? [];
    if (files.length === 0) {
      console.error(
        `report: ${open} is in no benchmark document (${docs.map(name).join(', ')}); table "${t.title}" printed only`,
      );
      continue;
    }
    if (files.length > 1) {
      problems.push(`${open} is in ${files.length} places: ${files.map(name).join(', ')}; keep one`);
      continue;
    }
    const file = /** @type {string} */ (files[0]);
    const doc = texts.get(file) ?? readFileSync(file, 'utf8');
    const a = doc.indexOf(open),
      b = doc.indexOf(close, a);
    if (b < 0) {
      problems.push(`${name(file)} has ${open} but no ${close} after it`);
      continue;
    }
    texts.set(file, `${doc.slice(0, a + open.length)}\n${t.text}\n${doc.slice(b)}`);
  }
  if (problems.length) {
    console.error(`report: no document written:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  for (const [file, text] of texts) writeFileSync(file, text);
}
