// The player's record, kept in this browser only (no server, no tracking): every finished game,
// and what is shown from it: daily streaks, games per difficulty, best and median times, hints
// and mistakes. Stored as JSON under one key; a store that cannot be read is set aside (its text
// kept under another key) and reported, never loaded and never in the way of play.
import type { Difficulty } from 'sudoku-lab';
import { DIFFICULTIES, today } from 'sudoku-lab/element/internal';

/** One finished game. */
export interface GameRecord {
  /** The local day it was finished, YYYY-MM-DD. */
  day: string;
  /** When it was finished (ms since 1970): tells two games of one day apart. */
  at: number;
  difficulty: Difficulty;
  timeMs: number;
  hints: number;
  mistakes: number;
  /** The daily puzzle's date, when the game was a daily one. */
  daily?: string;
  /** The givens (81 characters): a game imported twice is counted once. */
  puzzle: string;
}

export interface StatsFile {
  format: 'sudoku-lab-stats';
  version: 1;
  games: GameRecord[];
}

export interface BandStats {
  games: number;
  bestMs: number | null;
  medianMs: number | null;
  hints: number;
  mistakes: number;
}

const KEY = 'sudoku-lab:stats';
const SET_ASIDE = 'sudoku-lab:stats-unreadable';
/** Enough for years of daily play; the oldest games go first past it. */
const MAX_GAMES = 5000;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const count = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** The local day of a time as YYYY-MM-DD: the package's rule (what daily="today" plays). */
export const localDay = today;

/** The day before or after (n days) a YYYY-MM-DD day, by the calendar (no time zones involved). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return t.toISOString().slice(0, 10);
}

/** A record read from storage or a file: every field what it claims, else null. */
export function gameRecord(o: unknown): GameRecord | null {
  if (typeof o !== 'object' || o === null) return null;
  const r = o as Record<string, unknown>;
  if (typeof r.day !== 'string' || !DATE.test(r.day)) return null;
  if (!count(r.at) || !count(r.timeMs) || !count(r.hints) || !count(r.mistakes)) return null;
  if (typeof r.difficulty !== 'string' || !DIFFICULTIES.includes(r.difficulty)) return null;
  if (typeof r.puzzle !== 'string' || !/^[1-9.]{81}$/.test(r.puzzle)) return null;
  if (r.daily !== undefined && (typeof r.daily !== 'string' || !DATE.test(r.daily))) return null;
  const out: GameRecord = {
    day: r.day,
    at: r.at,
    difficulty: r.difficulty as Difficulty,
    timeMs: r.timeMs,
    hints: r.hints,
    mistakes: r.mistakes,
    puzzle: r.puzzle,
  };
  if (r.daily !== undefined) out.daily = r.daily as string;
  return out;
}

/** A stats file's games, or why it is not one (a message naming what is wrong and where). */
export function readStatsFile(text: string): { games: GameRecord[] } | { error: string } {
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch (e) {
    return { error: `not JSON (${e instanceof Error ? e.message : String(e)})` };
  }
  const f = o as Partial<StatsFile> | null;
  if (typeof f !== 'object' || f === null || f.format !== 'sudoku-lab-stats')
    return { error: 'not a Sudoku Lab stats file (its "format" is not \'sudoku-lab-stats\')' };
  if (f.version !== 1) return { error: `version ${JSON.stringify(f.version)} is not one this app reads (1)` };
  if (!Array.isArray(f.games)) return { error: '"games" is not a list' };
  const games: GameRecord[] = [];
  for (let i = 0; i < f.games.length; i++) {
    const g = gameRecord(f.games[i]);
    if (!g) return { error: `game ${i + 1} of ${f.games.length} is not a finished game record` };
    games.push(g);
  }
  return { games };
}

export class Stats {
  games: GameRecord[] = [];
  /** Why the saved stats were set aside at start-up, if they were. */
  problem: string | null = null;
  private listeners: (() => void)[] = [];

  /** Reads the saved stats; an unreadable store is set aside (kept under another key) and reported. */
  static load(): Stats {
    const s = new Stats();
    let text: string | null = null;
    try {
      text = localStorage.getItem(KEY);
    } catch {
      return s; // storage unavailable: stats live for this visit only
    }
    if (text === null) return s;
    const read = readStatsFile(text);
    if ('games' in read) s.games = read.games;
    else {
      s.problem = `Your saved stats could not be read (${read.error}). They were set aside and start again from here.`;
      try {
        localStorage.setItem(SET_ASIDE, text);
        localStorage.removeItem(KEY);
      } catch {
        /* storage full or unavailable: nothing more to do */
      }
    }
    return s;
  }

  onChange(f: () => void) {
    this.listeners.push(f);
  }
  private changed() {
    this.save();
    for (const f of this.listeners) f();
  }
  private save() {
    try {
      localStorage.setItem(KEY, this.exportText());
    } catch {
      /* storage unavailable: kept for this visit */
    }
  }

  add(g: GameRecord) {
    this.games.push(g);
    if (this.games.length > MAX_GAMES) this.games.splice(0, this.games.length - MAX_GAMES);
    this.changed();
  }

  exportText(): string {
    const file: StatsFile = { format: 'sudoku-lab-stats', version: 1, games: this.games };
    return JSON.stringify(file);
  }

  /** Merges a stats file's games (a game already here is not added twice); how many were new, or the file's problem. */
  importText(text: string): { added: number } | { error: string } {
    const read = readStatsFile(text);
    if ('error' in read) return read;
    const seen = new Set(this.games.map((g) => `${g.at}|${g.puzzle}`));
    const fresh = read.games.filter((g) => !seen.has(`${g.at}|${g.puzzle}`));
    this.games = [...this.games, ...fresh].sort((a, b) => a.at - b.at).slice(-MAX_GAMES);
    this.changed();
    return { added: fresh.length };
  }

  /** The dates whose daily puzzle was solved (any band). */
  dailyDays(): Set<string> {
    return new Set(this.games.flatMap((g) => (g.daily && g.daily === g.day ? [g.daily] : [])));
  }

  /**
   * Streaks of days on which that day's daily puzzle was solved: the current one (ending today,
   * or yesterday while today's is still open) and the best.
   */
  streaks(today = localDay()): { current: number; best: number } {
    const days = this.dailyDays();
    let current = 0;
    for (let d = days.has(today) ? today : addDays(today, -1); days.has(d); d = addDays(d, -1)) current++;
    let best = 0;
    for (const d of days) {
      if (days.has(addDays(d, -1))) continue; // not the start of a run
      let n = 0;
      for (let e = d; days.has(e); e = addDays(e, 1)) n++;
      best = Math.max(best, n);
    }
    return { current, best };
  }

  /** Games, best and median time, hints and mistakes per difficulty band. */
  byBand(): Record<Difficulty, BandStats> {
    const out = {} as Record<Difficulty, BandStats>;
    for (const band of DIFFICULTIES as Difficulty[]) {
      const games = this.games.filter((g) => g.difficulty === band);
      const times = games.map((g) => g.timeMs).sort((a, b) => a - b);
      const mid = times.length >> 1;
      out[band] = {
        games: games.length,
        bestMs: times.length ? times[0]! : null,
        medianMs: times.length
          ? times.length % 2
            ? times[mid]!
            : Math.round((times[mid - 1]! + times[mid]!) / 2)
          : null,
        hints: games.reduce((s, g) => s + g.hints, 0),
        mistakes: games.reduce((s, g) => s + g.mistakes, 0),
      };
    }
    return out;
  }
}
