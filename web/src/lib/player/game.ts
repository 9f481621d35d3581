// The player's game: givens, entries, corner and centre marks, cell colours, undo/redo of all
// of them, timer, and the finish figures (hints, mistakes). Pure state with change listeners;
// the board and panels render from it. Sudoku logic stays in the engine. Shared by the app and
// the <sudoku-board> element (element.ts).
import type { Difficulty } from '../types.js';
import {
  type VariantShape,
  cellNameOf,
  compactLine,
  digitOf,
  peersOf,
  plainShape,
  readShape,
  symbol,
} from './layout.js';
import { seal, unseal } from './seal.js';

/** Cells of the classic board (a variant board's: game.cells). @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API. */
export const CELLS = 81;

export const rowOf = (c: number) => Math.floor(c / 9);
export const colOf = (c: number) => c % 9;
export const boxOf = (c: number) => Math.floor(rowOf(c) / 3) * 3 + Math.floor(colOf(c) / 3);
/** A cell's name, r1c1 .. r9c9. @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API. */
export const cellName = (c: number) => `r${rowOf(c) + 1}c${colOf(c) + 1}`;
export const bit = (d: number) => 1 << (d - 1);
export const digitsOf = (mask: number) => [...Array(16).keys()].map((k) => k + 1).filter((d) => mask & bit(d));

/** Cells sharing a row, column or box with c (c excluded). */
export function peers(c: number): number[] {
  const out: number[] = [];
  for (let o = 0; o < CELLS; o++)
    if (o !== c && (rowOf(o) === rowOf(c) || colOf(o) === colOf(c) || boxOf(o) === boxOf(c))) out.push(o);
  return out;
}
const PEERS = Array.from({ length: CELLS }, (_, c) => peers(c));
const PLAIN = plainShape(9);

/** Everything undo restores. */
interface Snapshot {
  givens: number[];
  entries: number[];
  /** Corner marks: a 9-bit mask of digits per cell (also the auto-notes). */
  marks: number[];
  /** Centre marks: a 9-bit mask per cell. */
  centre: number[];
  /** Cell colours: 0 none, 1..9. */
  colours: number[];
}
const LAYERS = ['givens', 'entries', 'marks', 'centre', 'colours'] as const;

/** Playing, or editing the givens. @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API. */
export type Mode = 'edit' | 'play';
/** What the digit keys and pad buttons do (SudokuPad's four modes). */
export type InputMode = 'digit' | 'corner' | 'centre' | 'colour';
export const INPUT_MODES: InputMode[] = ['digit', 'corner', 'centre', 'colour'];

/** Where the puzzle came from: the generator's difficulty, rating and seed (replayable). */
export interface PuzzleInfo {
  difficulty?: string;
  er?: number;
  seed?: number;
  /** The day of a daily puzzle, YYYY-MM-DD. */
  date?: string;
}

/**
 * The difficulties a save or a link may name, known before the engine answers (storage is read
 * synchronously); views list app.catalog's. Keyed by the API's Difficulty type (which
 * tests/wasm/names.test.mjs holds to the engine's list), so a level it adds fails to compile here.
 */
const LEVELS: Record<Difficulty, true> = { easy: true, medium: true, hard: true, expert: true, extreme: true };
/** The difficulty bands' names. @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API. */
export const DIFFICULTIES = Object.keys(LEVELS);

/**
 * The fields of a PuzzleInfo that are what they claim (from storage or a link): a known
 * difficulty, a finite ER in [0, 20], a seed that is a safe non-negative integer, a date
 * YYYY-MM-DD; others dropped.
 * @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API.
 */
export function puzzleInfo(o: unknown): PuzzleInfo {
  const info: PuzzleInfo = {};
  if (typeof o !== 'object' || o === null) return info;
  const { difficulty, er, seed, date } = o as Record<string, unknown>;
  if (typeof difficulty === 'string' && DIFFICULTIES.includes(difficulty)) info.difficulty = difficulty;
  if (typeof er === 'number' && Number.isFinite(er) && er >= 0 && er <= 20) info.er = er;
  if (typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0) info.seed = seed;
  if (typeof date === 'string' && /^\d{4}-\d\d-\d\d$/.test(date)) info.date = date;
  return info;
}

/** A count read back from storage: a non-negative safe integer, else 0. */
const count = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : 0);

/** Each layer's largest value on a board of side n: digits 0-n, mark masks of n bits, colours 0-9. */
const layerMax = (n: number): Record<(typeof LAYERS)[number], number> => ({
  givens: n,
  entries: n,
  marks: 2 ** n - 1,
  centre: 2 ** n - 1,
  colours: 9,
});

const HISTORY = 300;
const zeros = (cells = CELLS) => new Array<number>(cells).fill(0);

