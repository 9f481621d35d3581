// How a cell's corner marks are laid out at the board's size in CSS pixels. Where every slot holds a
// legible mark, by value in a grid (3x3, 4x4 above 9x9: a mark's place says its digit); where it
// would not (a 16x16 board on a phone: 23 px cells), the marks present in reading order at a legible
// size, as many as fit and "…" for the rest (the cell's label names them all). A cell that shows a
// cage sum always flows its marks around the sum's corner, a gap wider than between marks after it,
// so a sum "9" and marks "1 2" never read as 912.
import { symbol } from './layout.js';
import { INK, cageSumBox } from './variant-draw.js';

/** The smallest corner mark drawn, in CSS px. */
export const MIN_MARK_PX = 10;

/** The marks of every cell of a board at one size. */
export interface MarksLayout {
  /** grid: every digit in its own slot; flow: the marks present, in reading order. */
  kind: 'grid' | 'flow';
  /** The marks' font size, px. */
  font: number;
  /** Flow: a mark's width and line height, px. */
  slot: number;
  line: number;
  /** Flow: how many marks a cell without a sum shows. */
  fits: number;
}

/** The room a cage sum takes in its cell's marks, px (left, top): the sum's box and a gap. */
export interface SumRoom {
  width: number;
  height: number;
  /** How many marks the cell shows around it. */
  fits: number;
}

/**
 * The marks' rules, on the sizes the board sets from marksLayout (--_mark-px, --_mark-slot, --_mark-line)
 * and sumRoom (--_sum-room-w, --_sum-room-h on the sum's cell). Marks lie over a variant's overlay.
 */
export const MARKS_CSS = `
.marks {
  position: absolute;
  inset: 1px;
  z-index: 1;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  font-size: var(--_mark-px, 11px);
  color: var(--_muted);
  line-height: 1;
  font-weight: 500;
}
.marks-16 {
  grid-template-columns: repeat(4, 1fr);
}
.marks span {
  display: flex;
  align-items: center;
  justify-content: center;
}
.marks.flow {
  display: block;
}
.marks.flow > span {
  display: inline-block;
  width: var(--_mark-slot, 1em);
  height: var(--_mark-line, 1.2em);
  line-height: var(--_mark-line, 1.2em);
  text-align: center;
  vertical-align: top;
}
.marks.flow > .more:only-of-type {
  /* No line has room beside the sum (a 16x16 board on a phone): the marks are there, in the corner away from it. */
  position: absolute;
  right: 0;
  bottom: 0;
}
.marks .sum-room {
  float: left;
  width: var(--_sum-room-w, 0);
  height: var(--_sum-room-h, 0);
}`;

/** The marks' box: the cell inside its 1 px right and bottom line and a 1 px inset. */
const inner = (cell: number) => cell - 3;
const round = (x: number) => Math.round(x * 10) / 10;
/** Rounded down: that many slots still fit their line. */
const floor = (x: number) => Math.floor(x * 10) / 10;

/** The layout of corner marks for cells of `cell` px on an n x n board. */
export function marksLayout(cell: number, n: number): MarksLayout {
  const font = round(Math.max(MIN_MARK_PX, Math.min(13, cell * 0.27)));
  const side = inner(cell);
  const cols = n > 9 ? 4 : 3;
  const rows = Math.ceil(Math.max(9, n) / cols);
  // A mark's advance in em (A-G are wider than 1-9) and half a pixel; its ink and two pixels between lines.
  const advance = (n > 9 ? 0.66 : 0.62) * font;
  const down = INK.h * font + 2;
  const grid = side / cols >= advance + 0.5 && side / rows >= down;
  // In a line, marks two pixels apart: "5 6" never reads as 56.
  const per = Math.max(1, Math.floor(side / (advance + 2) + 0.01));
  const lines = Math.max(1, Math.floor(side / down + 0.01));
  return { kind: grid ? 'grid' : 'flow', font, slot: floor(side / per), line: floor(side / lines), fits: per * lines };
}

/** The room of a sum of `digits` digits in a cell of `cell` px, and how many marks fit around it. */
export function sumRoom(cell: number, layout: MarksLayout, digits: number): SumRoom {
  const box = cageSumBox(cell, digits);
  // The sum's box starts 1 px in, where the marks' box does; half a mark more keeps the first mark
  // apart, twice as far as marks are from each other.
  const width = round(box.width + Math.max(3, layout.font / 2));
  const height = box.height;
  const side = inner(cell);
  const per = (room: number) => Math.floor(room / layout.slot + 0.01);
  let fits = 0;
  for (let top = 0; top + layout.line <= side + 0.01; top += layout.line)
    fits += per(top < height ? side - width : side);
  return { width, height, fits };
}

/**
 * A cell's corner marks: `marks` the digits (a bit each, digit d at bit d - 1), `role` a hint's class for
 * a digit; `room` the sum's corner when the cell shows one.
 */
export function marksBox(
  marks: number,
  n: number,
  layout: MarksLayout,
  room: SumRoom | null,
  role: (d: number) => string | undefined,
): HTMLElement {
  const box = document.createElement('div');
  const mark = (d: number | null) => {
    const s = document.createElement('span');
    if (d === null) {
      s.textContent = '…';
      s.className = 'more';
      return s;
    }
    if (marks & (1 << (d - 1))) s.textContent = symbol(d);
    const r = role(d);
    if (r) s.className = r;
    return s;
  };
  const all = Array.from({ length: Math.max(9, n) }, (_, k) => k + 1);
  if (layout.kind === 'grid' && !room) {
    box.className = n > 9 ? 'marks marks-16' : 'marks';
    box.append(...all.map(mark));
    return box;
  }
  box.className = 'marks flow';
  if (room) {
    const corner = document.createElement('i');
    corner.className = 'sum-room';
    box.append(corner);
  }
  const present = all.filter((d) => marks & (1 << (d - 1)));
  const fits = room ? room.fits : layout.fits;
  const shown = present.length > fits ? present.slice(0, Math.max(0, fits - 1)) : present;
  box.append(...shown.map(mark));
  if (shown.length < present.length) box.append(mark(null));
  return box;
}
