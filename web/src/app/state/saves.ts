// The games in progress, one per kind: classic, each daily puzzle (its day and band), each
// variant kind at each size (the kinds are named by the Play view: views/play/kinds.ts). Starting a Killer keeps the half-played daily under its own key,
// to come back from the Daily tab or the Play view's list of games in progress. One key per
// game, so a save writes only the game on the board. Storage may be unavailable (private mode,
// quota): the app then works without it. Nothing a player saved is dropped: the single game of
// earlier versions is moved under its kind, and a save that cannot be read is set aside (its
// text kept under another key), never loaded.
import { Game } from 'sudoku-lab/element/internal';

const PREFIX = 'sudoku-lab:games:';
/** The kind of the game on the board when the page was left: the one start-up brings back. */
const CURRENT = 'sudoku-lab:games-current';
/** Where earlier versions kept their one game. */
const LEGACY = 'sudoku-lab:game';
const SET_ASIDE = 'sudoku-lab:games-unreadable:';

/** A game in progress as the list shows it. */
export interface SavedGame {
  kind: string;
  /** Its puzzle as the running jobs name theirs (classic givens, else the compact line). */
  puzzle: string;
  /** Digits on the board (givens and entries) of its cells. */
  filled: number;
  cells: number;
  timeMs: number;
}

const get = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const set = (key: string, value: string): boolean => {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
};
const remove = (key: string) => {
  try {
    localStorage.removeItem(key);
  } catch {
    /* storage unavailable */
  }
};
/** Every kind with a save. */
const kinds = (): string[] => {
  try {
    return Object.keys(localStorage)
      .filter((k) => k.startsWith(PREFIX))
      .map((k) => k.slice(PREFIX.length));
  } catch {
    return [];
  }
};

/** A stored game read into a scratch Game (not the board's), or null when it is not one. */
function read(text: string | null): Game | null {
  if (text === null) return null;
  const g = new Game();
  try {
    return g.fromJSON(JSON.parse(text)) ? g : null;
  } catch {
    return null;
  }
}

/** A game's puzzle as the running jobs name theirs (state/jobs.ts): classic givens, else the compact line. */
const puzzleOf = (g: Game) => (g.shape ? g.puzzleText() : g.givensText());

/** Keeps text that could not be read, under a key of its own. */
const setAside = (name: string, text: string) => set(`${SET_ASIDE}${name}`, text);

/**
 * The single game of earlier versions moved under its kind (the kind becomes the one start-up
 * restores when none was chosen); kept aside when it is unreadable or its kind is already taken.
 */
function migrate(kindOf: (game: Game) => string) {
  const text = get(LEGACY);
  if (text === null) return;
  const g = read(text);
  const kind = g && kindOf(g);
  const moved = kind !== null && get(PREFIX + kind) === null && set(PREFIX + kind, JSON.stringify(g!.toJSON()));
  if (moved && get(CURRENT) === null) set(CURRENT, kind);
  if (moved || setAside('earlier', text)) remove(LEGACY);
}

export class Saves {
  constructor(
    private readonly game: Game,
    /** Puts a saved game on the board (the player's restore): false if it is not a game. */
    private readonly load: (saved: unknown) => boolean,
    /** The kind a game is kept under ("classic", "killer 6x6", "daily 2026-12-07 medium classic"). */
    private readonly kindOf: (game: Game) => string,
  ) {}

  /** The game on the board written under its kind, which becomes the one start-up brings back. */
  save(): void {
    const { game } = this;
    // A board with nothing on it (start-up's, before any puzzle) is no game to keep.
    if (!game.hasGivens() && !game.shape?.cages.length && !game.entries.some((d) => d)) return;
    const kind = this.kindOf(game);
    const text = JSON.stringify(game.toJSON());
    if (!set(PREFIX + kind, text)) {
      // Full: the other games give up their undo history (their boards stay), then try again.
      for (const other of kinds()) if (other !== kind) this.trim(other);
      if (!set(PREFIX + kind, text)) return;
    }
    set(CURRENT, kind);
  }

  /**
   * Start-up: the game left on the board last time (after moving an earlier version's game), or
   * when that one cannot be read another saved game, so that no fresh puzzle takes its kind's
   * place unasked; false if there is none.
   */
  restore(): boolean {
    migrate(this.kindOf);
    const last = get(CURRENT);
    return [...(last === null ? [] : [last]), ...kinds()].some((kind) => this.open(kind));
  }

  /** Puts the saved game of a kind on the board; false (the board unchanged) when there is none readable. */
  open(kind: string): boolean {
    const text = get(PREFIX + kind);
    if (text === null) return false;
    let ok = false;
    try {
      ok = this.load(JSON.parse(text));
    } catch {
      /* not JSON */
    }
    if (ok) set(CURRENT, kind);
    else if (setAside(kind, text)) remove(PREFIX + kind);
    return ok;
  }

  /**
   * The puzzle of a kind's saved game not yet solved, as the running jobs name theirs, or null
   * when there is none (the Daily tab resumes such a game rather than starting afresh).
   */
  inProgress(kind: string): string | null {
    const g = read(get(PREFIX + kind));
    return g && !g.solved ? puzzleOf(g) : null;
  }

  /** The games in progress other than the board's, by name. */
  others(): SavedGame[] {
    const here = this.kindOf(this.game);
    const out: SavedGame[] = [];
    for (const kind of kinds().sort()) {
      if (kind === here) continue;
      const g = read(get(PREFIX + kind));
      if (!g || g.solved || g.mode !== 'play') continue;
      const filled = Array.from({ length: g.cells }, (_, c) => g.digit(c)).filter((d) => d).length;
      out.push({ kind, puzzle: puzzleOf(g), filled, cells: g.cells, timeMs: g.elapsedMs });
    }
    return out;
  }

  /** A kind's save without its undo history (the position itself kept). */
  private trim(kind: string) {
    const g = read(get(PREFIX + kind));
    if (!g) return;
    set(PREFIX + kind, JSON.stringify({ ...g.toJSON(), undo: [], redo: [] }));
  }
}
