// @ts-check
// The demo page of variant-draw (variant-draw.html): window.showVariant(model, theme) lays out an n x n
// board of the model's givens, corner marks 1-n in the empty cells of a sum and a few
// others of a 9x9 or smaller grid (so a sum is seen to stay clear of them), the rules above, and the overlay drawn for the grid's width.
import { VARIANT_CSS, cageSumBox, cageSumCells, drawVariant, rulesText } from '../../pkg/lib/player/variant-draw.js';
import { TOKENS } from '../../pkg/lib/player/styles.js';

const sheet = new CSSStyleSheet();
sheet.replaceSync(VARIANT_CSS);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

/** @param {import('../../pkg/lib/types.js').VariantModel} model @param {'light' | 'dark'} theme */
function showVariant(model, theme) {
  const root = document.documentElement;
  for (const [name, light, dark] of TOKENS) root.style.setProperty(`--_${name}`, theme === 'dark' ? dark : light);
  root.style.colorScheme = theme;
  const n = model.size;
  const rules = /** @type {HTMLElement} */ (document.querySelector('.rules'));
  rules.replaceChildren(
    ...rulesText(model).map((s) => {
      const li = document.createElement('li');
      li.textContent = s;
      return li;
    }),
  );
  const board = /** @type {HTMLElement} */ (document.querySelector('.board'));
  board.style.gridTemplateColumns = `repeat(${n}, 1fr)`;
  board.style.gridTemplateRows = `repeat(${n}, 1fr)`;
  const sums = cageSumCells(model);
  const cells = model.givens.map((d, i) => {
    const cell = document.createElement('div');
    cell.className = 'cell';
    cell.dataset.cell = String(i);
    if (i % n === n - 1) cell.classList.add('last-col');
    if (i >= n * (n - 1)) cell.classList.add('last-row');
    if (sums.has(i)) cell.classList.add('cage-sum');
    if (d) cell.textContent = d > 9 ? String.fromCharCode(55 + d) : String(d);
    else if (n <= 9 && (sums.has(i) || i % 7 === 3)) {
      const marks = document.createElement('div');
      marks.className = 'marks';
      for (let k = 1; k <= 9; k++) {
        const s = document.createElement('span');
        s.textContent = k <= n ? String(k) : '';
        marks.append(s);
      }
      cell.append(marks);
    }
    return cell;
  });
  board.replaceChildren(...cells);
  const width = board.clientWidth;
  board.style.fontSize = `${Math.round((width / n) * 0.55)}px`;
  board.style.setProperty('--_cage-sum-w', `${cageSumBox(width / n).space}px`);
  board.append(drawVariant(model, { width }));
}

Object.assign(window, { showVariant });
