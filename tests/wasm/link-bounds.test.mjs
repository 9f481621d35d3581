// @ts-check
// sudoku-lab/links under hostile input (docs/VARIANTS.md, Links: bounds): link bombs built here (lz-string data
// whose codes keep naming the dictionary entry being made, so n codes decompress to n*n/2 characters), payloads
// with many '/' for the slash repair, SudokuPad data too large or too deep, and writers given cyclic, deep, huge
// or unwritable objects and scripted bases. Every case is refused with a SudokuInputError, and the work the
// readers did is bounded by counts (lz-read.ts's lzWork), never by time.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import LZString from 'lz-string';
import * as links from '../../pkg/lib/links.js';
import { LINK_DEPTH, LINK_LENGTH, LINK_TEXT } from '../../pkg/lib/link-bounds.js';
import { BASE64, URI_SAFE, lzDecode, lzWork } from '../../pkg/lib/lz-read.js';

/**
 * lz-string data of `codes` codes after a first character, each naming the entry being made (the previous text
 * and its first character again): code k writes k+1 characters. Written as lz-string reads it: each code's bits
 * lowest first, six bits a character, highest first.
 * @param {number} codes
 * @param {string} alphabet
 */
function bomb(codes, alphabet) {
  /** @type {number[]} */
  const bits = [];
  const put = (/** @type {number} */ value, /** @type {number} */ width) => {
    for (let k = 0; k < width; k++) bits.push((value >> k) & 1);
  };
  put(0, 2); // an 8-bit character
  put(97, 8); // 'a'
  let size = 4;
  let width = 3;
  let grow = 4;
  for (let k = 0; k < codes; k++) {
    put(size, width); // the entry being made
    size++;
    if (--grow === 0) grow = 2 ** width++;
  }
  put(2, width); // the end
  let out = '';
  for (let i = 0; i < bits.length; i += 6) {
    let v = 0;
    for (let k = 0; k < 6; k++) v = (v << 1) | (bits[i + k] ?? 0);
    out += alphabet[v];
  }
  return out;
}

/**
 * What `call` cost the decompression: characters read and written by lz-read.ts, and any text lz-string's own
 * decompressors hand back (counted too, so a reader that used them is held to the same bound).
 */
function work(/** @type {() => void} */ call) {
  const before = { ...lzWork };
  const own = { read: 0, written: 0 };
  const lz = /** @type {Record<string, (data: string) => string | null>} */ (/** @type {unknown} */ (LZString));
  const saved = { ...lz };
  for (const name of ['decompressFromBase64', 'decompressFromEncodedURIComponent'])
    lz[name] = (data) => {
      const text = saved[name]?.(data) ?? null;
      own.read += data.length;
      own.written += text?.length ?? 0;
      return text;
    };
  try {
    call();
  } finally {
    Object.assign(lz, saved);
  }
  return { read: lzWork.read - before.read + own.read, written: lzWork.written - before.written + own.written };
}

/** Asserts `call` throws a SudokuInputError of kind 'format' whose message matches. */
function refused(/** @type {() => unknown} */ call, /** @type {RegExp} */ message) {
  assert.throws(
    call,
    (/** @type {unknown} */ e) =>
      e instanceof links.SudokuInputError && e.errors[0]?.kind === 'format' && message.test(e.message),
    String(message),
  );
}

test('the bomb is what it claims: a few codes are a long text (checked small, by lz-string itself)', () => {
  assert.equal(LZString.decompressFromBase64(bomb(3, BASE64)), 'a' + 'aa' + 'aaa' + 'aaaa');
  const text = LZString.decompressFromBase64(bomb(2000, BASE64));
  assert.equal(text?.length, (2001 * 2002) / 2, '2000 codes: two million characters');
  const mine = lzDecode(bomb(2000, BASE64), BASE64, Infinity);
  assert.ok('text' in mine && mine.text === text, 'lz-read decodes the same text without a bound');
});

