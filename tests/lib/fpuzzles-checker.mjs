// An independent checker of a filled grid against an f-puzzles puzzle: the rules each key of
// f-puzzles JSON (and of Rangsk's f-puzzles constraint add-on, for lines f-puzzles lacks) states,
// written here from the rules' definitions, not from the engine's code. checkSolution() lists every
// rule the grid breaks; an empty list means the grid is a solution. A key it cannot check is
// reported as broken, so nothing passes unchecked.

/** Keys of f-puzzles JSON that state no rule: the grid's size and cells (read apart), metadata, editor settings. */
export const METADATA_KEYS = new Set([
  'size',
  'grid',
  'title',
  'author',
  'ruleset',
  'solution',
  'highlightConflicts',
  'disabledlogic',
  'truecandidatesoptions',
]);

/** Fields of a grid cell: the rules read here (given, region, given candidates) and a player's marks and colours. */
export const CELL_KEYS = new Set([
  'value',
  'given',
  'region',
  'givenPencilMarks',
  'centerPencilMarks',
  'cornerPencilMarks',
  'c',
  'highlight',
]);

/** Keys that state no rule: metadata, and shapes drawn for the eye (a rule they carry is in the rules text). */
const INERT = new Set([...METADATA_KEYS, 'text', 'circle', 'rectangle', 'cage']);

/**
 * "R3C5" as [row, col] from 0 (rows and columns 0 and n+1 are outside clues).
 * @param {string | undefined} name
 * @returns {[number, number]}
 */
const at = (name) => {
  const m = /^R(\d+)C(\d+)$/i.exec(name ?? '');
  if (!m) throw new Error(`not a cell: ${name}`);
  return [Number(m[1]) - 1, Number(m[2]) - 1];
};

/** @typedef {[number, number]} Pair */

/** Digits of a solution written 1-9 then A-G (10-16). */
export function readSolution(/** @type {string} */ text) {
  return [...text].map((ch) =>
    /[1-9]/.test(ch) ? Number(ch) : /[A-G]/i.test(ch) ? ch.toUpperCase().charCodeAt(0) - 55 : NaN,
  );
}

/**
 * Box height and width of an n x n grid (2x3 for 6, 3x4 for 12), or null.
 * @param {number} n
 * @returns {Pair | null}
 */
function boxShape(n) {
  for (let h = Math.floor(Math.sqrt(n)); h >= 2; h--) if (n % h === 0) return [h, n / h];
  return null;
}

/**
 * The rules a grid breaks, as messages naming the constraint and its cells.
 * @param {Record<string, any>} fp f-puzzles JSON, parsed
 * @param {string} solution n*n symbols, 1-9 then A-G
 * @returns {string[]}
 */
export function checkSolution(fp, solution) {
  return brokenRules(fp, solution).map((b) => b.message);
}

/**
 * The rules a grid breaks, each with the rule it comes from: the f-puzzles key, or "row",
 * "column", "region" (jigsaw regions or boxes), "given", "givenPencilMarks", "cell" (a field not
 * known), "solution" (not a grid of digits).
 * @param {Record<string, any>} fp f-puzzles JSON, parsed
 * @param {string} solution n*n symbols, 1-9 then A-G
 * @returns {{ rule: string, message: string }[]}
 */
