// The slash repair of f-puzzles and SudokuPad payloads (variant-links.ts): a browser or a chat may collapse the
// '//' of base64 data to '/', and SudokuPad reads such links by doubling slashes until the data reads. So does
// this, bounded: the data is decoded once, and each try decodes again only from the code before its slash.
import { LINK_TEXT, fail } from './link-bounds.js';
import { BASE64, type LzCheckpoint, type LzSource, lzDecode, lzWork } from './lz-read.js';

/** Most slash repairs tried on one payload. */
const SLASH_TRIES = 1000;
/** Most characters the repairs of one payload decode and read in all: a few times a whole link's. */
const REPAIR_WORK = 8 * LINK_TEXT;

/** A source with the '/' at `at` doubled. */
function doubled(source: LzSource, at: number): LzSource {
  return {
    length: source.length + 1,
    charAt: (k) => (k <= at ? source.charAt(k) : source.charAt(k - 1)),
  };
}

/**
 * What `read` makes of lz-string base64 data whose '//' may have been collapsed to '/': the first text it takes of
 * the data as it is, then with each '/' doubled and, after each, a second one; else what `read` said of the first
 * text (undefined: nothing decompressed). A change after what a decode read changes nothing, so only slashes
 * before that are tried, each from the checkpoint before its slash (lz-read.ts). A text longer than LINK_TEXT is
 * refused at once when the data as it is makes it (a bomb). At most SLASH_TRIES tries and REPAIR_WORK characters
 * decoded and read in all.
 */
export function repaired<T>(
  data: string,
  what: string,
  read: (text: string) => { value: T } | { error: string },
): { value: T } | { error: string | undefined } {
  const slashes: number[] = [];
  for (let i = data.indexOf('/'); i >= 0; i = data.indexOf('/', i + 1)) slashes.push(i);
  let tries = SLASH_TRIES;
  let work = 0;
  let unread: string | undefined;
  /** Decodes `source` from `from` (`doublings` made so far), then tries a doubling of each of its `places`. */
  const attempt = (
    source: LzSource,
    from: LzCheckpoint | undefined,
    doublings: number,
    places: readonly number[],
  ): { value: T } | undefined => {
    // The last checkpoint before each slash's next character: where a decode with it doubled can start.
    const starts: (LzCheckpoint | undefined)[] = [];
    let last = from;
    const before = lzWork.read + lzWork.written;
    const result = lzDecode(source, BASE64, LINK_TEXT, from, (cp) => {
      while (starts.length < places.length && Math.ceil(cp.bit / 6) > (places[starts.length] as number) + 1)
        starts.push(last);
      last = cp;
    });
    work += lzWork.read + lzWork.written - before;
    if ('fail' in result && result.fail === 'long') {
      // The data as it is: a bomb, refused at once; a repair: one try that failed.
      const message = `${what}: the data decompresses to more than ${LINK_TEXT} characters; links carry at most that`;
      if (doublings === 0) fail(message);
      unread ??= message;
    }
    if ('text' in result && result.text !== '') {
      work += result.text.length;
      const answer = read(result.text);
      if ('value' in answer) return answer;
      unread ??= answer.error;
    }
    if (doublings === 2) return undefined;
    for (const [k, at] of places.entries()) {
      if (at + 1 >= result.touched) break;
      if (tries-- <= 0 || work > REPAIR_WORK) return undefined;
      const shifted = places.slice(k + 1).map((p) => p + 1);
      // A slash the decode passed has its checkpoint (undefined: before the first, so from the start); one it never
      // reached starts where the decode stopped.
      const start = k < starts.length ? starts[k] : last;
      const found = attempt(doubled(source, at), start, doublings + 1, shifted);
      if (found) return found;
    }
    return undefined;
  };
  tries--;
  return attempt(data, undefined, 0, slashes) ?? { error: unread };
}
