// @ts-check
// The package README's section on <sudoku-board> names everything a page can style or set: every
// custom property of TOKENS (--sudoku-<name>), every part the player's markup carries, every
// attribute the element observes; and its typings' attributes are the observed ones.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from '../wasm/helpers.mjs';

const readme = readFileSync(join(root, 'web/package/README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## The `<sudoku-board>` element'), readme.indexOf('## Hosting'));
const element = await import('../../pkg/lib/element.js');

test('every custom property of TOKENS is documented', () => {
  const missing = element.TOKENS.map(([name]) => `--sudoku-${name}`).filter(
    (p) => !section.includes(`\`${p}\``) && !/^--sudoku-colour-[2-8]$/.test(p), // written as colour-1 … colour-9
  );
  assert.deepEqual(missing, []);
});

test("every part of the player's markup is documented", () => {
  const dir = join(root, 'web/src/lib/player');
  const parts = new Set();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts')))
    for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/\bpart(?:'|: |', )'([a-z-]+)'/g)) parts.add(m[1]);
  assert.ok(parts.has('board') && parts.has('rules'), [...parts].join());
  const parts_ = /Parts: ([^.]*)\./.exec(section)?.[1] ?? '';
  assert.deepEqual(
    [...parts].filter((p) => !parts_.includes(`\`${p}\``)),
    [],
  );
});

test('every observed attribute is in the attributes table and in SudokuBoardAttributes', () => {
  const types = readFileSync(join(root, 'pkg/lib/element-types.d.ts'), 'utf8');
  const typed = /interface SudokuBoardAttributes \{([\s\S]*?)\n\}/.exec(types)?.[1] ?? '';
  for (const a of element.SudokuBoard.observedAttributes) {
    assert.match(section, new RegExp(`^\\| \`${a}\` \\|`, 'm'), `the README's table has ${a}`);
    assert.match(typed, new RegExp(`^\\s+${a}\\?:`, 'm'), `SudokuBoardAttributes has ${a}`);
  }
});
