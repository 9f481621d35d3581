// The 9x9 board: renders a Game, keyboard entry (digits, arrows, Backspace/Delete, Tab),
// pencil mode, named highlight sets (conflicts, mistakes, hint cells). One focusable cell at
// a time (roving tabindex), so Tab enters and leaves the board like any other control.
import { CELLS, type Game, bit, cellName, colOf, rowOf } from './game.js';

export class Board {
  readonly el: HTMLElement;
  selected = 0;
  pencil = false;
  private cells: HTMLElement[] = [];
  private highlights = new Map<string, Set<number>>();
  private pencilListeners: (() => void)[] = [];

  constructor(
    host: HTMLElement,
    private readonly game: Game,
  ) {
    this.el = document.createElement('div');
    this.el.className = 'board';
    this.el.setAttribute('role', 'grid');
    this.el.setAttribute('aria-label', 'Sudoku board: digits 1-9 to place, arrows or Tab to move, P for pencil marks, Escape to leave');
    for (let r = 0; r < 9; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'board-row';
      for (let c = 0; c < 9; c++) {
        const i = r * 9 + c;
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.className = 'cell';
        cell.dataset.cell = String(i);
        cell.tabIndex = i === 0 ? 0 : -1;
        cell.addEventListener('click', () => this.select(i));
        cell.addEventListener('focus', () => i !== this.selected && this.select(i, false));
        row.append(cell);
        this.cells.push(cell);
      }
      this.el.append(row);
    }
    this.el.addEventListener('keydown', (e) => this.key(e));
    host.append(this.el);
    game.onChange(() => this.render());
    this.render();
  }

  onPencil(f: () => void) {
    this.pencilListeners.push(f);
  }
  setPencil(on: boolean) {
    this.pencil = on;
    for (const f of this.pencilListeners) f();
  }

  select(i: number, focus = true) {
    this.cells[this.selected]!.tabIndex = -1;
    this.selected = Math.max(0, Math.min(CELLS - 1, i));
    const cell = this.cells[this.selected]!;
    cell.tabIndex = 0;
    if (focus) cell.focus();
    this.render();
  }

  /** Replace one named set of highlighted cells (class `hl-<name>`); empty clears it. */
  highlight(name: string, cells: Iterable<number>) {
    this.highlights.set(name, new Set(cells));
    this.render();
  }

  private key(e: KeyboardEvent) {
    if (e.altKey || e.metaKey || e.ctrlKey) return;
    const i = this.selected;
    const digit = /^Digit([1-9])$|^Numpad([1-9])$/.exec(e.code);
    const move: Record<string, number> = { ArrowUp: -9, ArrowDown: 9, ArrowLeft: -1, ArrowRight: 1 };
    if (digit) {
      const d = Number(digit[1] ?? digit[2]);
      if (this.pencil || e.shiftKey) this.game.toggleMark(i, d);
      else this.game.set(i, this.game.digit(i) === d && this.game.mode === 'play' ? 0 : d);
    } else if (e.key === 'Backspace' || e.key === 'Delete' || e.key === '0' || e.key === '.') {
      this.game.set(i, 0);
    } else if (e.key in move) {
      const dr = move[e.key]!;
      // Arrows wrap within the row or column.
      const r = rowOf(i), c = colOf(i);
      const next = Math.abs(dr) === 9 ? ((r + dr / 9 + 9) % 9) * 9 + c : r * 9 + ((c + dr + 9) % 9);
      this.select(next);
    } else if (e.key === 'Tab') {
      const next = i + (e.shiftKey ? -1 : 1);
      if (next < 0 || next >= CELLS) return; // leave the board
      this.select(next);
    } else if (e.key === 'Escape') {
      // Leave the board without tabbing through its cells.
      (this.el.parentElement?.nextElementSibling?.querySelector('button') as HTMLElement | null)?.focus();
    } else if (e.key === 'p' || e.key === 'P') {
      this.setPencil(!this.pencil);
    } else if (e.key === 'Home') this.select(rowOf(i) * 9);
    else if (e.key === 'End') this.select(rowOf(i) * 9 + 8);
    else return;
    e.preventDefault();
  }

  render() {
    const g = this.game;
    const sel = this.selected;
    const selDigit = g.digit(sel);
    for (let i = 0; i < CELLS; i++) {
      const cell = this.cells[i]!;
      const given = g.givens[i]!;
      const d = g.digit(i);
      const classes = ['cell'];
      if (given) classes.push('given');
      else if (d) classes.push('entry');
      if (i === sel) classes.push('selected');
      else if (rowOf(i) === rowOf(sel) || colOf(i) === colOf(sel)) classes.push('peer');
      if (selDigit && d === selDigit && i !== sel) classes.push('same');
      const flags: string[] = [];
      for (const [name, set] of this.highlights)
        if (set.has(i)) {
          classes.push(`hl-${name}`);
          flags.push(name);
        }
      cell.className = classes.join(' ');
      let label = `${cellName(i)}, `;
      if (d) {
        cell.textContent = String(d);
        label += `${given ? 'given ' : ''}${d}`;
      } else if (g.marks[i]) {
        const marks = document.createElement('div');
        marks.className = 'marks';
        const list: number[] = [];
        for (let k = 1; k <= 9; k++) {
          const s = document.createElement('span');
          if (g.marks[i]! & bit(k)) {
            s.textContent = String(k);
            list.push(k);
          }
          marks.append(s);
        }
        cell.replaceChildren(marks);
        label += `empty, candidates ${list.join(' ')}`;
      } else {
        cell.textContent = '';
        label += 'empty';
      }
      if (flags.length) label += `, ${flags.join(', ')}`;
      cell.setAttribute('aria-label', label);
    }
  }
}
