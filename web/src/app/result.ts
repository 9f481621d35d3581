// A solve result as the Solve and Watch tabs show it: status, statistics, and a button that
// puts the solution (or the best grid of a failed run) on the board.
import type { SolveResult } from 'sudoku-lab';
import { el } from './app.js';
import type { Game } from './game.js';
import { statsList } from './params.js';

export function resultView(r: SolveResult, game: Game): HTMLElement[] {
  const nodes: HTMLElement[] = [
    el('p', { class: `status status-${r.status}` }, `Status: ${r.status}${r.detail ? ` (${r.detail})` : ''}`),
    statsList({ ...r.stats, time_ms: r.timeMs }),
  ];
  const grid = r.solution ?? r.best;
  if (grid) {
    const show = el('button', { type: 'button' }, r.solution ? 'Show the solution on the board' : 'Show the best grid on the board');
    show.addEventListener('click', () => game.fill(grid));
    nodes.push(show);
  }
  return nodes;
}
