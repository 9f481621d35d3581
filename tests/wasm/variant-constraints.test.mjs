// @ts-check
// The constraint layer through sudoku-lab/variants: catalog() lists the core's registry (every kind its
// registry.cpp declares, none copied here; docs/VARIANTS.md's list names each), every f-puzzles key and line
// label it names is read rather than refused, model() hands over each constraint with its shapes to draw,
// write() writes constraints by the core's writers (f-puzzles JSON and compact lines reading back to the
// same model), the links' own fpuzzlesJson refuses a model whose constraints it would drop, and the parity
// line of docs/ADDING_A_CONSTRAINT.md counts what its rule allows.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fpuzzlesJson } from '../../pkg/lib/links.js';
import { createVariantLab, SudokuInputError, SudokuOptionError } from '../../pkg/lib/variants-node.js';
import { root } from './helpers.mjs';
import { SOLUTION, killerX } from './killer-x.mjs';

/** @type {import('../../pkg/lib/variants-node.js').SudokuVariantLab} */
let lab;
before(async () => {
  lab = await createVariantLab();
});
after(() => lab.dispose());

/** An empty 4x4 f-puzzles grid with `extra` keys. @param {Record<string, unknown>} extra */
const four = (extra) => ({
  size: 4,
  grid: Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ({}))),
  ...extra,
});

// killerX's solution has r1c3 = 2, r1c4 = 8, r1c5 = 9: a thermometer up that run keeps its one solution, one
// down it leaves none.
const THERMO_UP = { ...killerX, thermometer: [{ lines: [['R1C3', 'R1C4', 'R1C5']] }] };
const THERMO_DOWN = { ...killerX, thermometer: [{ lines: [['R1C5', 'R1C4']] }] };

const kindDir = `${root}core/src/constraints/`;
const kindFiles = readdirSync(kindDir)
  .filter((f) => f.endsWith('.cpp') && f !== 'registry.cpp')
  .map((f) => readFileSync(kindDir + f, 'utf8'));

test("catalog lists every kind the core's registry declares, each with its names and rules sentence", async () => {
  const { constraints } = await lab.catalog();
  // The registry's declarations, counted from its source: the catalog is read from it, never kept here.
  const registry = readFileSync(`${kindDir}registry.cpp`, 'utf8');
  const declared = [...registry.matchAll(/^extern const ConstraintType k\w+;$/gm)].length;
  assert.ok(declared >= 1);
  assert.equal(constraints.length, declared);
  assert.equal(new Set(constraints.map((k) => k.kind)).size, constraints.length, 'kinds are unique');
  for (const k of constraints) {
    assert.match(k.kind, /^[a-z][a-z0-9-]*$/, 'a compact-line field name');
    assert.ok(k.title.length > 0, k.kind);
    assert.match(k.rule, /\.$/, `${k.kind}: a sentence`);
    for (const label of k.lineLabels) assert.equal(label, label.toLowerCase(), `${k.kind}: labels are lower case`);
    // Each kind is defined in a file of the folder that names it as the catalog does.
    assert.ok(
      kindFiles.some((text) => text.includes(`"${k.kind}"`)),
      `${k.kind} named in a file of core/src/constraints`,
    );
  }
  assert.deepEqual(await lab.catalog(), { constraints }, 'the same answer every call');
  await assert.rejects(lab.catalog(/** @type {any} */ ({ limit: 1 })), SudokuOptionError);
});

test("docs/VARIANTS.md's constraint list names every kind the catalog has", async () => {
  const doc = readFileSync(`${root}docs/VARIANTS.md`, 'utf8');
  const section = doc.slice(
    doc.indexOf('\n## Constraints\n'),
    doc.indexOf('\n## ', doc.indexOf('\n## Constraints\n') + 1),
  );
  assert.ok(section.length > 100, 'VARIANTS.md has a Constraints section');
  const listed = new Set(
    [...section.matchAll(/^\| (.+?) \|/gm)].flatMap((m) =>
      [...(m[1] ?? '').matchAll(/`([a-z0-9-]+)`/g)].map((k) => k[1]),
    ),
  );
  const { constraints } = await lab.catalog();
  assert.deepEqual(
    constraints.map((k) => k.kind).filter((k) => !listed.has(k)),
    [],
    'kinds the catalog has and the list does not name',
  );
});

test('every f-puzzles key and generic-line label the catalog names is read, not refused', async () => {
  const { constraints } = await lab.catalog();
  for (const k of constraints) {
    for (const key of k.fpuzzlesKeys.filter((x) => !x.includes(':'))) {
      // An entry the kind cannot make sense of: its reader names the field; never "does not implement".
      const v = await lab.validate(four({ [key]: [{ cells: ['R9C9'], lines: [['R9C9']], value: 'x' }] }));
      assert.equal(v.ok, false, key);
      for (const e of v.ok ? [] : v.errors) assert.doesNotMatch(e.message, /does not implement/, key);
    }
    for (const label of k.lineLabels) {
      const line = [{ lines: [['R1C1', 'R2C1', 'R3C1', 'R4C1']], description: label.toUpperCase() }];
      const v = await lab.validate(four({ line }));
      if (v.ok) {
        const m = await lab.model(four({ line }));
        assert.deepEqual(
          m.constraints.map((c) => c.kind),
          [k.kind],
          `the line labelled ${label}`,
        );
      } else {
        // A line this kind does not take (too long, ...): its own check says so, under the kind's title.
        for (const e of v.errors) assert.match(e.kind, /^constraint-/, `${label}: ${e.message}`);
      }
    }
  }
});

