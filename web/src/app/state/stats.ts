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
/** Enough for years of daily play; past it a new game replaces the oldest, and an import adds only what fits. */
export const MAX_GAMES = 5000;
/**
 * The largest stats file an import reads: MAX_GAMES records of about 200 characters, with room for indentation.
 * A larger file is refused before it is read (a file of a million games would freeze the page).
 */
export const MAX_IMPORT_CHARS = MAX_GAMES * 600;
/** A day in a file may be this much ahead of this device's clock (another time zone), and no more. */
const DAY_MS = 24 * 60 * 60 * 1000;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const count = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
/** A YYYY-MM-DD day of the calendar: 2026-02-30 is not one. */
const isDay = (v: unknown): v is string => typeof v === 'string' && DATE.test(v) && addDays(v, 0) === v;

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
  const g = checkGame(o);
  return typeof g === 'string' ? null : g;
}

/**
 * A record, or what is wrong with it. `now` (ms) bounds its dates for a file: a game cannot be finished after
 * the day after now. Stored games are not held to it: a clock set back must not set the player's record aside.
 */
function checkGame(o: unknown, now?: number): GameRecord | string {
  if (typeof o !== 'object' || o === null) return 'not an object';
  const r = o as Record<string, unknown>;
  if (!isDay(r.day)) return `its day ${JSON.stringify(r.day)} is not a date (YYYY-MM-DD)`;
  for (const key of ['at', 'timeMs', 'hints', 'mistakes'] as const)
    if (!count(r[key])) return `its ${key} ${JSON.stringify(r[key])} is not a whole number`;
  if (typeof r.difficulty !== 'string' || !DIFFICULTIES.includes(r.difficulty))
    return `its difficulty ${JSON.stringify(r.difficulty)} is not one of ${DIFFICULTIES.join(', ')}`;
  if (typeof r.puzzle !== 'string' || !/^[1-9.]{81}$/.test(r.puzzle)) return 'its puzzle is not 81 givens';
  if (r.daily !== undefined && !isDay(r.daily)) return `its daily ${JSON.stringify(r.daily)} is not a date`;
  const out: GameRecord = {
    day: r.day,
    at: r.at as number,
    difficulty: r.difficulty as Difficulty,
    timeMs: r.timeMs as number,
    hints: r.hints as number,
    mistakes: r.mistakes as number,
    puzzle: r.puzzle,
  };
  if (r.daily !== undefined) out.daily = r.daily as string;
  if (now !== undefined) {
    const latest = localDay(new Date(now + DAY_MS));
    if (out.at > now + DAY_MS)
      return `it was finished in the future (on ${localDay(new Date(out.at))}; today is ${localDay(new Date(now))})`;
    if (out.day > latest) return `its day ${out.day} is in the future`;
    if (out.daily !== undefined && out.daily > latest) return `its daily ${out.daily} is in the future`;
  }
  return out;
}

/**
 * A stats file's games, or why it is not one (a message naming what is wrong and where). `now` (ms): a file's
 * games are held to it (none finished in the future); the app's own store is read without it.
 */
export function readStatsFile(text: string, now?: number): { games: GameRecord[] } | { error: string } {
  if (text.length > MAX_IMPORT_CHARS)
    return { error: `${text.length} characters, more than a stats file of ${MAX_GAMES} games (${MAX_IMPORT_CHARS})` };
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
  if (f.games.length > MAX_GAMES)
    return { error: `a file of ${f.games.length} games; a record holds at most ${MAX_GAMES}` };
  const games: GameRecord[] = [];
  for (let i = 0; i < f.games.length; i++) {
    const g = checkGame(f.games[i], now);
    if (typeof g === 'string')
      return { error: `game ${i + 1} of ${f.games.length} is not a finished game record: ${g}` };
    games.push(g);
  }
  return { games };
}

/** What an import stored: games added, games the record already had, games left out for want of room. */
export interface Imported {
  added: number;
  already: number;
  /** The newest games of the file are kept when not all fit: these, the oldest, were not stored. */
  leftOut: number;
  /** False when the browser's storage refused the record: the games are kept for this visit only. */
  saved: boolean;
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
  private changed(): boolean {
    const saved = this.save();
    for (const f of this.listeners) f();
    return saved;
  }
  /** Whether the record is in storage now. */
  private save(): boolean {
    try {
      localStorage.setItem(KEY, this.exportText());
      return true;
    } catch {
      return false; // storage unavailable or full: kept for this visit
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

  /**
   * Merges a stats file's games: every game already here stays (an import never drops one), a game already here
   * is not added twice, and only as many as fit under MAX_GAMES are added (the file's newest). Games dated in the
   * future, impossible dates and files past the bounds are refused whole, with where and why.
   */
  importText(text: string, now = Date.now()): Imported | { error: string } {
    const read = readStatsFile(text, now);
    if ('error' in read) return read;
    const seen = new Set(this.games.map((g) => `${g.at}|${g.puzzle}`));
    const fresh = read.games.filter((g) => {
      const key = `${g.at}|${g.puzzle}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const room = Math.max(0, MAX_GAMES - this.games.length);
    const kept = fresh.sort((a, b) => a.at - b.at).slice(Math.max(0, fresh.length - room));
    const already = read.games.length - fresh.length;
    if (kept.length === 0) return { added: 0, already, leftOut: fresh.length, saved: true };
    this.games = [...this.games, ...kept].sort((a, b) => a.at - b.at);
    const saved = this.changed();
    return { added: kept.length, already, leftOut: fresh.length - kept.length, saved };
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