/** The player's game. @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API. */
export class Game implements Snapshot {
  givens = zeros();
  entries = zeros();
  marks = zeros();
  centre = zeros();
  colours = zeros();
  /** A variant puzzle's rules (Killer cages, jigsaw regions, diagonals, other sizes, ...); null: classic 9x9. */
  shape: VariantShape | null = null;
  /** Cells that may not hold the same digit as each cell (the variant's units and moves included). */
  private peerList: number[][] = PEERS;
  mode: Mode = 'edit';
  info: PuzzleInfo = {};
  /** The unique solution when known (n*n symbols), for mistakes and checks. */
  answer = '';
  autoNotes = false;
  hints = 0;
  mistakes = 0;
  /** Play time before the current run of the clock, and when the clock started (or null). */
  elapsedMs = 0;
  startedAt: number | null = null;
  /** The board is covered (the introduction): the clock waits. */
  paused = false;
  solved = false;
  /** The solver filled the board in (fill): a finish that is not the player's, not counted in stats. */
  filled = false;
  private undoStack: Snapshot[] = [];
  private redoStack: Snapshot[] = [];
  private listeners: (() => void)[] = [];
  private mistakeListeners: ((cell: number, digit: number) => void)[] = [];

  /** No puzzle has come yet (a board its page has not given one): an empty board, not an editor. */
  waiting = true;

  /**
   * A board that takes no input: one still waiting for its puzzle, or a solved puzzle in play
   * (finished, as on Sudoku.com).
   */
  get locked(): boolean {
    return this.waiting || (this.mode === 'play' && this.solved);
  }

  onChange(f: () => void) {
    this.listeners.push(f);
  }
  /** f(cell, digit) for each digit placed that is not the answer (counted in mistakes). */
  onMistake(f: (cell: number, digit: number) => void) {
    this.mistakeListeners.push(f);
  }
  changed() {
    for (const f of this.listeners) f();
  }

  /** The board's side: 9, or a variant's 4 to 16. */
  get size(): number {
    return this.shape?.size ?? 9;
  }
  get cells(): number {
    return this.size * this.size;
  }
  /** Every digit's bit. */
  get all(): number {
    return 2 ** this.size - 1;
  }
  row(c: number): number {
    return Math.floor(c / this.size);
  }
  col(c: number): number {
    return c % this.size;
  }
  /** A cell's name, r1c1 .. rncn. */
  name(c: number): string {
    return cellNameOf(c, this.size);
  }
  /** The cells sharing a unit, a cage or a forbidden move with c. */
  peers(c: number): readonly number[] {
    return this.peerList[c] ?? [];
  }
  /** The shape on the board, the classic one included. */
  layout(): VariantShape {
    return this.shape ?? PLAIN;
  }

  digit(c: number): number {
    return this.givens[c] || this.entries[c] || 0;
  }
  /** The whole grid (givens and entries) as n*n symbols (1-9, A-G), '.' empty. */
  gridText(): string {
    return Array.from({ length: this.cells }, (_, c) => symbol(this.digit(c))).join('');
  }
  givensText(): string {
    return this.givens.map(symbol).join('');
  }
  entriesText(): string {
    return this.entries.map(symbol).join('');
  }
  /** The puzzle for the engine: the givens (classic), or the variant's compact line with them. */
  puzzleText(): string {
    return this.shape ? compactLine(this.shape, this.givens) : this.givensText();
  }
  hasGivens(): boolean {
    return this.givens.some((d) => d > 0);
  }
  /**
   * Whether the board holds a puzzle to play and finish: givens, or a variant's cages (Killers from
   * f-puzzles and the generator often have no givens at all). A blank grid of no rules is not one.
   */
  isPuzzle(): boolean {
    return this.hasGivens() || !!this.shape?.cages.length;
  }
  /** The player's candidates per cell: corner and centre marks together (0 = none noted). */
  candidates(): number[] {
    return this.marks.map((m, c) => m | this.centre[c]!);
  }

  private snapshot(): Snapshot {
    return {
      givens: [...this.givens],
      entries: [...this.entries],
      marks: [...this.marks],
      centre: [...this.centre],
      colours: [...this.colours],
    };
  }
  private restore(s: Snapshot) {
    for (const k of LAYERS) this[k] = [...s[k]];
  }
  /** Record the state before a change so it can be undone. */
  private record() {
    this.undoStack.push(this.snapshot());
    if (this.undoStack.length > HISTORY) this.undoStack.shift();
    this.redoStack = [];
  }
  canUndo() {
    return this.undoStack.length > 0;
  }
  canRedo() {
    return this.redoStack.length > 0;
  }
  undo() {
    if (this.locked) return;
    const s = this.undoStack.pop();
    if (!s) return;
    this.redoStack.push(this.snapshot());
    this.restore(s);
    this.changed();
  }
  redo() {
    if (this.locked) return;
    const s = this.redoStack.pop();
    if (!s) return;
    this.undoStack.push(this.snapshot());
    this.restore(s);
    this.changed();
  }