test('link bombs are refused once they pass the bound: f-puzzles, SudokuPad (fpuzzles, scl) and share links', () => {
  // 2,000 codes (4 KB: two million characters) and 90,000 codes (261 KB, as the issue's: four billion).
  for (const codes of [2000, 90_000]) {
    const data = bomb(codes, BASE64);
    for (const link of [
      `https://www.f-puzzles.com/?load=${data}`,
      `https://sudokupad.app/fpuzzles${data}`,
      `https://sudokupad.app/scl${data}`,
    ]) {
      if (link.length > LINK_LENGTH) {
        const spent = work(() =>
          refused(() => links.parseVariantLink(link), /characters, more than the 262144 a link may/),
        );
        assert.deepEqual(spent, { read: 0, written: 0 }, 'too long a link: nothing decoded');
        continue;
      }
      const spent = work(() =>
        refused(() => links.parseVariantLink(link), /link: the data decompresses to more than 262144 characters/),
      );
      assert.ok(spent.written <= LINK_TEXT, `${spent.written} characters written for ${link.slice(0, 40)}`);
      assert.ok(spent.read <= data.length, `${spent.read} characters read`);
    }
    const share = bomb(codes, URI_SAFE);
    if (share.length <= LINK_LENGTH) {
      const spent = work(() =>
        refused(
          () => links.parseShareLink(`https://x.org/#p=${share}`),
          /^share link: the data after #p= decompresses to more than 262144/,
        ),
      );
      assert.ok(spent.written <= LINK_TEXT, `${spent.written} characters written for the share link`);
    }
  }
  // The 261 KB data, cut to what a link may hold: still refused at the bound, having read a little of it.
  const cut = bomb(90_000, BASE64).slice(0, LINK_LENGTH - 100);
  const spent = work(() =>
    refused(() => links.parseVariantLink(`https://www.f-puzzles.com/?load=${cut}`), /decompresses to more than 262144/),
  );
  assert.ok(spent.read < 2000 && spent.written <= LINK_TEXT, JSON.stringify(spent));
});

test("the slash repair reads a payload with many '/' once, not once a try", () => {
  // Text that is not JSON, long and varied enough that its base64 holds many '/': every repair is tried in vain.
  let seed = 7;
  const words = Array.from({ length: 12_000 }, () => {
    seed = (seed * 48271) % 2147483647;
    return seed.toString(36);
  });
  const text = `not json ${words.join(' ')}`;
  const data = LZString.compressToBase64(text);
  const slashes = data.split('/').length - 1;
  assert.ok(slashes > 300, `${slashes} slashes`);
  const spent = work(() =>
    refused(
      () => links.parseVariantLink(`https://www.f-puzzles.com/?load=${data}`),
      /^f-puzzles link: the data decompresses to text that is not JSON/,
    ),
  );
  // One whole decode, and a little more after each slash tried (a try ends where its data stops reading).
  const whole = data.length + text.length;
  assert.ok(spent.read + spent.written < 3 * whole, `${JSON.stringify(spent)} for a decode of ${whole}`);
});

