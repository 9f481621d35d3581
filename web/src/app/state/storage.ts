// The shared link (#p=<81 characters>&s=<seed>&d=<difficulty> and, if the player shares
// progress, &e=<81 characters of entries>; a variant's compact line compressed). It is read as
// untrusted: values out of range are dropped, never shown (puzzleInfo). Saved games: saves.ts.
import { DIFFICULTIES, type Game, puzzleInfo } from 'sudoku-lab/element/internal';

export interface Link {
  puzzle: string;
  seed?: number;
  difficulty?: string;
  entries?: string;
  /** What the link held that was not used, said to the player. */
  ignored: string[];
}

/** The URL hash's shared puzzle, if any: its puzzle not yet validated, the other fields checked. */
export function linked(): Link | null {
  const params = new URLSearchParams(location.hash.slice(1));
  const puzzle = params.get('p');
  if (puzzle === null) return null;
  const link: Link = { puzzle, ignored: [] };
  const seed = params.get('s');
  const difficulty = params.get('d');
  const info = puzzleInfo({ seed: seed !== null && /^\d+$/.test(seed) ? Number(seed) : undefined, difficulty });
  Object.assign(link, info);
  if (seed !== null && info.seed === undefined)
    link.ignored.push(`s (seed) must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`);
  if (difficulty !== null && info.difficulty === undefined)
    link.ignored.push(`d (difficulty) must be one of ${DIFFICULTIES.join(', ')}`);
  const entries = params.get('e');
  if (entries !== null && /^[.0-9]{81}$/.test(entries)) link.entries = entries;
  else if (entries !== null)
    link.ignored.push(`e (progress) must be 81 characters of 1-9 or '.', found ${entries.length}`);
  return link;
}

/** This page's URL with the game's puzzle (and seed, difficulty; entries if asked) in its hash, every value encoded. */
export function shareUrl(game: Game, progress = false): string {
  const url = new URL(location.href);
  const params = new URLSearchParams({ p: game.givensText() });
  if (game.info.seed !== undefined) params.set('s', String(game.info.seed));
  if (game.info.difficulty) params.set('d', game.info.difficulty);
  if (progress && game.entries.some((d) => d)) params.set('e', game.entriesText());
  url.hash = params.toString();
  return url.href;
}

/**
 * The share link of the puzzle on the board: a classic one as shareUrl writes it; a variant's compact
 * line compressed (sudoku-lab/links' shareLink, loaded on first use; progress is not carried).
 */
export async function shareLinkOf(game: Game, progress = false): Promise<string> {
  if (!game.shape) return shareUrl(game, progress);
  const { shareLink } = await import('sudoku-lab/links');
  return shareLink(game.puzzleText(), location.href);
}