  /** Another shape (null: classic): the peers follow it. */
  private setShape(shape: VariantShape | null) {
    this.shape = shape;
    this.peerList = shape ? peersOf(shape) : PEERS;
  }

  /**
   * A new puzzle: givens from n*n digits (shape: a variant's rules, null for classic), fresh marks,
   * colours, history, clock and figures.
   */
  load(digits: number[], mode: Mode = 'play', info: PuzzleInfo = {}, answer = '', shape: VariantShape | null = null) {
    this.setShape(shape);
    this.waiting = false;
    this.givens = Array.from({ length: this.cells }, (_, c) => digits[c] ?? 0);
    for (const k of ['entries', 'marks', 'centre', 'colours'] as const) this[k] = zeros(this.cells);
    this.undoStack = [];
    this.redoStack = [];
    this.mode = mode;
    this.info = info;
    this.answer = answer;
    this.hints = 0;
    this.mistakes = 0;
    this.elapsedMs = 0;
    this.startedAt = null;
    this.solved = false;
    this.filled = false;
    this.startClock();
    if (this.autoNotes) this.fillNotes();
    this.changed();
  }

  /**
   * Input d (0 erases) into the cells in the given input mode, as one undo step. Digits and
   * marks toggle: if every target cell already holds d, d is taken away from all of them.
   */
  input(cells: number[], mode: InputMode, d: number) {
    if (!cells.length || this.locked) return;
    if (this.mode === 'edit') {
      if (mode !== 'digit' && d) return;
      const all = d && cells.every((c) => this.givens[c] === d);
      this.record();
      this.solved = false; // other givens: another puzzle
      for (const c of cells) {
        this.givens[c] = all ? 0 : d;
        this.entries[c] = 0;
      }
      return this.changed();
    }
    const free = cells.filter((c) => !this.givens[c]);
    if (!d) return this.erase(free, mode);
    if (mode === 'colour') {
      if (d > 9) return; // nine colours
      const all = cells.every((c) => this.colours[c] === d);
      this.record();
      for (const c of cells) this.colours[c] = all ? 0 : d;
      return this.changed();
    }
    if (mode === 'digit') {
      if (!free.length) return;
      const all = free.every((c) => this.entries[c] === d);
      this.record();
      for (const c of free) this.place(c, all ? 0 : d);
      return this.changed();
    }
    const layer = mode === 'corner' ? this.marks : this.centre;
    const empty = free.filter((c) => !this.entries[c]);
    if (!empty.length) return;
    const all = empty.every((c) => layer[c]! & bit(d));
    this.record();
    for (const c of empty) layer[c] = all ? layer[c]! & ~bit(d) : layer[c]! | bit(d);
    this.changed();
  }

  /** Erase: colours in colour mode; otherwise digits first, else marks, else colours. */
  private erase(cells: number[], mode: InputMode) {
    const layers: ('entries' | 'marks' | 'centre' | 'colours')[][] =
      mode === 'colour' ? [['colours']] : [['entries'], ['marks', 'centre'], ['colours']];
    for (const group of layers) {
      if (!cells.some((c) => group.some((k) => this[k][c]))) continue;
      this.record();
      for (const c of cells)
        for (const k of group) {
          if (k === 'entries') this.place(c, 0);
          else this[k][c] = 0;
        }
      return this.changed();
    }
  }

  /** Set an entry; a placed digit leaves its peers' marks; auto-notes give back an erased one. */
  private place(c: number, d: number) {
    const old = this.entries[c]!;
    if (old === d) return;
    this.entries[c] = d;
    if (d) {
      for (const p of this.peers(c)) {
        this.marks[p]! &= ~bit(d);
        this.centre[p]! &= ~bit(d);
      }
      if (this.answer && digitOf(this.answer[c] ?? '') !== d) {
        this.mistakes++;
        for (const f of this.mistakeListeners) f(c, d);
      }
    } else if (this.autoNotes) {
      for (const p of [c, ...this.peers(c)]) if (!this.digit(p)) this.marks[p] = this.possible(p);
    }
  }

  /** The digits none of c's peers hold. */
  private possible(c: number): number {
    let m = this.all;
    for (const p of this.peers(c)) if (this.digit(p)) m &= ~bit(this.digit(p));
    return m;
  }
  private fillNotes() {
    for (let c = 0; c < this.cells; c++) this.marks[c] = this.digit(c) ? 0 : this.possible(c);
  }

