// A read-only 9x9 view for what the engine is thinking: a grid with whole rows and columns
// highlighted (a GA's best individual), or per-cell digit weights (an LP's fractional
// solution), drawn as the digits in a 3x3 with their weight as opacity.
export class MiniBoard {
  readonly el: HTMLElement;
  private cells: HTMLElement[] = [];

  constructor(host: HTMLElement, label: string) {
    this.el = document.createElement('div');
    this.el.className = 'mini-board';
    this.el.setAttribute('role', 'img');
    this.el.setAttribute('aria-label', label);
    for (let i = 0; i < 81; i++) {
      const c = document.createElement('div');
      c.className = 'mini-cell';
      this.cells.push(c);
      this.el.append(c);
    }
    host.append(this.el);
  }

  /** Digits (0 empty); givens bold; rows / columns whose bit is set highlighted. */
  grid(digits: ArrayLike<number>, givens: string, conflictRows = 0, conflictCols = 0) {
    for (let i = 0; i < 81; i++) {
      const c = this.cells[i]!;
      const r = Math.floor(i / 9), k = i % 9;
      c.textContent = digits[i] ? String(digits[i]) : '';
      c.className = 'mini-cell';
      if (givens[i] && givens[i] !== '.' && givens[i] !== '0') c.classList.add('given');
      if ((conflictRows >> r) & 1) c.classList.add('bad-row');
      if ((conflictCols >> k) & 1) c.classList.add('bad-col');
    }
  }

  /** 729 weights, cell-major (digit d of cell c at c*9+d-1). */
  weights(w: ArrayLike<number>, givens: string) {
    for (let i = 0; i < 81; i++) {
      const c = this.cells[i]!;
      c.className = 'mini-cell';
      const g = givens[i];
      if (g && g !== '.' && g !== '0') {
        c.classList.add('given');
        c.textContent = g;
        continue;
      }
      const box = document.createElement('div');
      box.className = 'weights';
      for (let d = 1; d <= 9; d++) {
        const v = Number(w[i * 9 + d - 1]) || 0;
        const s = document.createElement('span');
        s.textContent = String(d);
        s.style.opacity = String(Math.max(0.08, Math.min(1, v)));
        if (v > 0.999) s.className = 'whole';
        s.title = `${d}: ${v.toFixed(3)}`;
        box.append(s);
      }
      c.replaceChildren(box);
    }
  }
}
