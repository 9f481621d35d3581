// Progress in localStorage and the shared link (#p=<81 characters>&s=<seed>&d=<difficulty>
// and, if the player shares progress, &e=<81 characters of entries>). Storage may be
// unavailable (private mode, quota): the app then works without it.
import type { Game } from './game.js';

const KEY = 'sudoku-lab:game';

export function save(game: Game) {
  try {
    localStorage.setItem(KEY, JSON.stringify(game.toJSON()));
  } catch {
    /* storage unavailable: progress is simply not kept */
  }
}

export function restore(game: Game): boolean {
  try {
    const text = localStorage.getItem(KEY);
    return text ? game.fromJSON(JSON.parse(text)) : false;
  } catch {
    return false;
  }
}

export interface Link {
  puzzle: string;
  seed?: number;
  difficulty?: string;
  entries?: string;
}

/** The URL hash's shared puzzle, if any (not yet validated). */
export function linked(): Link | null {
  const params = new URLSearchParams(location.hash.slice(1));
  const puzzle = params.get('p');
  if (puzzle === null) return null;
  const link: Link = { puzzle };
  const seed = params.get('s');
  if (seed && /^\d+$/.test(seed)) link.seed = Number(seed);
  if (params.get('d')) link.difficulty = params.get('d')!;
  if (params.get('e')) link.entries = params.get('e')!;
  return link;
}

/** This page's URL with the game's puzzle (and seed, difficulty; entries if asked) in its hash. */
export function shareUrl(game: Game, progress = false): string {
  const url = new URL(location.href);
  let hash = `p=${game.givensText()}`;
  if (game.info.seed !== undefined) hash += `&s=${game.info.seed}`;
  if (game.info.difficulty) hash += `&d=${game.info.difficulty}`;
  if (progress && game.entries.some((d) => d)) hash += `&e=${game.entriesText()}`;
  url.hash = hash;
  return url.href;
}
