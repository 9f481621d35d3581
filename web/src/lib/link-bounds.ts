// The bounds of sudoku-lab/links (docs/VARIANTS.md, Links) and the checks that apply them. Links are untrusted
// and what a writer is given may be anything, so every size a reader or a writer handles is bounded before the
// work it would cost. The largest real puzzles (a 16x16 f-puzzles JSON with every cell's object, cages and lines)
// take some tens of thousands of characters: these leave room.
import { SudokuInputError } from './errors.js';

/** Most characters of a link (or its hash, or `p=...`) a reader takes, and a writer writes. */
export const LINK_LENGTH = 256 * 1024;
/** Most characters a link's data may decompress to, and a writer packs into one. */
export const LINK_TEXT = 256 * 1024;
/** Deepest nesting of arrays and objects in SudokuPad's puzzle data or in an object a writer is given. */
export const LINK_DEPTH = 32;
/** Most characters of a share link's base (the page it opens). */
export const LINK_BASE = 4096;

/** Every link error: a SudokuInputError of kind 'format'. */
export function fail(message: string, cause?: unknown): never {
  throw new SudokuInputError([{ kind: 'format', message, cells: [] }], undefined, cause ? { cause } : undefined);
}

/** The first characters of a text, for messages. */
export function quote(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text);
}

/** Refuses a link longer than readers take, before any of it is read. */
export function checkLength(link: string, what: string): void {
  if (link.length > LINK_LENGTH)
    fail(`${what}: ${link.length} characters, more than the ${LINK_LENGTH} a link may have`);
}

/** Refuses a text longer than a link may carry, before it is packed. */
export function checkText(text: string, what: string): void {
  if (text.length > LINK_TEXT)
    fail(`${what}: the puzzle is ${text.length} characters, more than the ${LINK_TEXT} a link carries`);
}

/**
 * An object as JSON text, or a SudokuInputError: nested deeper than LINK_DEPTH (or holding itself), longer than
 * a link carries, or not writable as JSON (a BigInt, a getter that throws: the caller's error is its cause).
 * Counted as it is written, so a huge object is refused once it passes the bound, not after.
 */
export function boundedJson(value: object, what: string): string {
  const parents = new Map<object, object>();
  let written = 0;
  let text: string | undefined;
  try {
    text = JSON.stringify(value, function (this: object, key: string, v: unknown): unknown {
      written += key.length + (typeof v === 'string' ? v.length : 1) + 2;
      if (written > LINK_TEXT) fail(`${what}: the object's JSON passes the ${LINK_TEXT} characters a link carries`);
      if (v === null || typeof v !== 'object') return v;
      // `this` holds v: v is nested as deep as the chain of holders above it, and must not be one of them.
      const cycle = () => fail(`${what}: the object holds itself (at key ${quote(key)}), which JSON cannot write`);
      if (this === v) cycle();
      let depth = 1;
      for (let at = parents.get(this); at !== undefined; at = parents.get(at)) {
        if (at === v) cycle();
        if (++depth > LINK_DEPTH)
          fail(`${what}: the object is nested deeper than ${LINK_DEPTH} levels (at key ${quote(key)})`);
      }
      parents.set(v, this);
      return v;
    });
  } catch (e) {
    if (e instanceof SudokuInputError) throw e;
    fail(`${what}: the object cannot be written as JSON (${e instanceof Error ? e.message : String(e)})`, e);
  }
  if (text === undefined) return fail(`${what}: the object cannot be written as JSON`);
  checkText(text, what);
  return text;
}

/**
 * A share link's base without its hash: a web page (http or https) or a link relative to one (`/play`, `?v=2`,
 * ''). Any other scheme is refused: a `javascript:` or `data:` base would make the link run or hold something.
 */
export function shareBase(base: unknown): string {
  const text = typeof base === 'string' ? base : base instanceof URL ? base.href : undefined;
  if (text === undefined) return fail(`shareLink: the base must be a URL or text, found ${typeof base}`);
  if (text.length > LINK_BASE) fail(`shareLink: the base is ${text.length} characters, more than ${LINK_BASE}`);
  let scheme: string;
  try {
    // Parsed as a browser would, against a placeholder page: only an absolute base keeps a scheme of its own.
    scheme = new URL(text, 'https://relative.invalid/').protocol;
  } catch {
    return fail(`shareLink: the base ${quote(text)} is not a URL`);
  }
  if (scheme !== 'https:' && scheme !== 'http:')
    fail(`shareLink: the base ${quote(text)} is a ${scheme} URL; expected an http(s) page or a relative link`);
  return text.split('#')[0] ?? '';
}
