// Links in and out for variant puzzles (docs/VARIANTS.md, Links): f-puzzles `?load=` links, SudokuPad links that
// carry f-puzzles data or SudokuPad's own puzzle data (scl, read into f-puzzles JSON by scl.ts), our own `#p=`
// share links and pasted f-puzzles JSON. Pure and synchronous: the links are
// only unpacked here; what the puzzle says is checked by the variants lab (validate), as for any other input.
// The compression is lz-string's (the library f-puzzles and SudokuPad use), imported; the decompression is
// lz-read.ts's, which bounds what a link may decompress to. Every size is bounded (link-bounds.ts).
import LZString from 'lz-string';
import { LINK_TEXT, boundedJson, checkLength, checkText, fail, quote, shareBase } from './link-bounds.js';
import { URI_SAFE, lzDecode } from './lz-read.js';
import { sclToFpuzzles } from './scl.js';
import { parseSclText, type SclPuzzle } from './scl-text.js';
import { repaired } from './slash-repair.js';

/**
 * What {@link parseVariantLink} found: the puzzle as text for the variants lab (`puzzle`: hand it to
 * `lab.validate`, `lab.solve`, ...), its format and where it came from. f-puzzles JSON comes from an
 * f-puzzles link, a SudokuPad link or pasted JSON (`source: 'json'`); a SudokuPad link in SudokuPad's own format
 * (scl) is read into f-puzzles JSON; a share link may carry a compact line or f-puzzles JSON.
 */
export type VariantLink =
  | {
      /** f-puzzles JSON text. */
      format: 'fpuzzles';
      /** An f-puzzles `?load=` link, a SudokuPad `fpuzzles` or `scl` link, a share link (`#p=`) or JSON pasted as it is. */
      source: 'f-puzzles' | 'sudokupad' | 'share' | 'json';
      /** The f-puzzles JSON, as the link held it (from an `scl` link: written from SudokuPad's puzzle). */
      json: string;
      /** The same text, for the variants lab. */
      puzzle: string;
    }
  | {
      /** A compact line or an n*n grid. */
      format: 'line';
      /** Only share links (`#p=`) carry lines. */
      source: 'share';
      /** The line, as the link held it. */
      line: string;
      /** The same text, for the variants lab. */
      puzzle: string;
    };

const FPUZZLES = 'https://www.f-puzzles.com/?load=';
const SUDOKUPAD = 'https://sudokupad.app/fpuzzles';
const FPUZZLES_HOSTS = new Set(['f-puzzles.com', 'www.f-puzzles.com']);
// sudokupad.app, its older names (PuzzleLoader's URLs in SudokuPad's own tools) and the CTC app, which runs it.
const SUDOKUPAD_HOSTS = new Set([
  'sudokupad.app',
  'www.sudokupad.app',
  'beta.sudokupad.app',
  'sudokupad.svencodes.com',
  'app.crackingthecryptic.com',
]);
// SudokuPad's puzzle ids of 20 characters or fewer are names on its server, not puzzles (fpuzzlesTinyIdLength).
const SHORT_ID = 20;

/** Percent-decoding that leaves '+' alone ('+' is base64, not a space, in these links). */
function percentDecoded(text: string, what: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return fail(`${what}: bad percent-encoding in ${quote(text)}`);
  }
}

/** The raw (not form-decoded) value of a query parameter: URLSearchParams would turn '+' into a space. */
function rawParam(search: string, name: string): string | undefined {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq) === name) return pair.slice(eq + 1);
  }
  return undefined;
}

/** f-puzzles JSON from an lz-string base64 payload, or a SudokuInputError naming what is wrong. */
function unpack(payload: string, what: string): string {
  return unpackWith<string>(payload, what, (text) => {
    try {
      const value: unknown = JSON.parse(text);
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) return { value: text };
      return { error: `${what}: the data is JSON but not an f-puzzles puzzle (an object): ${quote(text)}` };
    } catch (e) {
      return {
        error: `${what}: the data decompresses to text that is not JSON (${(e as Error).message}): ${quote(text)}`,
      };
    }
  });
}

