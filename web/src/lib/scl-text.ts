// SudokuPad's packed puzzle text (the data of its `scl...` links once decompressed) read into plain
// objects: JSON, or SudokuPad's shortened form (short unquoted keys, single quotes, t/f, empty
// objects left out), its short keys renamed back. scl.ts turns the result into f-puzzles JSON.
import { LINK_DEPTH } from './link-bounds.js';

/** A parsed JSON value. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
/** SudokuPad's puzzle object, as parseSclText reads it (long keys). */
export type SclPuzzle = JsonObject;

/**
 * The long keys behind SudokuPad's short ones: it shortens these keys when it packs a puzzle into a link
 * (its PuzzleZipper), in every object of the puzzle.
 */
const LONG_KEYS: Readonly<Record<string, string>> = {
  a: 'arrows',
  c: 'color',
  c1: 'borderColor',
  c2: 'backgroundColor',
  ca: 'cages',
  ce: 'cells',
  cs: 'cellSize',
  ct: 'center',
  d: 'duration',
  d2: 'd',
  fs: 'fontSize',
  h: 'height',
  hl: 'headLength',
  l: 'lines',
  o: 'overlays',
  r: 'rounded',
  re: 'regions',
  t: 'title',
  te: 'text',
  th: 'thickness',
  u: 'underlays',
  v: 'value',
  vd: 'videos',
  w: 'width',
  wp: 'wayPoints',
};

// ---------------------------------------------------------------------------------------------------------------
// Reading the text

/**
 * The puzzle object of an SCL text, or what is wrong with it. SudokuPad writes either plain JSON or its packed
 * form: keys shortened (LONG_KEYS) and unquoted, strings in single quotes (when the text has no double quote),
 * `t`/`f` for true/false, colours `#0`/`#F` and six hex digits unquoted, and an empty object in an array left
 * out (`[,,]` is three empty cells). Plain JSON is taken as it is, as SudokuPad does.
 */
