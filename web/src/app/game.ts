// The player's game: givens, entries, pencil marks, undo/redo, timer. Pure state with change
// listeners; the board and panels render from it. Sudoku logic stays in the engine.

export const CELLS = 81;
const ALL = 0x1ff;

export const rowOf = (c: number) => Math.floor(c / 9);
export const colOf = (c: number) => c % 9;
export const boxOf = (c: number) => Math.floor(rowOf(c) / 3) * 3 + Math.floor(colOf(c) / 3);
export const cellName = (c: number) => `r${rowOf(c) + 1}c${colOf(c) + 1}`;
export const bit = (d: number) => 1 << (d - 1);

/** Cells sharing a row, column or box with c (c excluded). */
export function peers(c: number): number[] {
  const out: number[] = [];
  for (let o = 0; o < CELLS; o++)
    if (o !== c && (rowOf(o) === rowOf(c) || colOf(o) === colOf(c) || boxOf(o) === boxOf(c))) out.push(o);
  return out;
}
const PEERS = Array.from({ length: CELLS }, (_, c) => peers(c));

interface Snapshot {
  givens: number[];
  entries: number[];
  marks: number[];
}

export type Mode = 'edit' | 'play';

export class Game {
  givens = new Array<number>(CELLS).fill(0);
  entries = new Array<number>(CELLS).fill(0);
  /** Pencil marks: a 9-bit mask of digits per cell. */
  marks = new Array<number>(CELLS).fill(0);
  mode: Mode = 'edit';
  /** Play time before the current run of the clock, and when the clock started (or null). */
  elapsedMs = 0;
  startedAt: number | null = null;
  solved = false;
  private undoStack: Snapshot[] = [];
  private redoStack: Snapshot[] = [];
  private listeners: (() => void)[] = [];

  onChange(f: () => void) {
    this.listeners.push(f);
  }
  changed() {
    for (const f of this.listeners) f();
  }

  digit(c: number): number {
    return this.givens[c] || this.entries[c] || 0;
  }
  /** The whole grid (givens and entries) as 81 characters, '.' empty. */
  gridText(): string {
    return Array.from({ length: CELLS }, (_, c) => this.digit(c) || '.').join('');
  }
  givensText(): string {
    return this.givens.map((d) => d || '.').join('');
  }
  hasGivens(): boolean {
    return this.givens.some((d) => d > 0);
  }

  private snapshot(): Snapshot {
    return { givens: [...this.givens], entries: [...this.entries], marks: [...this.marks] };
  }
  private restore(s: Snapshot) {
    this.givens = [...s.givens];
    this.entries = [...s.entries];
    this.marks = [...s.marks];
  }
  /** Record the state before a change so it can be undone. */
  private record() {
    this.undoStack.push(this.snapshot());
    if (this.undoStack.length > 500) this.undoStack.shift();
    this.redoStack = [];
  }
  canUndo() {
    return this.undoStack.length > 0;
  }
  canRedo() {
    return this.redoStack.length > 0;
  }
  undo() {
    const s = this.undoStack.pop();
    if (!s) return;
    this.redoStack.push(this.snapshot());
    this.restore(s);
    this.changed();
  }
  redo() {
    const s = this.redoStack.pop();
    if (!s) return;
    this.undoStack.push(this.snapshot());
    this.restore(s);
    this.changed();
  }

  /** A new puzzle: givens from 81 digits, fresh entries, marks, history and clock. */
  load(digits: number[], mode: Mode = 'play') {
    this.givens = digits.slice(0, CELLS);
    this.entries = new Array<number>(CELLS).fill(0);
    this.marks = new Array<number>(CELLS).fill(0);
    this.undoStack = [];
    this.redoStack = [];
    this.mode = mode;
    this.elapsedMs = 0;
    this.startedAt = mode === 'play' ? Date.now() : null;
    this.solved = false;
    this.changed();
  }

  /** Place d (0 clears) in cell c: a given in edit mode, an entry in play mode. */
  set(c: number, d: number) {
    if (this.mode === 'edit') {
      if (this.givens[c] === d) return;
      this.record();
      this.givens[c] = d;
      this.entries[c] = 0;
    } else {
      if (this.givens[c] || this.entries[c] === d) return;
      this.record();
      this.entries[c] = d;
      // A placed digit is no longer a candidate of the cell's peers.
      if (d) for (const p of PEERS[c]!) this.marks[p]! &= ~bit(d);
    }
    this.changed();
  }

  toggleMark(c: number, d: number) {
    if (this.digit(c)) return;
    this.record();
    this.marks[c]! ^= bit(d);
    this.changed();
  }

  /** Every empty cell's candidates: the digits none of its peers hold. */
  autoMarks() {
    this.record();
    for (let c = 0; c < CELLS; c++) {
      if (this.digit(c)) {
        this.marks[c] = 0;
        continue;
      }
      let m = ALL;
      for (const p of PEERS[c]!) if (this.digit(p)) m &= ~bit(this.digit(p));
      this.marks[c] = m;
    }
    this.changed();
  }
  clearMarks() {
    this.record();
    this.marks.fill(0);
    this.changed();
  }

  /** Fill entries from an 81-digit answer (e.g. a solver's solution); undoable. */
  fill(answer: string) {
    this.record();
    for (let c = 0; c < CELLS; c++) if (!this.givens[c]) this.entries[c] = Number(answer[c]) || 0;
    this.marks.fill(0);
    this.changed();
  }

  setMode(mode: Mode) {
    this.mode = mode;
    if (mode === 'play' && this.startedAt === null && !this.solved) this.startedAt = Date.now();
    this.changed();
  }

  timeMs(): number {
    return this.elapsedMs + (this.startedAt === null ? 0 : Date.now() - this.startedAt);
  }
  stopClock() {
    this.elapsedMs = this.timeMs();
    this.startedAt = null;
  }

  toJSON() {
    return { ...this.snapshot(), mode: this.mode, elapsedMs: this.timeMs(), solved: this.solved };
  }
  fromJSON(o: ReturnType<Game['toJSON']>) {
    const ok = (a: unknown): a is number[] => Array.isArray(a) && a.length === CELLS && a.every((v) => Number.isInteger(v));
    if (!ok(o.givens) || !ok(o.entries) || !ok(o.marks)) return false;
    this.restore(o);
    this.mode = o.mode === 'edit' ? 'edit' : 'play';
    this.elapsedMs = Number(o.elapsedMs) || 0;
    this.solved = !!o.solved;
    this.startedAt = this.mode === 'play' && !this.solved ? Date.now() : null;
    return true;
  }
}