/**
 * What `read` makes of an lz-string base64 payload: the data as it is, or with one or two of its '/' doubled
 * (repairs), the first that decompresses and that `read` takes; else a SudokuInputError with what `read` said of
 * the first text, or that the data does not decompress.
 */
function unpackWith<T>(payload: string, what: string, read: (text: string) => { value: T } | { error: string }): T {
  // Spaces are '+' that a form decoder or a chat turned into spaces: base64 has no spaces.
  const data = percentDecoded(payload, what).replace(/ /g, '+');
  if (data === '') fail(`${what}: no puzzle data after the prefix`);
  const bad = /[^A-Za-z0-9+/=]/.exec(data);
  if (bad)
    fail(`${what}: the data has ${quote(bad[0])} at character ${bad.index + 1}; expected base64 (A-Z a-z 0-9 + / =)`);
  const found = repaired(data, what, read);
  if ('value' in found) return found.value;
  return fail(found.error ?? `${what}: the data does not decompress (lz-string base64): is the link cut short?`);
}

/** The URL of a link pasted with or without its scheme ('www.f-puzzles.com/?load=...'). */
function asUrl(text: string): URL | undefined {
  for (const candidate of [text, `https://${text}`]) {
    try {
      const url = new URL(candidate);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url;
    } catch {
      /* not a URL this way */
    }
  }
  return undefined;
}

/** A SudokuPad puzzle id ('fpuzzles...', 'scl...', a short name) read for its f-puzzles data. */
function sudokuPadId(id: string): VariantLink {
  const what = 'SudokuPad link';
  const m = /^(fpuzzles|fpuz|scl|ctc|scf)(.*)$/s.exec(id);
  if (m?.[1] === 'fpuzzles' || m?.[1] === 'fpuz') {
    const json = unpack(m[2] ?? '', what);
    return { format: 'fpuzzles', source: 'sudokupad', json, puzzle: json };
  }
  // 'ctc' is SudokuPad's older name for the same format.
  if (m?.[1] === 'scl' || m?.[1] === 'ctc') {
    const puzzle = unpackWith<SclPuzzle>(m[2] ?? '', what, (text) => {
      const read = parseSclText(text);
      if ('puzzle' in read) return { value: read.puzzle };
      return {
        error: `${what}: the data decompresses to text that is not SudokuPad's puzzle data (${read.error}): ${quote(text)}`,
      };
    });
    const json = JSON.stringify(sclToFpuzzles(puzzle, what));
    return { format: 'fpuzzles', source: 'sudokupad', json, puzzle: json };
  }
  if (m)
    fail(
      `${what}: its puzzle is in SudokuPad's '${m[1]}' format, which this reader does not take; it reads links whose data starts 'fpuzzles' or 'scl'`,
    );
  if (id === '') fail(`${what}: no puzzle in it`);
  if (id.length <= SHORT_ID)
    fail(
      `${what}: ${quote(id)} names a puzzle stored on SudokuPad's server; open it there and copy an f-puzzles link instead`,
    );
  return fail(`${what}: ${quote(id)} is not a puzzle id it knows (expected 'fpuzzles' or 'scl' and the data)`);
}

/**
 * Unpacks a link to a variant puzzle: an f-puzzles link (`https://www.f-puzzles.com/?load=...`), a SudokuPad
 * link that carries f-puzzles data (`https://sudokupad.app/fpuzzles...`, also `fpuz...`, `/sudoku/...`,
 * `?puzzleid=...`, app.crackingthecryptic.com) or SudokuPad's own puzzle data (`scl...`, `ctc...`: what the
 * engine implements is written as f-puzzles JSON, everything else under keys the lab refuses by name), a share
 * link of ours (`...#p=...`, see {@link shareLink}), or f-puzzles JSON pasted or read from a file as it is. '+'
 * written as a space and percent-encoding are undone. Only the link is read here: check the puzzle with the
 * variants lab (`lab.validate(link.puzzle)`), which names the constraints it does not implement.
 *
 * Links are untrusted: a link longer than 262,144 characters, or data that decompresses to more (a link bomb),
 * is refused as soon as it passes that, never decompressed whole; SudokuPad's data may nest 32 levels and hold a
 * grid up to 16x16 (link-bounds.ts).
 *
 * @throws SudokuInputError (kind 'format') naming what is wrong: not a link it knows, a SudokuPad format other
 *   than fpuzzles and scl, a short id stored on a server, data that does not decompress, or that is not JSON (or
 *   not SudokuPad's puzzle data: no cells, a grid that is not square, a cell that is not a digit), or a bound
 *   passed.
 */
