// @ts-check
// A saved game (Game.toJSON, kept in localStorage by the app and the element) never holds the
// answer in plain digits, a player could read it there; it is sealed against the givens and
// reads back whole. Saves from before the seal (a plain `answer`) still read back, and a seal
// that was edited or belongs to other givens gives no answer rather than a wrong one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Game } from '../../pkg/lib/player/game.js';
import { seal, unseal } from '../../pkg/lib/player/seal.js';

const PUZZLE = '006200080008970000004810500000060002070000030600050000002047100003028400050001200';
const ANSWER = '716235984528974316394816527845163792271489635639752841982647153163528479457391268';
const digits = (/** @type {string} */ p) => [...p].map((ch) => (/[1-9]/.test(ch) ? Number(ch) : 0));

/** A game of PUZZLE in play with its answer and one entry. */
function played() {
  const g = new Game();
  g.load(digits(PUZZLE), 'play', { difficulty: 'easy' }, ANSWER);
  g.input([0], 'digit', 7);
  return g;
}

test('a saved game holds no plain answer, and its answer reads back', () => {
  const text = JSON.stringify(played().toJSON());
  assert.ok(!text.includes(ANSWER), 'the answer in plain digits');
  // Nor any long run of it: no 9 cells of the answer in a row, anywhere in the text.
  for (let i = 0; i + 9 <= ANSWER.length; i++) assert.ok(!text.includes(ANSWER.slice(i, i + 9)), `cells ${i}..`);
  assert.doesNotMatch(text, /"answer"/);
  const back = new Game();
  assert.equal(back.fromJSON(JSON.parse(text)), true);
  assert.equal(back.answer, ANSWER);
  assert.equal(back.entries[0], 7);
});

test('a save from before the seal (its answer in plain digits) reads back with its answer', () => {
  const { sealedAnswer: _, ...old } = played().toJSON();
  const back = new Game();
  assert.equal(back.fromJSON({ ...old, answer: ANSWER }), true);
  assert.equal(back.answer, ANSWER);
  // Saved again, it is sealed.
  assert.ok(!JSON.stringify(back.toJSON()).includes(ANSWER));
});

test('an edited seal, or one of other givens, gives no answer rather than a wrong one', () => {
  const saved = played().toJSON();
  const edited = new Game();
  assert.equal(edited.fromJSON({ ...saved, sealedAnswer: `${saved.sealedAnswer.slice(0, -1)}!` }), true);
  assert.equal(edited.answer, '', 'a character outside the seal');
  const short = new Game();
  assert.equal(short.fromJSON({ ...saved, sealedAnswer: saved.sealedAnswer.slice(1) }), true);
  assert.equal(short.answer, '', 'a seal of the wrong length');
  // Other givens: the seal reads as something else, never this answer.
  const other = digits(PUZZLE).map((d, c) => (c === 2 ? 0 : d));
  assert.notEqual(unseal(seal(ANSWER, digits(PUZZLE)), other), ANSWER);
});

test('seal and unseal: every symbol of every size, round trip', () => {
  const symbols = '123456789ABCDEFG';
  for (const n of [4, 6, 9, 12, 16]) {
    const answer = Array.from({ length: n * n }, (_, i) => symbols[i % n]).join('');
    const givens = Array.from({ length: n * n }, (_, i) => (i % 5 ? 0 : (i % n) + 1));
    const sealed = seal(answer, givens);
    assert.equal(sealed.length, answer.length);
    assert.equal(unseal(sealed, givens), answer, `${n}x${n}`);
  }
});
