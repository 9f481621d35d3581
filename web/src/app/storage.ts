// Progress in localStorage and the shared link (#p=<81 characters>). Storage may be
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

/** The puzzle text of the URL's #p=..., if any (not yet validated). */
export function linkedPuzzle(): string | null {
  const m = /(?:^#|&)p=([^&]*)/.exec(location.hash);
  return m ? decodeURIComponent(m[1]!) : null;
}

/** This page's URL with the puzzle in its hash. */
export function shareUrl(puzzle: string): string {
  const url = new URL(location.href);
  url.hash = `p=${puzzle}`;
  return url.href;
}
