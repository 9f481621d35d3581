// lz-string's compressed data (the base64 of f-puzzles and SudokuPad links, the URI-safe base64 of our share
// links) read back under a bound. Links are untrusted, and lz-string's own decompressor builds whatever the data
// says: a few hundred KB of codes that each name the newest dictionary entry make gigabytes. Written here from
// the format: codes of a growing width read low bit first from 6-bit characters; 0 and 1 bring a new 8- or 16-bit
// character, 2 ends the data, any other names a dictionary entry (or the entry being made); each code after the
// first adds the previous entry and the first character of this one to the dictionary.
//
// A decode stops once its text would pass `limit` characters, and it can start from any code of an earlier decode
// (LzCheckpoint): the slash repair of variant-links.ts reads a link once and then again only from a slash on.
// Entries and text are kept in layers, one a decode, each reading below its start from the decode it resumed.

/** lz-string's compressToBase64 alphabet ('=' pads: no bits). */
export const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';
/** lz-string's compressToEncodedURIComponent alphabet ('$' pads: no bits). */
export const URI_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

/**
 * Every decode's work since the module loaded: characters of data read and of text written. Tests bound the
 * readers by these counts; nothing else reads them.
 */
export const lzWork = { read: 0, written: 0 };

/** The data as characters by position: a string, or one with characters put in (variant-links.ts's repairs). */
export interface LzSource {
  readonly length: number;
  charAt(k: number): string;
}

/** One decode's dictionary entries and text, above those of the decode it started from (its parent). */
interface Layer {
  readonly parent: Layer | undefined;
  /** Entries below this index, and text pieces below `pieceBase`, are the parent's. */
  readonly base: number;
  readonly pieceBase: number;
  readonly entries: string[];
  readonly pieces: string[];
}

/** A decode's state before one of its codes: start another decode there with other data after it. */
export interface LzCheckpoint {
  readonly layer: Layer;
  /** Bits read so far. */
  readonly bit: number;
  /** Dictionary entries so far (0-2 stand for the codes, not entries), and the width of the next code. */
  readonly size: number;
  readonly width: number;
  /** Entries still to add before the width grows. */
  readonly grow: number;
  /** The previous entry, and the text so far: its pieces and its length. */
  readonly w: string;
  readonly pieces: number;
  readonly length: number;
}

/**
 * How a decode ended: its text, or why there is none ('corrupt': a code names no entry or the data starts with
 * no character; 'short': the data ends before the end code; 'long': the text passes the limit). `touched` is how
 * many characters of the data the decode read (wholly or in part): a change after them changes nothing.
 */
export type LzResult = { text: string; touched: number } | { fail: 'corrupt' | 'short' | 'long'; touched: number };

function entryAt(layer: Layer, k: number): string | undefined {
  let at: Layer | undefined = layer;
  while (at !== undefined && k < at.base) at = at.parent;
  return at?.entries[k - at.base];
}

function textOf(layer: Layer, pieces: number): string {
  const parts: string[][] = [];
  let count = pieces;
  for (let at: Layer | undefined = layer; at !== undefined; at = at.parent) {
    parts.push(at.pieces.slice(0, count - at.pieceBase));
    count = at.pieceBase;
  }
  return parts.reverse().flat().join('');
}

/**
 * Decodes lz-string data written with `alphabet` (BASE64, URI_SAFE; a character outside it reads as no bits, as
 * lz-string reads it), from the start or from `from` (a checkpoint of an earlier decode whose data agrees with
 * this one up to there), stopping at a text of more than `limit` characters. `onCode` sees the state before each
 * code after the first.
 */
export function lzDecode(
  data: LzSource,
  alphabet: string,
  limit: number,
  from?: LzCheckpoint,
  onCode?: (checkpoint: LzCheckpoint) => void,
): LzResult {
  const values = new Map<string, number>([...alphabet].map((ch, i) => [ch, i]));
  const bits = data.length * 6;
  let bit = from?.bit ?? 0;
  let charIndex = -1;
  let charValue = 0;
  const touched = () => Math.ceil(bit / 6);
  /** The next `width` bits as a number, lowest first; bits past the data are 0. */
  const take = (width: number): number => {
    let value = 0;
    for (let k = 0; k < width; k++, bit++) {
      const at = Math.floor(bit / 6);
      if (at !== charIndex) {
        charIndex = at;
        charValue = at < data.length ? (values.get(data.charAt(at)) ?? 0) : 0;
        lzWork.read++;
      }
      if (charValue & (32 >> (bit % 6))) value |= 1 << k;
    }
    return value;
  };

  const layer: Layer = {
    parent: from?.layer,
    base: from?.size ?? 0,
    pieceBase: from?.pieces ?? 0,
    entries: [],
    pieces: [],
  };
  let size = from?.size ?? 3;
  let width = from?.width ?? 3;
  let grow = from?.grow ?? 4;
  let length = from?.length ?? 0;
  let w: string;
  const add = (entry: string) => {
    layer.entries[size++ - layer.base] = entry;
    if (--grow === 0) grow = 2 ** width++;
  };
  const write = (piece: string): boolean => {
    if (length + piece.length > limit) return false;
    layer.pieces.push(piece);
    length += piece.length;
    lzWork.written += piece.length;
    return true;
  };

  if (from === undefined) {
    layer.entries.push('', '', ''); // codes 0-2, not entries
    const first = take(2);
    if (first > 1) return { fail: 'corrupt', touched: touched() };
    w = String.fromCharCode(take(first === 0 ? 8 : 16));
    layer.entries[size++] = w; // no width change for the first entry
    if (!write(w)) return { fail: 'long', touched: touched() };
  } else w = from.w;

  for (;;) {
    if (bit >= bits) return { fail: 'short', touched: data.length + 1 };
    onCode?.({ layer, bit, size, width, grow, w, pieces: layer.pieceBase + layer.pieces.length, length });
    let code = take(width);
    if (code === 2) return { text: textOf(layer, layer.pieceBase + layer.pieces.length), touched: touched() };
    if (code < 2) {
      add(String.fromCharCode(take(code === 0 ? 8 : 16)));
      code = size - 1;
    }
    const entry = code < size ? entryAt(layer, code) : code === size ? w + w.charAt(0) : undefined;
    if (entry === undefined) return { fail: 'corrupt', touched: touched() };
    if (!write(entry)) return { fail: 'long', touched: touched() };
    add(w + entry.charAt(0));
    w = entry;
  }
}
