// @ts-check
// <sudoku-board>'s typings as a TypeScript project gets them from the packed tarball: the
// element's attributes and events in plain TypeScript (document.querySelector, addEventListener),
// in React and Preact TSX, in Vue's GlobalComponents and in Svelte's SvelteHTMLElements (what
// vue-tsc and svelte-check read). Each consumer file compiles with tsc --strict; each
// `@ts-expect-error` line (a value an attribute does not take, a wrong type, a detail field an
// event lacks, an internal export) must be an error there, or tsc fails on the unused directive.
// The frameworks' own types come from the repository's node_modules (devDependencies).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { root } from '../wasm/helpers.mjs';
import { bin, installTarball } from './consumer.mjs';

/** @type {string} */
let dir;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-element-types-'));
  installTarball(dir);
  for (const dep of ['@types/react', 'preact', 'vue', 'svelte']) {
    mkdirSync(dirname(join(dir, 'node_modules', dep)), { recursive: true });
    symlinkSync(join(root, 'node_modules', dep), join(dir, 'node_modules', dep), 'dir');
  }
});
after(() => rmSync(dir, { recursive: true, force: true }));

/**
 * tsc --strict on one file (bundler resolution, as Vite projects have it); its errors, if any.
 * @param {string} file @param {string} text @param {string[]} [options]
 */
function check(file, text, options = []) {
  writeFileSync(join(dir, file), text);
  const args = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler'];
  try {
    execFileSync(bin('tsc'), [...args, '--lib', 'es2022,dom', ...options, file], {
      cwd: dir,
      encoding: 'utf8',
    });
    return '';
  } catch (e) {
    return String(/** @type {{ stdout?: string }} */ (e).stdout ?? e);
  }
}

test('TypeScript: the tag is a SudokuBoard, addEventListener knows each event, the attributes their values', () => {
  const errors = check(
    'element.ts',
    `import { SudokuBoard, type SudokuBoardAttributes, type SudokuBoardEventMap } from 'sudoku-lab/element';
const board = document.querySelector('sudoku-board');
if (board) {
  board.addEventListener('solved', (e) => e.detail.timeMs.toFixed());
  board.addEventListener('change', (e) => e.detail.grid.length);
  board.addEventListener('hint', (e) => e.detail.press);
  board.addEventListener('click', (e) => e.clientX);
  board.removeEventListener('mistake', (e) => e.detail.cell);
  // @ts-expect-error a mistake's detail has no time
  board.addEventListener('mistake', (e) => e.detail.timeMs);
}
const made: SudokuBoard = document.createElement('sudoku-board');
const solved: SudokuBoardEventMap['solved']['detail']['mistakes'] = 0;
const attributes: SudokuBoardAttributes = { variant: 'killer,x', size: 6, difficulty: 'hard', seed: 3, daily: 'today', hints: 'limited', theme: 'dark' };
// @ts-expect-error not a size
const size: SudokuBoardAttributes = { size: 5 };
// @ts-expect-error not a variant
const variant: SudokuBoardAttributes = { variant: 'sandwich' };
export { made, solved, attributes, size, variant };
`,
  );
  assert.equal(errors, '');
});

test('TypeScript: the entry exports the 1.x surface, not the player internals', () => {
  const errors = check(
    'internals.ts',
    `// @ts-expect-error the game is the app's, not the package's
import { Game } from 'sudoku-lab/element';
// @ts-expect-error so is the player
import { Player } from 'sudoku-lab/element';
// @ts-expect-error and the DOM builder
import { el } from 'sudoku-lab/element';
// @ts-expect-error and the clock
import { clock } from 'sudoku-lab/element';
import { HINT_LIMIT, TOKENS, dailySeed, defineSudokuBoard } from 'sudoku-lab/element';
export { Game, Player, el, clock, HINT_LIMIT, TOKENS, dailySeed, defineSudokuBoard };
`,
  );
  assert.equal(errors, '');
});

const JSX_CHECKS = `
export const ok = (
  <sudoku-board
    difficulty="hard"
    variant="killer"
    size={6}
    seed={3}
    hints="limited"
    theme="auto"
    class="board"
    onsolved={(e) => console.log(e.detail.timeMs, e.detail.puzzle)}
    onchange={(e) => console.log(e.detail.grid)}
  />
);
export const daily = <sudoku-board daily="2026-11-23" difficulty="medium" />;
// @ts-expect-error not a difficulty
export const difficulty = <sudoku-board difficulty="impossible" />;
// @ts-expect-error not a size
export const size = <sudoku-board size={5} />;
// @ts-expect-error not a hints mode
export const hints = <sudoku-board hints="sometimes" />;
// @ts-expect-error a solved event has no cell
export const detail = <sudoku-board onsolved={(e) => e.detail.cell} />;
`;

test('React TSX: <sudoku-board> with typed attributes and on<event> listeners (sudoku-lab/react)', () => {
  const errors = check(
    'react.tsx',
    `import 'sudoku-lab/element';
import type {} from 'sudoku-lab/react';
${JSX_CHECKS.replace('class="board"', 'className="board"')}`,
    ['--jsx', 'react-jsx', '--jsxImportSource', 'react'],
  );
  assert.equal(errors, '');
  // Without the typings React knows no such tag: the error the typings fix.
  const without = check('react-untyped.tsx', `export const a = <sudoku-board difficulty="hard" />;\n`, [
    '--jsx',
    'react-jsx',
    '--jsxImportSource',
    'react',
  ]);
  assert.match(without, /sudoku-board/);
});

test('Preact TSX: <sudoku-board> with typed attributes and on<event> listeners (sudoku-lab/preact)', () => {
  const errors = check(
    'preact.tsx',
    `import 'sudoku-lab/element';
import type {} from 'sudoku-lab/preact';
${JSX_CHECKS}`,
    ['--jsx', 'react-jsx', '--jsxImportSource', 'preact'],
  );
  assert.equal(errors, '');
});

test('Vue: <sudoku-board> in GlobalComponents, the props vue-tsc checks templates against (sudoku-lab/vue)', () => {
  const errors = check(
    'vue.ts',
    `import 'sudoku-lab/element';
import type {} from 'sudoku-lab/vue';
import type { GlobalComponents } from 'vue';
type Props = InstanceType<GlobalComponents['sudoku-board']>['$props'];
export const ok: Props = { difficulty: 'hard', variant: 'jigsaw', size: '6', onSolved: (e) => void e.detail.hints, onMistake: (e) => void e.detail.digit };
// @ts-expect-error not a difficulty
export const difficulty: Props = { difficulty: 'impossible' };
// @ts-expect-error not a theme
export const theme: Props = { theme: 'sepia' };
// @ts-expect-error a hint's detail has no digit
export const detail: Props = { onHint: (e) => void e.detail.digit };
`,
  );
  assert.equal(errors, '');
});

test('Svelte: <sudoku-board> in SvelteHTMLElements, the attributes svelte-check reads (sudoku-lab/svelte)', () => {
  const errors = check(
    'svelte.ts',
    `import 'sudoku-lab/element';
import type {} from 'sudoku-lab/svelte';
import type { SvelteHTMLElements } from 'svelte/elements';
type Attributes = SvelteHTMLElements['sudoku-board'];
export const ok: Attributes = { difficulty: 'easy', variant: 'classic', hints: 'off', class: 'board', onsolved: (e) => void e.detail.timeMs };
// @ts-expect-error not a hints mode
export const hints: Attributes = { hints: 'sometimes' };
// @ts-expect-error a seed is a number
export const seed: Attributes = { seed: 'lucky' };
`,
  );
  assert.equal(errors, '');
});