export function brokenRules(fp, solution) {
  const n = fp.size;
  /** @type {{ rule: string, message: string }[]} */
  const broken = [];
  /** The rule being checked, named in what fail() records. */
  let rule = 'solution';
  const digits = readSolution(solution);
  if (digits.length !== n * n) return [{ rule, message: `the solution has ${digits.length} symbols, not ${n * n}` }];
  if (digits.some((d) => !(d >= 1 && d <= n))) return [{ rule, message: `the solution holds a symbol outside 1-${n}` }];
  const v = (/** @type {string | undefined} */ name) => {
    const [r, c] = at(name);
    return digits[r * n + c] ?? NaN;
  };
  const cellName = (/** @type {number} */ r, /** @type {number} */ c) => `R${r + 1}C${c + 1}`;
  const fail = (/** @type {string} */ message) => broken.push({ rule, message });
  const distinct = (/** @type {string} */ what, /** @type {string[]} */ cells) => {
    const seen = new Map();
    for (const c of cells) {
      if (seen.has(v(c))) fail(`${what}: ${seen.get(v(c))} and ${c} both hold ${v(c)}`);
      seen.set(v(c), c);
    }
  };
  const sum = (/** @type {string[]} */ cells) => cells.reduce((s, c) => s + v(c), 0);
  const neighbours = (/** @type {number} */ r, /** @type {number} */ c) =>
    /** @type {Pair[]} */ ([
      [r - 1, c],
      [r + 1, c],
      [r, c - 1],
      [r, c + 1],
    ]).filter(([i, j]) => i >= 0 && j >= 0 && i < n && j < n);
  /** The neighbours below and to the right, each pair of neighbours once. */
  const forward = (/** @type {number} */ r, /** @type {number} */ c) =>
    neighbours(r, c).filter(([i, j]) => i > r || j > c);

  // Rows, columns, regions (a region index per cell; none: the boxes; null: no region).
  const shape = boxShape(n);
  /** @type {Map<string, string[]>} */
  const regions = new Map();
  /** @type {(string | null)[]} */
  const regionOf = [];
  for (let r = 0; r < n; r++) {
    rule = 'row';
    distinct(
      `row ${r + 1}`,
      Array.from({ length: n }, (_, c) => cellName(r, c)),
    );
    rule = 'column';
    distinct(
      `column ${r + 1}`,
      Array.from({ length: n }, (_, i) => cellName(i, r)),
    );
    for (let c = 0; c < n; c++) {
      const given = fp.grid[r][c].region;
      const region =
        given === null
          ? null
          : given !== undefined
            ? `region ${given + 1}`
            : shape
              ? `box ${Math.floor(r / shape[0]) * shape[0] + Math.floor(c / shape[1]) + 1}`
              : null;
      regionOf.push(region);
      if (region) (regions.get(region) ?? regions.set(region, []).get(region))?.push(cellName(r, c));
    }
  }
  rule = 'region';
  for (const [name, cells] of regions) distinct(name, cells);
  const regionAt = (/** @type {string} */ name) => {
    const [r, c] = at(name);
    return regionOf[r * n + c];
  };

  // Givens and given candidates; a cell field the checker does not know may be a rule.
  fp.grid.forEach((/** @type {any[]} */ row, /** @type {number} */ r) =>
    row.forEach((cell, c) => {
      const name = cellName(r, c);
      rule = 'cell';
      for (const key of Object.keys(cell))
        if (!CELL_KEYS.has(key)) fail(`${name}.${key}: a cell field this checker does not know`);
      rule = 'given';
      if (cell.given && cell.value !== undefined && Number(cell.value) !== v(name))
        fail(`given ${name}=${cell.value} holds ${v(name)}`);
      rule = 'givenPencilMarks';
      if (
        Array.isArray(cell.givenPencilMarks) &&
        cell.givenPencilMarks.length &&
        !cell.givenPencilMarks.map(Number).includes(v(name))
      )
        fail(`given pencil marks ${name} (${cell.givenPencilMarks.join('')}) hold ${v(name)}`);
    }),
  );

  /** Each key's rule; `entries` is the key's value. */
  /** @type {Record<string, (entries: any) => void>} */
  const rules = {
    'diagonal+': (on) =>
      on &&
      distinct(
        'the anti-diagonal',
        Array.from({ length: n }, (_, i) => cellName(n - 1 - i, i)),
      ),
    'diagonal-': (on) =>
      on &&
      distinct(
        'the main diagonal',
        Array.from({ length: n }, (_, i) => cellName(i, i)),
      ),
    antiknight: (on) =>
      on &&
      apart('anti-knight', [
        [1, 2],
        [2, 1],
        [1, -2],
        [2, -1],
      ]),
    antiking: (on) =>
      on &&
      apart('anti-king', [
        [1, 1],
        [1, -1],
      ]),
    nonconsecutive(on) {
      if (!on) return;
      // With white dots it is their negative rule: a pair with a white dot of difference 1 is exempt.
      const dots = new Set(
        (fp.difference ?? [])
          .filter((/** @type {any} */ e) => !e.value || Number(e.value) === 1)
          .map((/** @type {any} */ e) => [...e.cells].sort().join()),
      );
      for (let r = 0; r < n; r++)
        for (let c = 0; c < n; c++)
          for (const [i, j] of forward(r, c))
            if (
              !dots.has([cellName(r, c), cellName(i, j)].sort().join()) &&
              Math.abs(v(cellName(r, c)) - v(cellName(i, j))) === 1
            )
              fail(`non-consecutive: ${cellName(r, c)} and ${cellName(i, j)} hold consecutive digits`);
    },
    disjointgroups(on) {
      if (!on || !shape) return;
      const [h, w] = shape;
      for (let p = 0; p < n; p++) {
        const cells = [];
        for (let b = 0; b < n; b++)
          cells.push(cellName(Math.floor(b / (n / w)) * h + Math.floor(p / w), (b % (n / w)) * w + (p % w)));
        distinct(`disjoint group ${p + 1}`, cells);
      }
    },
    extraregion: (list) =>
      list.forEach((/** @type {any} */ e, /** @type {number} */ i) => distinct(`extra region ${i + 1}`, e.cells)),
    killercage: (list) =>
      list.forEach((/** @type {any} */ e) => {
        distinct(`cage ${e.cells[0]}`, e.cells);
        if (e.value !== undefined && e.value !== '' && sum(e.cells) !== Number(e.value))
          fail(`cage ${e.cells[0]}: sums to ${sum(e.cells)}, not ${e.value}`);
      }),
    thermometer: (list) =>
      lines(list).forEach((line) => {
        for (let i = 1; i < line.length; i++)
          if (v(line[i]) <= v(line[i - 1])) fail(`thermometer ${line[0]}: ${line[i]} is not above ${line[i - 1]}`);
      }),
    arrow: (list) =>
      list.forEach((/** @type {any} */ e) => {
        // The circle (or pill) reads its digits as one number, in the order its cells are listed.
        const circle = e.cells;
        const total = Number(circle.map((/** @type {string} */ c) => v(c)).join(''));
        for (const line of e.lines) {
          const shaft = line.filter((/** @type {string} */ c) => !circle.includes(c));
          if (sum(shaft) !== total) fail(`arrow ${circle.join(',')}: the shaft sums to ${sum(shaft)}, not ${total}`);
        }
      }),
    doublearrow: (list) =>
      lines(list).forEach((line) => {
        const ends = v(line[0]) + v(line[line.length - 1]);
        if (sum(line.slice(1, -1)) !== ends)
          fail(`double arrow ${line[0]}: the middle does not sum to the ends' ${ends}`);
      }),
    difference: (list) =>
      list.forEach((/** @type {any} */ e) => {
        const want = e.value ? Number(e.value) : 1;
        if (Math.abs(v(e.cells[0]) - v(e.cells[1])) !== want)
          fail(`white dot ${e.cells.join('-')}: difference is not ${want}`);
      }),
    ratio: (list) =>
      list.forEach((/** @type {any} */ e) => {
        const want = e.value ? Number(e.value) : 2;
        const [a, b] = e.cells.map(v);
        if (a !== b * want && b !== a * want) fail(`black dot ${e.cells.join('-')}: ratio is not ${want}`);
      }),
    xv: (list) =>
      list.forEach((/** @type {any} */ e) => {
        const want = { X: 10, V: 5 }[/** @type {'X' | 'V'} */ (e.value)];
        if (sum(e.cells) !== want) fail(`${e.value} ${e.cells.join('-')}: sums to ${sum(e.cells)}`);
      }),
    negative: (keys) => keys.forEach((/** @type {string} */ key) => negative(key)),
    palindrome: (list) =>
      lines(list).forEach((line) => {
        for (let i = 0; i < line.length / 2; i++)
          if (v(line[i]) !== v(line[line.length - 1 - i]))
            fail(`palindrome ${line[0]}: ${line[i]} and ${line[line.length - 1 - i]} differ`);
      }),
    renban: (list) =>
      lines(list).forEach((line) => {
        distinct(`renban ${line[0]}`, line);
        const ds = line.map(v);
        if (Math.max(...ds) - Math.min(...ds) !== line.length - 1)
          fail(`renban ${line[0]}: digits are not consecutive`);
      }),
    whispers: (list) =>
      list.forEach((/** @type {any} */ e) => {
        const gap = e.value === undefined ? 5 : Number(e.value);
        for (const line of e.lines)
          for (let i = 1; i < line.length; i++)
            if (Math.abs(v(line[i]) - v(line[i - 1])) < gap)
              fail(`whispers ${line[0]}: ${line[i - 1]} and ${line[i]} differ by less than ${gap}`);
      }),
    betweenline: (list) =>
      lines(list).forEach((line) => {
        const [lo, hi] = ends(line);
        for (const c of line.slice(1, -1))
          if (!(v(c) > lo && v(c) < hi)) fail(`between line ${line[0]}: ${c} is not strictly between the ends`);
      }),
    lockout: (list) =>
      list.forEach((/** @type {any} */ e) => {
        const gap = e.value === undefined ? Math.floor(n / 2) : Number(e.value);
        for (const line of e.lines) {
          const [lo, hi] = ends(line);
          if (hi - lo < gap) fail(`lockout ${line[0]}: the diamonds differ by less than ${gap}`);
          for (const c of line.slice(1, -1))
            if (v(c) >= lo && v(c) <= hi) fail(`lockout ${line[0]}: ${c} lies between or on the diamonds`);
        }
      }),
    regionsumline: (list) =>
      lines(list).forEach((line) => {
        // The line splits where it crosses into another region; every piece has the same sum.
        /** @type {number[]} */
        const sums = [];
        line.forEach((/** @type {string} */ c, /** @type {number} */ i) => {
          if (i === 0 || regionAt(c) !== regionAt(line[i - 1])) sums.push(v(c));
          else sums.push(/** @type {number} */ (sums.pop()) + v(c));
        });
        if (regionAt(line[0]) !== null && new Set(sums).size > 1)
          fail(`region sum line ${line[0]}: pieces sum to ${sums.join(', ')}`);
      }),
    entropicline: (list) =>
      lines(list).forEach((line) => windows(line, 3, (a, b) => Math.ceil(a / 3) !== Math.ceil(b / 3), 'entropic line')),
    modularline: (list) =>
      list.forEach((/** @type {any} */ e) => {
        const m = e.value === undefined ? 3 : Number(e.value);
        for (const line of e.lines) windows(line, m, (a, b) => a % m !== b % m, `modular line (${m})`);
      }),
    zipperline: (list) =>
      lines(list).forEach((line) => {
        const k = line.length;
        const want = k % 2 ? v(line[(k - 1) / 2]) : v(line[0]) + v(line[k - 1]);
        for (let i = 0; i < Math.floor(k / 2); i++)
          if (v(line[i]) + v(line[k - 1 - i]) !== want)
            fail(`zipper line ${line[0]}: ${line[i]} + ${line[k - 1 - i]} is not ${want}`);
      }),
    quadruple: (list) =>
      list.forEach((/** @type {any} */ e) => {
        const have = e.cells.map(v);
        for (const d of new Set(e.values.map(Number)))
          if (
            have.filter((/** @type {number} */ x) => x === d).length <
            e.values.filter((/** @type {any} */ x) => Number(x) === d).length
          )
            fail(`quadruple ${e.cells[0]}: ${d} is missing`);
      }),
    littlekillersum: (list) =>
      list.forEach((/** @type {any} */ e) => {
        /** @type {Record<string, Pair>} */
        const steps = { DR: [1, 1], DL: [1, -1], UR: [-1, 1], UL: [-1, -1] };
        const [dr, dc] = steps[e.direction] ?? [0, 0];
        const cells = [];
        let [r, c] = at(e.cell);
        for (r += dr, c += dc; r >= 0 && c >= 0 && r < n && c < n && (dr || dc); r += dr, c += dc)
          cells.push(cellName(r, c));
        if (cells.join() !== (e.cells ?? cells).join())
          fail(`little killer ${e.cell}: its cells are not the diagonal ${e.direction}`);
        if (e.value !== undefined && e.value !== '' && sum(cells) !== Number(e.value))
          fail(`little killer ${e.cell} ${e.direction}: sums to ${sum(cells)}, not ${e.value}`);
      }),
    sandwichsum: (list) =>
      list.forEach((/** @type {any} */ e) => {
        const ds = outsideLine(e.cell).map(v);
        const [i, j] = [Math.min(ds.indexOf(1), ds.indexOf(n)), Math.max(ds.indexOf(1), ds.indexOf(n))];
        const between = ds.slice(i + 1, j).reduce((s, d) => s + d, 0);
        if (between !== Number(e.value)) fail(`sandwich ${e.cell}: ${between} between 1 and ${n}, not ${e.value}`);
      }),
    xsum: (list) =>
      list.forEach((/** @type {any} */ e) => {
        const ds = outsideLine(e.cell).map(v);
        const first = ds[0] ?? 0;
        const total = ds.slice(0, first).reduce((s, d) => s + d, 0);
        if (total !== Number(e.value))
          fail(`x-sum ${e.cell}: the first ${first} digits sum to ${total}, not ${e.value}`);
      }),
    skyscraper: (list) =>
      list.forEach((/** @type {any} */ e) => {
        let seen = 0;
        let top = 0;
        for (const d of outsideLine(e.cell).map(v)) if (d > top) [seen, top] = [seen + 1, d];
        if (seen !== Number(e.value)) fail(`skyscraper ${e.cell}: ${seen} seen, not ${e.value}`);
      }),
    columnindexer: (list) => indexers(list, 'column indexer', (r, c, d) => [cellName(r, d - 1), c + 1]),
    rowindexer: (list) => indexers(list, 'row indexer', (r, c, d) => [cellName(d - 1, c), r + 1]),
    boxindexer: (list) =>
      indexers(list, 'box indexer', (r, c, d) => {
        if (!shape) return [cellName(r, c), 0];
        const [h, w] = shape;
        const [top, left] = [r - (r % h), c - (c % w)];
        return [cellName(top + Math.floor((d - 1) / w), left + ((d - 1) % w)), (r % h) * w + (c % w) + 1];
      }),
    minimum: (list) => extreme(list, 'minimum', (a, b) => a < b),
    maximum: (list) => extreme(list, 'maximum', (a, b) => a > b),
    even: (list) => list.forEach((/** @type {any} */ e) => v(e.cell) % 2 && fail(`even ${e.cell} holds ${v(e.cell)}`)),
    odd: (list) => list.forEach((/** @type {any} */ e) => v(e.cell) % 2 || fail(`odd ${e.cell} holds ${v(e.cell)}`)),
    line: (list) =>
      list.forEach((/** @type {any} */ e) => {
        // Only the drawn copy of an add-on line is inert; other drawn lines may be rules we do not know.
        if (!e.isNewConstraint) fail('a drawn line without a rule this checker knows');
      }),
  };

  /** The smaller and the larger digit at a line's ends. */
  function ends(/** @type {string[]} */ line) {
    const [a, b] = [v(line[0]), v(line[line.length - 1])];
    return /** @type {Pair} */ ([Math.min(a, b), Math.max(a, b)]);
  }
  /** Every line of entries shaped { lines: [[cells]] }. */
  function lines(/** @type {any[]} */ list) {
    return list.flatMap((e) => e.lines);
  }
  /** No digit repeated at the given offsets (each offset also mirrored). */
  function apart(/** @type {string} */ what, /** @type {Pair[]} */ offsets) {
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++)
        for (const [dr, dc] of offsets) {
          const [i, j] = [r + dr, c + dc];
          if (i < n && j >= 0 && j < n && v(cellName(r, c)) === v(cellName(i, j)))
            fail(`${what}: ${cellName(r, c)} and ${cellName(i, j)} both hold ${v(cellName(r, c))}`);
        }
  }
  /** Any two cells fewer than `size` apart along the line satisfy `ok` (both entropic and modular lines). */
  function windows(
    /** @type {string[]} */ line,
    /** @type {number} */ size,
    /** @type {(a: number, b: number) => boolean} */ ok,
    /** @type {string} */ what,
  ) {
    for (let i = 0; i < line.length; i++)
      for (let j = i + 1; j < Math.min(line.length, i + size); j++)
        if (!ok(v(line[i]), v(line[j]))) fail(`${what} ${line[0]}: ${line[i]} and ${line[j]} clash`);
  }
  /** The cells seen from an outside clue: R0Cc down column c, R(n+1)Cc up it, RrC0 along row r, RrC(n+1) back. */
  function outsideLine(/** @type {string} */ clue) {
    const [r, c] = at(clue);
    const out = Array.from({ length: n }, (_, i) =>
      r === -1
        ? cellName(i, c)
        : r === n
          ? cellName(n - 1 - i, c)
          : c === -1
            ? cellName(r, i)
            : c === n
              ? cellName(r, n - 1 - i)
              : null,
    );
    if (out[0] === null) throw new Error(`not an outside clue: ${clue}`);
    return /** @type {string[]} */ (out);
  }
  /** Indexer cells: a digit d at (r, c) sends `target` the digit the cell's own position names. */
  function indexers(
    /** @type {any[]} */ list,
    /** @type {string} */ what,
    /** @type {(r: number, c: number, d: number) => [string, number]} */ target,
  ) {
    for (const e of list)
      for (const name of e.cells) {
        const [r, c] = at(name);
        const [cell, want] = target(r, c, v(name));
        if (v(cell) !== want) fail(`${what} ${name}: ${cell} holds ${v(cell)}, not ${want}`);
      }
  }
  /** A minimum (maximum) cell is below (above) each orthogonal neighbour that is not one itself, as in fortresses. */
  function extreme(
    /** @type {any[]} */ list,
    /** @type {string} */ what,
    /** @type {(a: number, b: number) => boolean} */ ok,
  ) {
    const same = new Set(list.map((e) => e.cell));
    for (const { cell } of list) {
      const [r, c] = at(cell);
      for (const [i, j] of neighbours(r, c))
        if (!same.has(cellName(i, j)) && !ok(v(cell), v(cellName(i, j))))
          fail(`${what} ${cell}: not ${what} beside ${cellName(i, j)}`);
    }
  }
  /** All dots of a kind given: no unmarked neighbours satisfy it. */
  function negative(/** @type {string} */ key) {
    // A pair with either kropki dot is marked for both (1-2 takes either colour).
    const marks = key === 'xv' ? ['xv'] : ['difference', 'ratio'];
    const marked = new Set(
      marks.flatMap((k) => (fp[k] ?? []).map((/** @type {any} */ e) => [...e.cells].sort().join())),
    );
    /** @type {Record<string, (a: number, b: number) => boolean>} */
    const holds = {
      difference: (a, b) =>
        new Set((fp.difference ?? []).map((/** @type {any} */ e) => Number(e.value || 1)).concat([1])).has(
          Math.abs(a - b),
        ),
      ratio: (a, b) =>
        new Set((fp.ratio ?? []).map((/** @type {any} */ e) => Number(e.value || 2)).concat([2])).has(
          Math.max(a, b) / Math.min(a, b),
        ),
      xv: (a, b) => a + b === 5 || a + b === 10,
    };
    if (!holds[key]) return fail(`negative ${key}: a rule this checker does not know`);
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++)
        for (const [i, j] of forward(r, c)) {
          const [a, b] = [cellName(r, c), cellName(i, j)];
          if (!marked.has([a, b].sort().join()) && holds[key](v(a), v(b)))
            fail(`negative ${key}: ${a} and ${b} would need a mark`);
        }
  }

  for (const [key, entries] of Object.entries(fp)) {
    if (INERT.has(key)) continue;
    rule = key;
    const check = rules[key];
    if (check) check(entries);
    else fail(`${key}: a rule this checker does not know`);
  }
  return broken;
}