test('SudokuPad data larger than the engine reads, or nested too deep, is refused before it is read', () => {
  const scl = (/** @type {string} */ t) => `https://sudokupad.app/scl${LZString.compressToBase64(t)}`;
  const rows = (/** @type {number} */ n) =>
    JSON.stringify({ cells: Array.from({ length: n }, () => Array(n).fill(null)) });
  assert.equal(JSON.parse(links.parseVariantLink(scl(rows(16))).puzzle).size, 16);
  refused(
    () => links.parseVariantLink(scl(rows(20))),
    /^SudokuPad link: the grid has 20 rows; the engine reads grids up to 16x16$/,
  );
  const deep = `{"cells":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
  refused(
    () => links.parseVariantLink(scl(deep)),
    new RegExp(`^SudokuPad link: .*nested deeper than ${LINK_DEPTH} levels at character ${LINK_DEPTH + 9}\\b`),
  );
  const packed = `{ce:${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
  refused(() => links.parseVariantLink(scl(packed)), /nested deeper than 32 levels at character 36\b/);
});

test('writers refuse cyclic, deep, unwritable and too large puzzles with a SudokuInputError', () => {
  /** @type {Record<string, unknown>} */
  const cyclic = { size: 9, grid: [] };
  cyclic.self = { back: cyclic };
  /** @type {Record<string, unknown>} */
  let deep = { size: 9 };
  for (let k = 0; k < 100_000; k++) deep = { inner: deep };
  const huge = { size: 9, title: 'x'.repeat(10 * 1024 * 1024) };
  const many = { size: 9, list: Array(1024 * 1024).fill(0) };
  for (const write of [links.fpuzzlesLink, links.sudokuPadLink]) {
    refused(() => write(cyclic), /Link: the object holds itself \(at key "back"\)/);
    refused(() => write(deep), /Link: the object is nested deeper than 32 levels/);
    refused(() => write({ size: 9n }), /Link: the object cannot be written as JSON \(.*BigInt/);
    refused(() => write(huge), /Link: the object's JSON passes the 262144 characters a link carries/);
    refused(() => write(many), /Link: the object's JSON passes the 262144 characters/);
    refused(
      () => write(`{"title":"${'x'.repeat(LINK_TEXT)}"}`),
      /Link: the puzzle is \d+ characters, more than the 262144/,
    );
  }
  const thrower = {
    get size() {
      throw new Error('no size here');
    },
  };
  assert.throws(
    () => links.fpuzzlesLink(thrower),
    (/** @type {unknown} */ e) =>
      e instanceof links.SudokuInputError && /no size here/.test(e.message) && e.cause instanceof Error,
  );
  // A line just past the bound, and one of 10 MB, refused before it is compressed.
  refused(() => links.shareLink('1'.repeat(LINK_TEXT + 1)), /^shareLink: the puzzle is 262145 characters, more than/);
  refused(() => links.shareLink('1'.repeat(10 * 1024 * 1024)), /^shareLink: the puzzle is 10485760 characters/);
  // Text that does not compress makes a link longer than the readers take: refused, not written.
  let seed = 5;
  const noise = Array.from({ length: 120_000 }, () => {
    seed = (seed * 48271) % 2147483647;
    return String.fromCharCode(0x4e00 + (seed % 20000));
  }).join('');
  refused(() => links.shareLink(noise), /^shareLink: \d+ characters, more than the 262144 a link may have/);
});

test('fpuzzlesJson refuses what is not a model of an engine size before writing anything', () => {
  const model = {
    size: 4,
    boxRows: 2,
    boxCols: 2,
    jigsaw: false,
    regions: Array(16).fill(0),
    givens: Array(16).fill(0),
  };
  const rest = { diagonalMain: false, diagonalAnti: false, windoku: false, disjointGroups: false };
  const ok = { ...model, ...rest, extraRegions: [], cages: [], rules: {} };
  assert.equal(links.fpuzzlesJson(/** @type {any} */ (ok)).size, 4);
  refused(() => links.fpuzzlesJson(/** @type {any} */ (null)), /^fpuzzlesJson: expected a model .*, found null$/);
  refused(
    () => links.fpuzzlesJson(/** @type {any} */ ({ ...ok, size: 7 })),
    /^fpuzzlesJson: size 7 is not one of 4, 6, 9, 12, 16$/,
  );
  refused(
    () => links.fpuzzlesJson(/** @type {any} */ ({ ...ok, size: 1e9 })),
    /^fpuzzlesJson: size 1000000000 is not one of/,
  );
  refused(
    () => links.fpuzzlesJson(/** @type {any} */ ({ ...ok, givens: [] })),
    /^fpuzzlesJson: givens must list the 16 cells of a 4x4 model$/,
  );
});

test('a share link is written only for an http(s) or relative base', () => {
  const line = '9;givens=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
  const data = LZString.compressToEncodedURIComponent(line);
  for (const [base, start] of [
    ['', ''],
    ['https://example.org/variants.html#p=old', 'https://example.org/variants.html'],
    ['http://localhost:5173/', 'http://localhost:5173/'],
    ['/variants.html', '/variants.html'],
    ['?v=2', '?v=2'],
    ['//example.org/play', '//example.org/play'],
  ])
    assert.equal(links.shareLink(line, base), `${start}#p=${data}`, base);
  for (const base of [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'vbscript:x',
  ])
    refused(
      () => links.shareLink(line, base),
      /^shareLink: the base .* is a \w+: URL; expected an http\(s\) page or a relative link$/,
    );
  refused(
    () => links.shareLink(line, /** @type {string} */ (/** @type {unknown} */ (42))),
    /^shareLink: the base must be/,
  );
  refused(() => links.shareLink(line, `https://x.org/${'a'.repeat(5000)}`), /^shareLink: the base is 5014 characters/);
});

test('lz-read decodes what lz-string writes, and what it does not, as lz-string does (bounded by a count)', () => {
  let seed = 11;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let t = 0; t < 600; t++) {
    const alphabet = ['ab', '{"size":9,[]}R1C', 'x\u20ac\u00e9yz'][t % 3] ?? '';
    const text = Array.from(
      { length: Math.floor(next() * 300) },
      () => alphabet[Math.floor(next() * alphabet.length)],
    ).join('');
    for (const [letters, write, read] of /** @type {const} */ ([
      [BASE64, LZString.compressToBase64, LZString.decompressFromBase64],
      [URI_SAFE, LZString.compressToEncodedURIComponent, LZString.decompressFromEncodedURIComponent],
    ])) {
      let data = write(text);
      // Damaged data as well: a character changed, or the data cut short.
      if (t % 4 === 1 && data.length > 2) {
        const k = Math.floor(next() * data.length);
        data = data.slice(0, k) + letters[Math.floor(next() * 64)] + data.slice(k + 1);
      } else if (t % 4 === 2) data = data.slice(0, Math.floor(next() * data.length));
      let expected;
      try {
        expected = read(data) || undefined; // lz-string answers null or '' for data it cannot read
      } catch {
        expected = undefined;
      }
      const got = lzDecode(data, letters, Infinity);
      assert.equal('text' in got ? got.text || undefined : undefined, expected, data);
    }
  }
});

test("collapsed '//' are still repaired, each with a bounded re-read (eight payloads, found by a count)", () => {
  // '//' (twelve 1 bits) needs codes of a large dictionary: a long JSON, its title varied until it has one.
  const grid = Array.from({ length: 16 }, (_, r) =>
    Array.from({ length: 16 }, (_, c) => ((r * 7 + c * 3) % 5 ? {} : { value: ((r * 3 + c) % 16) + 1, given: true })),
  );
  const killercage = Array.from({ length: 60 }, (_, i) => ({
    cells: [`R${(i % 16) + 1}C${((i * 5) % 16) + 1}`, `R${((i * 3) % 16) + 1}C${(i % 16) + 1}`],
    value: String((i % 30) + 3),
  }));
  let found = 0;
  for (let k = 0; k < 4000 && found < 8; k++) {
    const json = JSON.stringify({ size: 16, title: `Repair ${k}`, grid, killercage });
    const payload = LZString.compressToBase64(json);
    if (!payload.includes('//')) continue;
    found++;
    const collapsed = payload.replace(/\/\/+/g, '/');
    for (const link of [`https://www.f-puzzles.com/?load=${collapsed}`, `https://sudokupad.app/fpuzzles${collapsed}`]) {
      let read = '';
      const spent = work(() => {
        read = links.parseVariantLink(link).puzzle;
      });
      assert.equal(read, json, link);
      assert.ok(spent.read + spent.written < 4 * (payload.length + json.length), `${JSON.stringify(spent)} for ${k}`);
    }
  }
  assert.equal(found, 8, 'payloads with // found');
});
