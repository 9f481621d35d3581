// The input pad under the board: the four input modes (SudokuPad's Digit, Corner, Centre,
// Colour), the board's digits (1-9, and A-G on 12x12 and 16x16), Erase, Undo, Redo. Its buttons act on release and never take focus from the
// board on pointer input, so the selection stays visible; sync() shows the board's mode and
// what a solved (locked) board no longer takes.
import { el } from './dom.js';
import { type Game, INPUT_MODES } from './game.js';
import { type Board, COLOUR_NAMES } from './board.js';
import { symbol } from './layout.js';

export const MODE_NAMES = { digit: 'Digit', corner: 'Corner', centre: 'Centre', colour: 'Colour' } as const;

/**
 * A pad button acts when the pointer is released on it (pointerup), not on the click the
 * browser may synthesise later: on touch screens a second tap soon after another tap or a drag
 * can be taken as part of a gesture and never become a click, so fast taps (a digit twice to
 * toggle it) would be lost. Keyboard and programmatic clicks (detail 0) still act on click.
 */
function pressable(b: HTMLButtonElement, onPress: () => void) {
  let down: number | null = null;
  // The button's box when pressed: the release is checked against it, not by elementFromPoint, which
  // would lay the page out again (a board with a variant's overlay costs a frame's worth on a slow phone).
  let box: DOMRect | null = null;
  b.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    down = e.pointerId;
    box = b.getBoundingClientRect();
  });
  b.addEventListener('pointerup', (e) => {
    const on =
      !!box && e.clientX >= box.left && e.clientX <= box.right && e.clientY >= box.top && e.clientY <= box.bottom;
    if (down !== e.pointerId || !on || b.disabled) return;
    down = null;
    onPress();
  });
  b.addEventListener('pointercancel', () => (down = null));
  b.addEventListener('click', (e) => {
    if (e.detail === 0) onPress();
  });
}

const padButton = (text: string, attrs: Record<string, string>, onPress: () => void) => {
  const b = el('button', { type: 'button', part: 'button', ...attrs }, text);
  pressable(b, onPress);
  return b;
};

export class Pad {
  readonly el: HTMLElement;
  private readonly modeBtns: HTMLButtonElement[];
  private digitBtns: HTMLButtonElement[] = [];
  private readonly digitRow: HTMLElement;
  private readonly erase: HTMLButtonElement;
  private readonly undo: HTMLButtonElement;
  private readonly redo: HTMLButtonElement;

  constructor(
    private readonly board: Board,
    private readonly game: Game,
  ) {
    this.modeBtns = INPUT_MODES.map((m) =>
      padButton(MODE_NAMES[m], { 'data-mode': m, title: `${MODE_NAMES[m]} mode (Space cycles)` }, () =>
        board.setInputMode(m),
      ),
    );
    this.erase = padButton('Erase', { title: 'Erase (Backspace, Delete)' }, () => board.input(0));
    this.undo = padButton('Undo', { title: 'Undo (Z, Ctrl+Z)' }, () => game.undo());
    this.redo = padButton('Redo', { title: 'Redo (Y, Ctrl+Y)' }, () => game.redo());
    this.el = el(
      'div',
      { id: 'pad', class: 'pad', part: 'pad', role: 'group', 'aria-label': 'Input pad' },
      el('div', { class: 'pad-modes', role: 'group', 'aria-label': 'Input mode' }, ...this.modeBtns),
      (this.digitRow = el('div', { class: 'pad-digits' }, this.erase)),
      el('div', { class: 'pad-history' }, this.undo, this.redo),
    );
    this.el.addEventListener('pointerdown', (e) => (e.target as HTMLElement).closest('button') && e.preventDefault());
  }

  /** The board's input mode pressed, the digits' titles for it; a solved board takes no input. */
  /** One button per digit of the board's size. */
  private buildDigits(n: number) {
    this.digitBtns = Array.from({ length: n }, (_, k) =>
      padButton(symbol(k + 1), { 'data-digit': String(k + 1), class: 'digit' }, () => this.board.input(k + 1)),
    );
    this.digitRow.replaceChildren(...this.digitBtns, this.erase);
    this.el.dataset.size = String(n);
    this.el.style.setProperty('--_n', String(n));
  }

  sync() {
    const { board, game } = this;
    if (this.digitBtns.length !== game.size) this.buildDigits(game.size);
    for (const b of this.modeBtns) b.setAttribute('aria-pressed', String(b.dataset.mode === board.inputMode));
    this.el.dataset.mode = board.inputMode;
    this.digitBtns.forEach(
      (b, i) =>
        (b.title =
          board.inputMode === 'colour'
            ? i < 9
              ? `Colour ${COLOUR_NAMES[i]}`
              : 'No colour'
            : `Digit ${symbol(i + 1)}`),
    );
    // A solved board takes no input: the pad says so (Undo too: it would unsolve it).
    for (const b of [...this.digitBtns, this.erase]) b.disabled = game.locked;
    this.undo.disabled = game.locked || !game.canUndo();
    this.redo.disabled = game.locked || !game.canRedo();
  }
}
