// @ts-check
// sudoku-lab/element imported in Node, as a server-side renderer does: no HTMLElement, no
// customElements there, so the module defines nothing and must not throw.
import assert from 'node:assert/strict';
import { test } from 'node:test';

test('importing sudoku-lab/element in Node does not throw and defines nothing', async () => {
  assert.equal(typeof globalThis.HTMLElement, 'undefined');
  const m = await import('../../pkg/lib/element.js');
  assert.equal(typeof m.SudokuBoard, 'function');
  assert.equal(m.defineSudokuBoard(), false, 'no custom element registry in Node');
  assert.deepEqual(m.SudokuBoard.observedAttributes, [
    'puzzle',
    'variant',
    'size',
    'difficulty',
    'seed',
    'daily',
    'hints',
    'theme',
  ]);
  // The 1.x surface and nothing else: the player's parts are the app's (element-internal.js).
  assert.deepEqual(Object.keys(m).sort(), ['HINT_LIMIT', 'SudokuBoard', 'TOKENS', 'dailySeed', 'defineSudokuBoard']);
});

test("the player's pure parts, the app's through its internal path, work in Node too", async () => {
  const parts = await import('../../pkg/lib/element-internal.js');
  const game = new parts.Game();
  game.load([...'1'.repeat(81)].map(Number));
  assert.equal(game.givensText(), '1'.repeat(81));
  assert.equal(parts.today(new Date(2024, 0, 5)), '2024-01-05');
});
