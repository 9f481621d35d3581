// A solve result as the Solve and Watch tabs show it: status, statistics, and a button that
// puts the solution (or the best grid of a failed run) on the board.
import type { SolveResult } from 'sudoku-lab';
import { el } from '../../dom.js';
import type { Game } from 'sudoku-lab/element/internal';
import { statsList } from '../../widgets/params.js';

/** puzzle: the givens the result belongs to; the grid goes onto the board only while it shows them. */
export function resultView(r: SolveResult, game: Game, puzzle = game.givensText()): HTMLElement[] {
  const nodes: HTMLElement[] = [
    el('p', { class: `status status-${r.status}` }, `Status: ${r.status}${r.detail ? ` (${r.detail})` : ''}`),
    statsList({ ...r.stats, time_ms: r.timeMs }),
  ];
  const grid = r.solution ?? r.best;
  if (grid) {
    const show = el(
      'button',
      { type: 'button' },
      r.solution ? 'Show the solution on the board' : 'Show the best grid on the board',
    );
    const note = el('span', { class: 'help', role: 'status' });
    show.addEventListener('click', () => {
      if (game.givensText() === puzzle) game.fill(grid);
      else note.textContent = ' The board shows another puzzle now: this result belongs to the puzzle it ran on.';
    });
    nodes.push(show, note);
  }
  return nodes;
}
