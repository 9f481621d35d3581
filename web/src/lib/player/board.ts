// The board: renders a Game of any size (9x9, or a variant's 4x4 to 16x16 with its rules drawn
// over the cells by variant-draw); a selection of cells (tap or click selects, drag or
// Ctrl/Shift-click adds); SudokuPad's keys (digits in the input mode, A-G for 10-16, Shift+digit corner,
// Ctrl+digit centre, Space cycles modes, Z/Y undo/redo, arrows move, Shift+arrows extend);
// named highlight sets (conflicts, mistakes, hint cells) and a hint's candidates. One tab stop
// (roving tabindex): Tab enters and leaves the board. Works in a document or a shadow root:
// nothing here looks the page up (keys from outside the grid come in through handleKey).
import { rootOf } from './dom.js';
import { type Game, INPUT_MODES, type InputMode, bit, digitsOf } from './game.js';
import { isPlain, symbol } from './layout.js';
import { type MarksLayout, type SumRoom, marksBox, marksLayout, sumRoom } from './marks.js';
import { cageSumBox, cageSumCells, drawVariant, placeSumDigits } from './variant-draw.js';

export const COLOUR_NAMES = ['grey', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink'];
/** How a hint marks a candidate: used by its pattern, removed by it, or placed. */
export type MarkRole = 'used' | 'removed' | 'placed';

/** The board widget. @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API. */
export class Board {
  readonly el: HTMLElement;
  /** The cursor: the focused cell, where arrows move from. */
  selected = 0;
  selection = new Set<number>([0]);
  inputMode: InputMode = 'digit';
  private cells: HTMLElement[] = [];
  private highlights = new Map<string, Set<number>>();
  private hintMarks = new Map<number, Map<number, MarkRole>>();
  private modeListeners: (() => void)[] = [];
  private dragging = false;
  private drawn: string[] = [];
  /** The shape the cells and overlay were built for, and the width they were fitted to (fit()). */
  private builtFor: unknown = undefined;
  private fitWidth = 0;
  private marks: MarksLayout = marksLayout(40, 9);
  /** Per cell that shows a cage sum: the corner its marks leave to the sum. */
  private rooms = new Map<number, SumRoom>();
  private overlay: SVGSVGElement | null = null;
  /** Per cell: the cage it is in, as words for its label ('' outside cages). */
  private cageWords: string[] = [];
  private sumCells = new Map<number, number>();

  /** escapeTo: what Escape moves the focus to (the pad's first button). */
  constructor(
    host: HTMLElement,
    private readonly game: Game,
    private readonly options: { escapeTo?: () => HTMLElement | null | undefined } = {},
  ) {
    this.el = document.createElement('div');
    this.el.className = 'board';
    this.el.setAttribute('part', 'board');
    this.el.id = 'board-grid';
    this.el.setAttribute('role', 'grid');
    this.el.setAttribute(
      'aria-label',
      'Sudoku board: arrows move, digits enter in the current mode, Shift+digit corner mark, Ctrl+digit centre mark, Space changes mode, Escape leaves',
    );
    this.el.addEventListener('keydown', (e) => this.handleKey(e));
    this.el.addEventListener('pointerdown', (e) => {
      const i = this.cellAt(e.clientX, e.clientY);
      if (i < 0) return;
      e.preventDefault(); // no text selection, no scrolling while dragging
      this.startDrag();
      this.select(i, true, e.ctrlKey || e.metaKey || e.shiftKey);
    });
    this.el.addEventListener('pointermove', (e) => {
      if (!this.dragging) return;
      const i = this.cellAt(e.clientX, e.clientY);
      if (i >= 0 && !this.selection.has(i)) this.select(i, true, true);
    });
    host.append(this.el);
    game.onChange(() => this.render());
    // Marks, sums and the overlay are laid out in pixels: again when the board's width changes.
    if (typeof ResizeObserver !== 'undefined') new ResizeObserver(() => this.fit() && this.render()).observe(this.el);
    this.render();
  }

  /**
   * A drag ends wherever the pointer is released, so the window hears it; only during a drag, so
   * a board taken off the page leaves nothing on the window that keeps it alive.
   */
  private startDrag() {
    if (this.dragging) return;
    this.dragging = true;
    window.addEventListener('pointerup', this.endDrag);
    window.addEventListener('pointercancel', this.endDrag);
  }
  /** Ends a drag (the pointer released, or the board taken off the page). */
  readonly endDrag = () => {
    this.dragging = false;
    window.removeEventListener('pointerup', this.endDrag);
    window.removeEventListener('pointercancel', this.endDrag);
  };

  /** The cells of the game's size (once per shape): rows of gridcells, the cage sums' cells marked. */
  private build() {
    const g = this.game;
    const n = g.size;
    this.builtFor = g.shape;
    this.cells = [];
    this.drawn = [];
    const rows: HTMLElement[] = [];
    for (let r = 0; r < n; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'board-row';
      for (let c = 0; c < n; c++) {
        const i = r * n + c;
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.className = 'cell';
        cell.setAttribute('part', 'cell');
        cell.dataset.cell = String(i);
        cell.tabIndex = i === 0 ? 0 : -1;
        cell.addEventListener('focus', () => i !== this.selected && this.select(i, false));
        row.append(cell);
        this.cells.push(cell);
      }
      rows.push(row);
    }
    const shape = g.layout();
    const variant = !isPlain(shape);
    this.el.classList.toggle('variant', variant);
    this.el.dataset.size = String(n);
    this.el.style.setProperty('--_n', String(n));
    this.sumCells = cageSumCells(shape);
    this.cageWords = new Array<string>(n * n).fill('');
    for (const cage of shape.cages)
      for (const c of cage.cells)
        this.cageWords[c] =
          `in a cage of ${cage.cells.length} cells${cage.sum === undefined ? '' : ` summing to ${cage.sum}`}`;
    this.overlay = null;
    this.fitWidth = 0;
    this.el.replaceChildren(...rows);
    if (this.selected >= n * n) this.selected = 0;
    this.fit();
  }

  /**
   * Lays the board out for its width now (false when that is the width it has): the corner marks'
   * layout, each sum cell's digit and marks clear of its sum, and a variant's overlay (regions,
   * diagonals, shading, cages and sums). Cells are drawn again on the next render.
   */
  private fit(): boolean {
    const shape = this.game.layout();
    const width = this.el.clientWidth;
    if (width <= 0 || width === this.fitWidth) return false;
    this.fitWidth = width;
    const n = shape.size;
    const cell = width / n;
    const style = this.el.style;
    this.marks = marksLayout(cell, n);
    style.setProperty('--_mark-px', `${this.marks.font}px`);
    style.setProperty('--_mark-slot', `${this.marks.slot}px`);
    style.setProperty('--_mark-line', `${this.marks.line}px`);
    this.rooms.clear();
    this.drawn = [];
    if (isPlain(shape)) return true;
    style.setProperty('--_cage-sum-w', `${cageSumBox(cell).space}px`);
    // The digits' size as the stylesheet sets it, read from a cell without a sum.
    const plain = this.cells.find((_, i) => !this.sumCells.has(i));
    const font = plain ? parseFloat(getComputedStyle(plain).fontSize) : 0;
    for (const [i, sum] of this.sumCells) {
      const room = sumRoom(cell, this.marks, String(sum).length);
      this.rooms.set(i, room);
      this.cells[i]!.style.setProperty('--_sum-room-w', `${room.width}px`);
      this.cells[i]!.style.setProperty('--_sum-room-h', `${room.height}px`);
    }
    if (font) placeSumDigits(this.cells, shape, width, font);
    const svg = drawVariant(shape, { width });
    if (this.overlay) this.overlay.replaceWith(svg);
    else this.el.append(svg);
    this.overlay = svg;
    return true;
  }

  /** The cell under a point (touch drags keep targeting the first cell, so ask the page or shadow root). */
  private cellAt(x: number, y: number): number {
    const t = rootOf(this.el).elementFromPoint(x, y)?.closest<HTMLElement>('[data-cell]');
    return t && this.el.contains(t) ? Number(t.dataset.cell) : -1;
  }

  onMode(f: () => void) {
    this.modeListeners.push(f);
  }
  setInputMode(m: InputMode) {
    this.inputMode = m;
    for (const f of this.modeListeners) f();
  }
  cycleMode() {
    this.setInputMode(INPUT_MODES[(INPUT_MODES.indexOf(this.inputMode) + 1) % INPUT_MODES.length]!);
  }

  /** Move the cursor to i; add keeps the selection and adds i to it. */
  select(i: number, focus = true, add = false) {
    if (this.builtFor !== this.game.shape) this.build();
    this.cells[this.selected]!.tabIndex = -1;
    this.selected = Math.max(0, Math.min(this.game.cells - 1, i));
    if (!add) this.selection.clear();
    this.selection.add(this.selected);
    const cell = this.cells[this.selected]!;
    cell.tabIndex = 0;
    if (focus) cell.focus({ preventScroll: true });
    this.render();
  }
  /** The selected cells, the cursor's first. */
  targets(): number[] {
    return [...this.selection];
  }
  /** Input d (0 erases) into the selection in the current mode (or the one given). */
  input(d: number, mode: InputMode = this.inputMode) {
    this.game.input(this.targets(), mode, d);
  }

  /** Replace one named set of highlighted cells (class `hl-<name>`); empty clears it. */
  highlight(name: string, cells: Iterable<number>) {
    this.highlights.set(name, new Set(cells));
    this.render();
  }
  /** A hint's candidates drawn in the cells (used, removed, placed); empty clears them. */
  markCandidates(list: { cell: number; digit: number; role: MarkRole }[]) {
    this.hintMarks.clear();
    for (const { cell, digit, role } of list) {
      if (!this.hintMarks.has(cell)) this.hintMarks.set(cell, new Map());
      this.hintMarks.get(cell)!.set(digit, role);
    }
    this.render();
  }

  /**
   * A key for the board: its own keydowns, and those its host forwards (after a tap on a pad
   * button, digits, erase and undo still go to the board). Handled keys are preventDefault-ed.
   */
  handleKey(e: KeyboardEvent) {
    if (e.altKey) return;
    const i = this.selected;
    const g = this.game;
    const n = g.size;
    const digit = /^Digit([0-9])$|^Numpad([0-9])$/.exec(e.code);
    // 10-16 on the letter keys A-G (the engine's symbols), on boards that have them.
    const letter = /^Key([A-G])$/.exec(e.code);
    const high = letter ? letter[1]!.charCodeAt(0) - 55 : 0;
    const move: Record<string, number> = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -1, ArrowRight: 1 };
    const k = e.key.toLowerCase();
    if ((digit && Number(digit[1] ?? digit[2]) > 0) || (high && high <= n)) {
      const d = high || Number(digit![1] ?? digit![2]);
      if (d > n) return;
      this.input(d, e.shiftKey ? 'corner' : e.ctrlKey || e.metaKey ? 'centre' : this.inputMode);
    } else if (e.ctrlKey || e.metaKey) {
      return; // Ctrl+Z / Ctrl+Y: the host's handler
    } else if (e.key === 'Backspace' || e.key === 'Delete' || digit) {
      this.input(0);
    } else if (e.key in move) {
      const step = move[e.key]!;
      // Arrows wrap within the row or column; with Shift they extend the selection.
      const r = g.row(i),
        c = g.col(i);
      const vertical = e.key === 'ArrowUp' || e.key === 'ArrowDown';
      const next = vertical ? ((r + step + n) % n) * n + c : r * n + ((c + step + n) % n);
      this.select(next, true, e.shiftKey);
    } else if (e.key === ' ') {
      this.cycleMode();
    } else if (k === 'z') this.game.undo();
    else if (k === 'y') this.game.redo();
    else if (e.key === 'Escape') {
      // Leave the board without tabbing through anything.
      this.options.escapeTo?.()?.focus();
    } else if (e.key === 'Home') this.select(g.row(i) * n);
    else if (e.key === 'End') this.select(g.row(i) * n + n - 1);
    else return;
    e.preventDefault();
  }

  render() {
    const g = this.game;
    if (this.builtFor !== g.shape) this.build();
    const n = g.size;
    const sel = this.selected;
    const selDigit = g.digit(sel);
    const { row, col } = { row: (c: number) => g.row(c), col: (c: number) => g.col(c) };
    for (let i = 0; i < g.cells; i++) {
      const cell = this.cells[i]!;
      const given = g.givens[i]!;
      const d = g.digit(i);
      const classes = ['cell'];
      if (given) classes.push('given');
      else if (d) classes.push('entry');
      if (this.selection.has(i)) classes.push('selected');
      if (i === sel) classes.push('cursor');
      else if (this.selection.size === 1 && row(i) === row(sel)) classes.push('peer', 'peer-row');
      else if (this.selection.size === 1 && col(i) === col(sel)) classes.push('peer', 'peer-col');
      if (this.sumCells.has(i)) classes.push('cage-sum');
      if (selDigit && d === selDigit && i !== sel) classes.push('same');
      if (g.colours[i]) classes.push(`col-${g.colours[i]}`);
      const flags: string[] = [];
      for (const [name, set] of this.highlights)
        if (set.has(i)) {
          classes.push(`hl-${name}`);
          flags.push(name === 'wrongmark' ? 'marks lost the answer' : name);
        }
      const className = classes.join(' ');
      if (cell.className !== className) cell.className = className;
      let label = `${g.name(i)}, `;
      if (this.sumCells.has(i)) label += `cage sum ${this.sumCells.get(i)}, `;
      const roles = this.hintMarks.get(i);
      // Only cells whose content changed are rebuilt (input latency on slow phones).
      const content = `${d}|${g.marks[i]}|${g.centre[i]}|${roles ? [...roles].join() : ''}`;
      const fresh = this.drawn[i] !== content;
      this.drawn[i] = content;
      if (d) {
        // In its own box: drawn over the variant's overlay (diagonals, cage lines), placed clear of a sum.
        if (fresh)
          cell.replaceChildren(
            Object.assign(document.createElement('span'), { className: 'value', textContent: symbol(d) }),
          );
        label += `${given ? 'given' : 'digit'} ${d}`;
      } else {
        const corner = g.marks[i]!;
        const centre = g.centre[i]!;
        const hinted = roles ? [...roles.keys()].reduce((m, k) => m | bit(k), 0) : 0;
        if (fresh) {
          const parts: Node[] = [];
          if (corner || hinted) {
            const role = (k: number) => (roles?.has(k) ? `m-${roles.get(k)}` : undefined);
            parts.push(marksBox(corner | hinted, n, this.marks, this.rooms.get(i) ?? null, role));
          }
          if (centre) {
            const mid = document.createElement('div');
            mid.className = 'centre';
            mid.textContent = digitsOf(centre).map(symbol).join('');
            parts.push(mid);
          }
          cell.replaceChildren(...parts);
        }
        label += 'empty';
        if (corner) label += `, corner marks ${digitsOf(corner).map(symbol).join(' ')}`;
        if (centre) label += `, centre marks ${digitsOf(centre).map(symbol).join(' ')}`;
        if (roles) label += `, hint: ${[...roles].map(([k, r]) => `${k} ${r}`).join(', ')}`;
      }
      if (this.cageWords[i]) label += `, ${this.cageWords[i]}`;
      if (g.colours[i]) label += `, colour ${COLOUR_NAMES[g.colours[i]! - 1]}`;
      if (this.selection.has(i) && this.selection.size > 1) label += ', selected';
      if (flags.length) label += `, ${flags.join(', ')}`;
      if (cell.getAttribute('aria-label') !== label) cell.setAttribute('aria-label', label);
    }
  }
}