export function parseVariantLink(text: string): VariantLink {
  if (typeof text !== 'string') fail(`a link must be text, found ${text === null ? 'null' : typeof text}`);
  const t = text.trim();
  if (t === '') fail('no link: expected an f-puzzles or SudokuPad link, a share link (#p=) or f-puzzles JSON');
  if (t.startsWith('{')) return { format: 'fpuzzles', source: 'json', json: t, puzzle: t };
  if (t.startsWith('#') || t.startsWith('p=')) return parseShareLink(t);
  checkLength(t, 'link');
  const url = asUrl(t);
  if (url === undefined || !url.hostname.includes('.'))
    fail(
      `not a link this reader knows: ${quote(t)} (expected an f-puzzles or SudokuPad link, a share link (#p=) or f-puzzles JSON)`,
    );
  if (rawParam(url.hash.slice(1), 'p') !== undefined) return parseShareLink(t);
  const host = url.hostname.toLowerCase();
  if (FPUZZLES_HOSTS.has(host)) {
    const load = rawParam(url.search, 'load');
    if (load !== undefined) {
      const json = unpack(load, 'f-puzzles link');
      return { format: 'fpuzzles', source: 'f-puzzles', json, puzzle: json };
    }
    if (rawParam(url.search, 'id') !== undefined)
      fail(
        'f-puzzles link: a short link (?id=) names a puzzle stored elsewhere; open it and copy the long link (?load=)',
      );
    fail(`f-puzzles link: no puzzle in it (expected ?load=...): ${quote(t)}`);
  }
  if (SUDOKUPAD_HOSTS.has(host)) {
    const param = rawParam(url.search, 'puzzleid');
    // The id is the path (after '/sudoku/' on the CTC app): its '/' are base64, its '?' starts SudokuPad's settings.
    const id = param ?? url.pathname.replace(/^\/(sudoku\/)?/, '');
    return sudokuPadId(id);
  }
  return fail(
    `not a link this reader knows: ${quote(t)} (its site ${host} is neither f-puzzles nor SudokuPad, and it has no #p=)`,
  );
}

/**
 * An f-puzzles link to the puzzle (`https://www.f-puzzles.com/?load=` and lz-string's base64 of the JSON), which
 * f-puzzles opens; SudokuPad opens it too. Takes f-puzzles JSON text or object.
 *
 * @throws SudokuInputError (kind 'format') when the text is not JSON of an object (a compact line: see
 *   {@link shareLink}), when it or the object's JSON is longer than a link carries (262,144 characters), or when
 *   the object is nested deeper than 32 levels, holds itself or cannot be written as JSON (a BigInt; a getter
 *   that throws, its error kept as `cause`).
 */
export function fpuzzlesLink(json: string | Record<string, unknown>): string {
  return packed(FPUZZLES, LZString.compressToBase64(jsonText(json, 'fpuzzlesLink')), 'fpuzzlesLink');
}

/**
 * A SudokuPad link to the puzzle (`https://sudokupad.app/fpuzzles` and the same data as {@link fpuzzlesLink}):
 * SudokuPad reads the f-puzzles JSON itself. Takes f-puzzles JSON text or object.
 *
 * @throws SudokuInputError (kind 'format') as fpuzzlesLink does.
 */
export function sudokuPadLink(json: string | Record<string, unknown>): string {
  return packed(SUDOKUPAD, LZString.compressToBase64(jsonText(json, 'sudokuPadLink')), 'sudokuPadLink');
}

