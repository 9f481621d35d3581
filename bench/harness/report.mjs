#!/usr/bin/env node
// @ts-check
// Renders the harness's output (JSON lines of tables, rows and notes from harness.hpp and
// harness.mjs) as Markdown, each table under the command that made it, and with --update
// writes each table into docs/BENCHMARKS.md between its markers
//   <!-- bench:ID -->  ...  <!-- /bench:ID -->
// so the document's tables are generated, never copied by hand. Lines that are not harness
// records (progress, warnings) go to stderr untouched.
// Usage: benchmark ... | node bench/harness/report.mjs --command "scripts/bench.sh exact" [--update docs/BENCHMARKS.md]
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { machineLine, parseArgs } from './harness.mjs';

const args = parseArgs(['command', 'update'], 'report.mjs --command "CMD" [--update FILE] < records');
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

const update = args.text('update', '');
let doc = update ? readFileSync(update, 'utf8') : '';
for (const t of tables.values()) {
  const block = render(t);
  process.stdout.write(`${block}\n\n`);
  if (!update) continue;
  const open = `<!-- bench:${t.id} -->`,
    close = `<!-- /bench:${t.id} -->`;
  const a = doc.indexOf(open),
    b = doc.indexOf(close);
  if (a < 0 || b < a) {
    console.error(`report: ${update} has no markers ${open} ... ${close}; table "${t.title}" printed only`);
    continue;
  }
  doc = `${doc.slice(0, a + open.length)}\n${block}\n${doc.slice(b)}`;
}
if (update) writeFileSync(update, doc);