export function parseSclText(text: string): { puzzle: JsonObject } | { error: string } {
  const deep = tooDeep(text);
  if (deep !== undefined) return { error: deep };
  let value: Json;
  try {
    value = JSON.parse(text) as Json;
  } catch {
    try {
      value = longKeys(new LooseReader(text).document());
    } catch (e) {
      return { error: (e as Error).message };
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { error: `expected an object, found ${brief(value)}` };
  return { puzzle: value };
}

/**
 * Where the text nests arrays and objects deeper than LINK_DEPTH, said as an error; undefined when it does not.
 * Checked before reading: a reader that recursed would run out of stack, and SudokuPad's puzzles nest a few levels.
 */
function tooDeep(text: string): string | undefined {
  // Strings are quoted as LooseReader reads them: with '"' when the text has one (JSON), else with "'".
  const quote = text.includes('"') ? '"' : "'";
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const ch = text[at];
    if (inString) {
      if (ch === '\\') at++;
      else if (ch === quote) inString = false;
    } else if (ch === quote) inString = true;
    else if (ch === '[' || ch === '{') {
      if (++depth > LINK_DEPTH) return `nested deeper than ${LINK_DEPTH} levels at character ${at + 1}`;
    } else if (ch === ']' || ch === '}') depth--;
  }
  return undefined;
}

/** Every key of every object renamed to its long form. */
function longKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(longKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: JsonObject = {};
  for (const [key, v] of Object.entries(value)) out[LONG_KEYS[key] ?? key] = longKeys(v);
  return out;
}

/** A reader of SudokuPad's packed JSON (see parseSclText), one value at a time, left to right. */
class LooseReader {
  private at = 0;
  /** The quote strings use: a packed text without any '"' quotes its strings with "'". */
  private readonly quote: string;
  constructor(private readonly text: string) {
    this.quote = text.includes('"') ? '"' : "'";
  }

  /** The whole text as one value. */
  document(): Json {
    const value = this.value(false);
    this.space();
    if (this.at < this.text.length) this.fail(`unexpected ${brief(this.text[this.at])} after the puzzle`);
    return value;
  }

  /** An error naming the character (from 1) where reading stopped, or `at` (from 0). */
  private fail(message: string, at = this.at): never {
    throw new Error(`${message} at character ${at + 1}`);
  }

  private space(): void {
    while (this.at < this.text.length && /\s/.test(this.text[this.at] ?? '')) this.at++;
  }

  /** A value; `afterKey` is true for an object's member, where six hex digits are a colour. */
  private value(afterKey: boolean): Json {
    this.space();
    const ch = this.text[this.at];
    if (ch === undefined) return this.fail('the text ends where a value was expected');
    if (ch === '{') return this.object();
    if (ch === '[') return this.array();
    if (ch === this.quote) return this.string();
    return this.bare(afterKey);
  }

  private object(): JsonObject {
    const out: JsonObject = {};
    this.at++; // '{'
    this.space();
    if (this.text[this.at] === '}') {
      this.at++;
      return out;
    }
    for (;;) {
      this.space();
      const key = this.text[this.at] === this.quote ? this.string() : this.word();
      this.space();
      if (this.text[this.at] !== ':') this.fail(`expected ':' after the key ${brief(key)}`);
      this.at++;
      out[key] = this.value(true);
      this.space();
      const next = this.text[this.at++];
      if (next === '}') return out;
      if (next !== ',') this.fail(`expected ',' or '}' in an object, found ${brief(next ?? 'the end')}`, this.at - 1);
    }
  }

  /** An array; an element left out (`[,` `,,` `,]`) is an empty object, as SudokuPad packs them. */
  private array(): Json[] {
    const out: Json[] = [];
    this.at++; // '['
    this.space();
    if (this.text[this.at] === ']') {
      this.at++;
      return out;
    }
    for (;;) {
      this.space();
      const ch = this.text[this.at];
      out.push(ch === ',' || ch === ']' ? {} : this.value(false));
      this.space();
      const next = this.text[this.at++];
      if (next === ']') return out;
      if (next !== ',') this.fail(`expected ',' or ']' in an array, found ${brief(next ?? 'the end')}`, this.at - 1);
    }
  }

  /** A quoted string: JSON's escapes, and \' for a quote inside a single-quoted one. */
  private string(): string {
    const quote = this.quote;
    const start = this.at;
    let body = '';
    for (this.at++; ; this.at++) {
      const ch = this.text[this.at];
      if (ch === undefined) return this.fail('a string is not closed: it opens', start);
      if (ch === quote) break;
      if (ch === '\\') {
        const escaped = this.text[++this.at];
        if (escaped === undefined) return this.fail('a string is not closed: it opens', start);
        body += escaped === "'" ? "'" : `\\${escaped}`;
      } else body += ch === '"' ? '\\"' : ch;
    }
    this.at++;
    try {
      return JSON.parse(`"${body}"`) as string;
    } catch {
      return this.fail(`a string has a bad escape or a line break: ${brief(body)}`, start);
    }
  }

  /** An unquoted key (letters and digits). */
  private word(): string {
    const m = /^[A-Za-z0-9_$]+/.exec(this.text.slice(this.at, this.at + 100));
    if (!m) return this.fail(`expected a key, found ${brief(this.text[this.at] ?? 'the end')}`);
    this.at += m[0].length;
    return m[0];
  }

  /** An unquoted value: a number, t/f/true/false/null, or a colour (#0, #F, six hex digits). */
  private bare(afterKey: boolean): Json {
    const m = /^[^,:\]}\s]+/.exec(this.text.slice(this.at, this.at + 100));
    if (!m) return this.fail(`expected a value, found ${brief(this.text[this.at] ?? 'the end')}`);
    const word = m[0];
    const start = this.at;
    this.at += word.length;
    if (word === 't' || word === 'true') return true;
    if (word === 'f' || word === 'false') return false;
    if (word === 'null') return null;
    if (word === '#0') return '#000000';
    if (word === '#F') return '#FFFFFF';
    if (afterKey && /^[0-9a-fA-F]{6}$/.test(word)) return `#${word}`;
    if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(word)) return Number(word);
    return this.fail(`unexpected ${brief(word)}`, start);
  }
}

/** A value as a short quote for messages. */
export function brief(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