test('model hands over each constraint: kind, cells, values, the name hints use, shapes to draw', async () => {
  const { constraints: kinds } = await lab.catalog();
  const m = await lab.model(THERMO_UP);
  assert.equal(m.constraints.length, 1);
  const [thermo] = m.constraints;
  assert.ok(thermo);
  assert.ok(kinds.some((k) => k.kind === thermo.kind));
  assert.equal(thermo.kind, 'thermometer');
  assert.deepEqual(thermo.groups, [[2, 3, 4]]);
  assert.deepEqual(thermo.values, []);
  assert.equal(thermo.description, 'thermometer r1c3\u2192r1c5');
  // Its bulb on r1c3 and its line through the three centres, in grid units.
  assert.deepEqual(
    thermo.shapes.map((s) => [s.kind, s.points]),
    [
      ['bulb', [0.5, 2.5]],
      ['line', [0.5, 2.5, 0.5, 3.5, 0.5, 4.5]],
    ],
  );
  for (const s of thermo.shapes) assert.equal(typeof s.style, 'string');
  // A puzzle without constraints has none; the count proves the thermometer is in force.
  assert.deepEqual((await lab.model(killerX)).constraints, []);
  assert.equal(await lab.count(THERMO_UP), 1);
  assert.equal((await lab.solve(THERMO_UP)).solution, SOLUTION);
  assert.equal(await lab.count(THERMO_DOWN), 0);
});

test('write: f-puzzles JSON and compact lines by the core, constraints included, read back to the same model', async () => {
  const json = await lab.write(THERMO_UP, { format: 'fpuzzles' });
  const written = JSON.parse(json);
  assert.deepEqual(written.thermometer, [{ lines: [['R1C3', 'R1C4', 'R1C5']] }]);
  const compact = await lab.write(THERMO_UP);
  assert.match(compact, /;thermometer=r1c3r1c4r1c5(;|$)/);
  const model = await lab.model(THERMO_UP);
  assert.deepEqual(await lab.model(json), model);
  assert.deepEqual(await lab.model(compact), model);
  assert.equal(await lab.write(compact), compact);
  await assert.rejects(lab.write(THERMO_UP, /** @type {any} */ ({ format: 'xml' })), (/** @type {any} */ e) => {
    assert.ok(e instanceof SudokuOptionError);
    assert.match(e.message, /format must be 'compact' or 'fpuzzles', got 'xml'/);
    return true;
  });
  await assert.rejects(lab.write('4;givens=11..............'), SudokuInputError);
});

test('fpuzzlesJson (sudoku-lab/links) refuses a model with constraints rather than write it without them', async () => {
  const model = await lab.model(THERMO_UP);
  assert.throws(
    () => fpuzzlesJson(model),
    (/** @type {any} */ e) => {
      assert.ok(e instanceof Error);
      assert.match(e.message, /1 constraint\(s\), thermometer r1c3\u2192r1c5 first.*variants\.write/);
      return true;
    },
  );
  // Without constraints it writes as before.
  assert.equal(fpuzzlesJson(await lab.model(killerX)).size, 9);
});

/**
 * The 4x4 grids (rows, columns, 2x2 boxes) whose digits alternate in parity along each line: counted here
 * from the rule's definition, independently of the engine. @param {number[][]} lines
 */
function parityGrids(lines) {
  const grid = Array(16).fill(0);
  let count = 0;
  const clash = (/** @type {number} */ a, /** @type {number} */ b) =>
    a >> 2 === b >> 2 || a % 4 === b % 4 || (a >> 3 === b >> 3 && (a % 4) >> 1 === (b % 4) >> 1);
  const go = (/** @type {number} */ cell) => {
    if (cell === 16) {
      if (lines.every((l) => l.every((c, i) => i === 0 || (grid[c] + grid[l[i - 1] ?? 0]) % 2 === 1))) count++;
      return;
    }
    for (let d = 1; d <= 4; d++) {
      let ok = true;
      for (let k = 0; k < cell && ok; k++) ok = !(grid[k] === d && clash(k, cell));
      if (!ok) continue;
      grid[cell] = d;
      go(cell + 1);
    }
    grid[cell] = 0;
  };
  go(0);
  return count;
}

test('the parity line (docs/ADDING_A_CONSTRAINT.md): its counts through the API are the grids its rule allows', async () => {
  for (const lines of [
    [[0, 1]],
    [[0, 5, 10, 15]],
    [
      [0, 1, 5],
      [15, 11],
    ],
  ]) {
    const name = (/** @type {number} */ c) => `r${(c >> 2) + 1}c${(c % 4) + 1}`;
    const line = `4;parity-line=${lines.map((l) => l.map(name).join('')).join(',')}`;
    const want = parityGrids(lines);
    assert.ok(want > 0 && want < 288, line);
    assert.equal(await lab.count(line, { limit: 1000 }), want, line);
  }
});
