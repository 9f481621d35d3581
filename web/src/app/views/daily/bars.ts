// A small bar chart of the last games' times, one bar a game coloured by its band: plain
// elements sized through the CSSOM (a strict CSP allows that, unlike style attributes), so the
// theme's colours apply and a screen reader hears the figures.
import { el } from '../../dom.js';
import type { GameRecord } from '../../state/stats.js';
import { clock } from 'sudoku-lab/element/internal';

export function timeBars(games: GameRecord[]): HTMLElement {
  const max = Math.max(1, ...games.map((g) => g.timeMs));
  const box = el('div', { class: 'stats-bars', id: 'stats-bars', role: 'img' });
  box.setAttribute(
    'aria-label',
    games.length
      ? `Times of your last ${games.length} games, oldest first: ${games.map((g) => `${clock(g.timeMs)} ${g.difficulty}`).join(', ')}`
      : 'No games finished yet',
  );
  for (const g of games) {
    const bar = el('span', {
      class: `bar band-${g.difficulty}`,
      title: `${g.day} · ${g.difficulty} · ${clock(g.timeMs)}`,
    });
    bar.style.height = `${Math.max(4, Math.round((100 * g.timeMs) / max))}%`;
    box.append(bar);
  }
  if (!games.length) box.append(el('span', { class: 'empty' }, 'Finished games show here.'));
  return box;
}