/** A link written, unless it is longer than the readers take (a text that does not compress). */
function packed(start: string, data: string, what: string): string {
  const link = start + data;
  checkLength(link, what);
  return link;
}

function jsonText(json: string | Record<string, unknown>, what: string): string {
  if (typeof json === 'object' && json !== null) return boundedJson(json, what);
  if (typeof json !== 'string')
    return fail(`${what}: expected f-puzzles JSON, found ${json === null ? 'null' : typeof json}`);
  checkText(json, what);
  try {
    const value: unknown = JSON.parse(json);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return json.trim();
  } catch {
    /* said below */
  }
  return fail(`${what}: expected f-puzzles JSON (an object), found ${quote(json.trim())}`);
}

/**
 * Our share link: `base` (any hash of it dropped) and `#p=` with lz-string's URI-safe compression of the puzzle
 * text (a compact line, an n*n grid or f-puzzles JSON). Without a base, only the hash (`#p=...`). The base is an
 * http(s) page or a link relative to one.
 *
 * @throws SudokuInputError (kind 'format') for an empty puzzle, one of several lines, one longer than a link
 *   carries, or a base that is not an http(s) or relative URL.
 */
export function shareLink(puzzle: string, base = ''): string {
  if (typeof puzzle !== 'string' || puzzle.trim() === '')
    fail('shareLink: expected a puzzle (a compact line or f-puzzles JSON)');
  checkText(puzzle, 'shareLink');
  if (/[\r\n]/.test(puzzle.trim())) fail('shareLink: one puzzle only, on one line');
  const page = shareBase(base);
  return packed(`${page}#p=`, LZString.compressToEncodedURIComponent(puzzle.trim()), 'shareLink');
}

/**
 * Reads a share link of {@link shareLink}: a whole URL, its hash (`#p=...`) or `p=...`. A plain n*n grid written
 * as it is (`#p=` and 81 symbols, the classic app's links) reads as that grid.
 *
 * @throws SudokuInputError (kind 'format') when there is no `p=`, its data does not decompress, or the link or
 *   what it decompresses to is longer than 262,144 characters.
 */
export function parseShareLink(text: string): VariantLink {
  if (typeof text !== 'string') fail(`a share link must be text, found ${text === null ? 'null' : typeof text}`);
  const t = text.trim();
  checkLength(t, 'share link');
  const hash = t.startsWith('p=') ? t : t.slice(t.indexOf('#') + 1);
  const raw = t.includes('#') || t.startsWith('p=') ? rawParam(hash, 'p') : undefined;
  if (raw === undefined) return fail(`share link: no #p= in ${quote(t)}`);
  if (raw === '') fail('share link: #p= is empty');
  // A plain grid (1-9, A-G, '.' or '0') is taken as it is. lz-string's output of ASCII starts with A-P (its first bits
  // say 'an 8-bit character'), so a 9x9 grid's digit or '.' never starts one; and an output of 16 or more
  // characters that uses none of H-Z, a-z, '+', '-', '$' does not occur in practice.
  if (/^[0-9A-G.]+$/.test(raw) && [16, 36, 81, 144, 256].includes(raw.length))
    return { format: 'line', source: 'share', line: raw, puzzle: raw };
  // Our links are written URI-safe; a chat may have percent-encoded them or turned '+' into spaces.
  const data = percentDecoded(raw, 'share link').replace(/ /g, '+');
  const read = lzDecode(data, URI_SAFE, LINK_TEXT);
  if ('fail' in read && read.fail === 'long')
    fail(`share link: the data after #p= decompresses to more than ${LINK_TEXT} characters; links carry at most that`);
  const puzzle = 'text' in read ? read.text : '';
  if (!puzzle) return fail('share link: the data after #p= does not decompress (lz-string): is the link cut short?');
  if (puzzle.trimStart().startsWith('{')) return { format: 'fpuzzles', source: 'share', json: puzzle, puzzle };
  return { format: 'line', source: 'share', line: puzzle, puzzle };
}
