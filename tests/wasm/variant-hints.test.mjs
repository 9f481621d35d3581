// @ts-check
// The Hint button on a Killer (player/hint.ts, the engine's variant hints): a move once shown is
// not offered again when the position changes without it (the player keeps no marks, so the engine
// would find the same cage elimination and charge three presses for it again), and the same move
// met again after a change goes on from the press it had reached; a step's name reads as a sentence ("the last cell of the 15 cage at r1c1", "an X-wing in row 2").
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { hinter, techniqueIn } from '../../pkg/lib/player/hint.js';
import { Game } from '../../pkg/lib/player/game.js';
import { shapeOf } from '../../pkg/lib/player/layout.js';
import { createVariantLab } from '../../pkg/lib/variants-node.js';

/** @type {import('../../pkg/lib/variants-node.js').SudokuVariantLab} */
let variants;
before(async () => {
  variants = await createVariantLab();
});
after(() => variants.dispose());

/** A Game on the generated Killer of seed 1, and the player context the Hint button reads, asking engine for hints. @param {any} engine */
async function killerContext(engine) {
  const { puzzle } = await variants.generate({ variants: ['killer'], seed: 1 });
  const model = await variants.model(puzzle);
  const game = new Game();
  game.load(model.givens, 'play', {}, '', shapeOf(model));
  const noop = () => {};
  const ctx = /** @type {any} */ ({
    game,
    board: { highlight: noop, markCandidates: noop },
    say: noop,
    lab: () => Promise.reject(new Error('classic engine not used')),
    variants: () => Promise.resolve(engine),
  });
  return { game, ctx };
}

test('a cage elimination shown by the third press is not offered again after the position changes', async () => {
  /** @type {any[]} */
  const hints = [];
  const { game, ctx } = await killerContext({
    ...variants,
    /** @param {any} request */
    hint: async (request) => {
      const h = await variants.hint(request);
      hints.push(h);
      return h;
    },
  });
  const press = hinter(ctx);
  await press();
  await press();
  await press();
  const first = hints[0];
  assert.equal(hints.length, 1);
  assert.equal(first.kind, 'step');
  assert.ok(first.step.eliminations.length > 0, `the first step removes candidates (${first.step.technique})`);
  assert.equal(first.step.placements.length, 0);
  // The position changes, the puzzle's knowledge not: every digit noted in a cell the step left alone.
  const cell = [...Array(game.cells).keys()].find((c) => !first.step.cells.includes(c));
  game.marks[/** @type {number} */ (cell)] = game.all;
  await press();
  assert.equal(hints.length, 2);
  const again = hints[1];
  assert.equal(again.kind, 'step');
  const key = (/** @type {any} */ s) => JSON.stringify([s.technique, s.eliminations, s.placements]);
  assert.notEqual(key(again.step), key(first.step), 'the move shown is offered again');
  // None of the eliminations shown comes back.
  for (const e of again.step.eliminations)
    assert.ok(!first.step.eliminations.some((/** @type {any} */ f) => f.cell === e.cell && f.digit === e.digit));
});

test('the same move found again on a changed position goes on from the press it had reached', async () => {
  const { game, ctx } = await killerContext(variants);
  /** @type {number[]} */
  const presses = [];
  const press = hinter(ctx, (p) => presses.push(p.press));
  await press(); // where to look
  const far = game.cells - 1;
  game.marks[far] = game.all; // the position changes, the move does not
  await press();
  await press();
  assert.deepEqual(presses, [1, 2, 3]);
  assert.equal(game.hints, 3);
});

test("a step's name in the second press reads as a sentence", () => {
  assert.equal(techniqueIn('Last cell of a cage', 'the 15 cage at r1c1'), 'the last cell of the 15 cage at r1c1');
  assert.equal(techniqueIn('Hidden single', 'box 3'), 'a hidden single in box 3');
  assert.equal(techniqueIn('X-wing', 'row 2'), 'an X-wing in row 2');
  assert.equal(techniqueIn('Alternating inference chain', null), 'an alternating inference chain');
  assert.equal(techniqueIn('Unique rectangle type 1', null), 'a unique rectangle type 1');
  assert.equal(techniqueIn('Locked candidates', 'row 4'), 'locked candidates in row 4');
  assert.equal(
    techniqueIn('Cage single combination', 'the 3 cage at r2c2'),
    'a cage single combination in the 3 cage at r2c2',
  );
});
