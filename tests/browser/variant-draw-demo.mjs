// @ts-check
// The demo page of variant-draw (variant-draw.html): window.showVariant(model, theme) lays out an n x n
// board of the model's givens as the player does (marks.ts, variant-draw.ts): corner marks 1-n in the
// empty cells of a sum and a few others (so a sum is seen to stay clear of them), each given of a sum's
// cell placed clear of it, the rules above, and the overlay drawn for the grid's width.
import {
  VARIANT_CSS,
  cageSumBox,
  cageSumCells,
  drawVariant,
  rulesText,
  sumDigit,
} from '../../pkg/lib/player/variant-draw.js';
import { MARKS_CSS, marksBox, marksLayout, sumRoom } from '../../pkg/lib/player/marks.js';
import { TOKENS } from '../../pkg/lib/player/styles.js';

const sheet = new CSSStyleSheet();
sheet.replaceSync(VARIANT_CSS + MARKS_CSS);
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
  board.replaceChildren();
  const width = board.clientWidth;
  const cell = width / n;
  const font = Math.round(cell * 0.55);
  const layout = marksLayout(cell, n);
  board.style.fontSize = `${font}px`;
  board.style.setProperty('--_cage-sum-w', `${cageSumBox(cell).space}px`);
  board.style.setProperty('--_mark-px', `${layout.font}px`);
  board.style.setProperty('--_mark-slot', `${layout.slot}px`);
  board.style.setProperty('--_mark-line', `${layout.line}px`);
  const cells = model.givens.map((d, i) => {
    const cell = document.createElement('div');
    cell.className = 'cell';
    cell.dataset.cell = String(i);
    if (i % n === n - 1) cell.classList.add('last-col');
    if (i >= n * (n - 1)) cell.classList.add('last-row');
    const sum = sums.get(i);
    const room = sum === undefined ? null : sumRoom(width / n, layout, String(sum).length);
    if (sum !== undefined && room) {
      cell.classList.add('cage-sum');
      const place = sumDigit(width / n, font, String(sum).length);
      cell.style.setProperty('--_sum-room-w', `${room.width}px`);
      cell.style.setProperty('--_sum-room-h', `${room.height}px`);
      cell.style.setProperty('--_sum-dx', `${place.dx}px`);
      cell.style.setProperty('--_sum-dy', `${place.dy}px`);
      cell.style.setProperty('--_sum-font', `${place.font}px`);
    }
    if (d) {
      const value = document.createElement('span');
      value.className = 'value';
      value.textContent = d > 9 ? String.fromCharCode(55 + d) : String(d);
      cell.append(value);
    } else if (sums.has(i) || i % 7 === 3) cell.append(marksBox((1 << n) - 1, n, layout, room, () => undefined));
    return cell;
  });
  board.replaceChildren(...cells);
  board.append(drawVariant(model, { width }));
}

Object.assign(window, { showVariant });
