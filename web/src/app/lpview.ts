// The LP's fractional solution drawn as candidate weights: for a result of an LP method
// (lab.solve returns `relaxation` and `weights`, 729 each), a board of the weights with a
// switch between the source's LP relaxation and the weights that were rounded.
import { el } from './app.js';
import { MiniBoard } from './miniboard.js';

export function lpView(result: object, givens: string): HTMLElement | null {
  const r = result as { relaxation?: ArrayLike<number>; weights?: ArrayLike<number> };
  if (!r.weights || r.weights.length !== 729) return null;
  const box = el('div', { class: 'lp-view', id: 'lp-weights' });
  const which = el('select', { 'aria-label': 'Weights shown' });
  which.append(el('option', { value: 'relaxation' }, 'LP relaxation (the source’s LP)'), el('option', { value: 'weights' }, 'weights that were rounded'));
  const board = new MiniBoard(box, 'Candidate weights of the LP solution: each digit drawn with its weight as opacity');
  const draw = () => board.weights((which.value === 'relaxation' ? r.relaxation : r.weights) ?? r.weights!, givens);
  which.addEventListener('change', draw);
  draw();
  box.prepend(el('h3', {}, 'Candidate weights'), which);
  return box;
}