  /** Auto-notes on: every empty cell's corner marks become its candidates (undoable). */
  setAutoNotes(on: boolean) {
    if (this.locked) return;
    this.autoNotes = on;
    if (on) {
      this.record();
      this.fillNotes();
    }
    this.changed();
  }
  clearMarks() {
    if (this.locked) return;
    this.record();
    this.marks.fill(0);
    this.centre.fill(0);
    this.changed();
  }

  /** Fill entries from an answer of n*n symbols (e.g. a solver's solution); undoable. */
  fill(answer: string) {
    if (this.locked) return;
    this.record();
    this.filled = true;
    for (let c = 0; c < this.cells; c++) if (!this.givens[c]) this.entries[c] = digitOf(answer[c] ?? '');
    this.marks.fill(0);
    this.centre.fill(0);
    this.changed();
  }

  setMode(mode: Mode) {
    this.waiting = false; // the page chose: edit the givens, or play what is there
    this.mode = mode;
    if (mode === 'play') this.startClock();
    if (mode === 'edit') this.answer = '';
    this.changed();
  }

  timeMs(): number {
    return this.elapsedMs + (this.startedAt === null ? 0 : Date.now() - this.startedAt);
  }
  stopClock() {
    this.elapsedMs = this.timeMs();
    this.startedAt = null;
  }
  /** Starts the clock if it should run: in play, unsolved, the board not covered. */
  startClock() {
    if (this.mode === 'play' && !this.solved && !this.paused && this.startedAt === null) this.startedAt = Date.now();
  }
  /** Covered (true) stops the clock until uncovered. */
  setPaused(on: boolean) {
    this.paused = on;
    if (on) this.stopClock();
    else this.startClock();
  }
  /** The board turned out not to be solved (a changed or restored grid): play goes on. */
  unsolve() {
    if (!this.solved) return;
    this.solved = false;
    this.startClock();
    this.changed();
  }

  toJSON() {
    const { undoStack: undo, redoStack: redo } = this;
    return {
      ...this.snapshot(),
      ...(this.shape ? { shape: this.shape } : {}),
      undo,
      redo,
      mode: this.mode,
      info: this.info,
      // Never in plain digits: a save is readable by the player (seal.ts).
      sealedAnswer: seal(this.answer, this.givens),
      autoNotes: this.autoNotes,
      hints: this.hints,
      mistakes: this.mistakes,
      elapsedMs: this.timeMs(),
      solved: this.solved,
    };
  }
  /**
   * Restores a saved game; false (nothing changed) unless its shape (a variant's, if any) reads back
   * and every layer of the board is n*n values in its range. History entries that are not are
   * dropped, other fields that are not what they claim fall back to their defaults.
   */
  fromJSON(saved: unknown): boolean {
    if (typeof saved !== 'object' || saved === null) return false;
    const o = saved as Partial<Record<keyof ReturnType<Game['toJSON']> | 'shape' | 'answer', unknown>>;
    const shape = o.shape === undefined ? null : readShape(o.shape);
    if (o.shape !== undefined && !shape) return false;
    const n = shape?.size ?? 9;
    const max = layerMax(n);
    const layer = (a: unknown, top: number): a is number[] =>
      Array.isArray(a) && a.length === n * n && a.every((v) => Number.isInteger(v) && v >= 0 && v <= top);
    const snap = (s: unknown): s is Snapshot =>
      typeof s === 'object' && s !== null && LAYERS.every((k) => layer((s as Snapshot)[k], max[k]));
    // Saves from before centre marks and colours: those layers start empty.
    const full = { centre: zeros(n * n), colours: zeros(n * n), ...o };
    if (!snap(full)) return false;
    this.setShape(shape);
    this.waiting = false;
    this.restore(full);
    const history = (h: unknown) => (Array.isArray(h) ? h.filter(snap).slice(-HISTORY) : []);
    this.undoStack = history(o.undo);
    this.redoStack = history(o.redo);
    this.mode = o.mode === 'edit' ? 'edit' : 'play';
    this.info = puzzleInfo(o.info);
    // Saves from before the answer was sealed hold it in plain digits.
    const answer =
      typeof o.sealedAnswer === 'string'
        ? unseal(o.sealedAnswer, this.givens)
        : typeof o.answer === 'string'
          ? o.answer
          : '';
    this.answer =
      answer.length === n * n && [...answer].every((ch) => digitOf(ch) >= 1 && digitOf(ch) <= n) ? answer : '';
    this.autoNotes = o.autoNotes === true;
    this.hints = count(o.hints);
    this.mistakes = count(o.mistakes);
    this.elapsedMs = count(o.elapsedMs);
    // Solved only with every cell filled (the validity watcher checks the rest).
    this.solved = o.solved === true && this.mode === 'play' && this.givens.every((g, c) => g || this.entries[c]);
    this.startedAt = null;
    this.startClock();
    return true;
  }
}
