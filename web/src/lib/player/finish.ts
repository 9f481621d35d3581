// The finish of a puzzle: the panel (time, hints, mistakes, difficulty and rating, seed, day; the
// next puzzle) and the figures the solved event carries. A puzzle that came without a rating (the
// puzzle attribute, a paste, an import) is rated on finishing: the panel shows at once and fills the
// rating in when it comes, and the figures wait for it, so a solved event carries difficulty and ER
// as it does for a generated puzzle (without them only when the engine cannot rate the puzzle).
import { clock } from './clock.js';
import type { PlayerContext } from './context.js';
import { el } from './dom.js';
import { DIFFICULTIES, type PuzzleInfo } from './game.js';
import { ratingOf } from './judge.js';

/** What a finish reports: the player's figures and the puzzle's (its info, rated when it had none). */
export type Finished = { timeMs: number; hints: number; mistakes: number; puzzle: string } & PuzzleInfo;

/**
 * How the panel offers the next puzzle (null: it does not, a daily puzzle) and the band it falls
 * back to; signal: aborts the rating (the board left the page), the figures then go without it.
 */
export interface FinishOptions {
  next: ((difficulty: string) => void) | null;
  difficulty: string;
  signal: AbortSignal;
}

/** The stats rows of a finish: figures, and the rating ('rating…' while it is being worked out). */
function stats(f: Finished, rating: boolean): HTMLElement {
  const dl = el('dl', { class: 'stats' });
  const rows: [string, string][] = [
    ['time', clock(f.timeMs)],
    ['hints', String(f.hints)],
    ['mistakes', String(f.mistakes)],
    ['difficulty', f.difficulty ?? (rating ? 'rating…' : 'not rated')],
    ['ER', typeof f.er === 'number' ? f.er.toFixed(1) : rating ? '…' : '—'],
  ];
  if (f.seed !== undefined) rows.push(['seed', String(f.seed)]);
  if (f.date !== undefined) rows.push(['daily', f.date]);
  for (const [k, v] of rows) dl.append(el('dt', {}, k), el('dd', {}, v));
  return dl;
}

/**
 * Shows the finish of the game on the board in panel at once; done(figures) once the rating is known
 * (at once when the puzzle came with one). The rating is asked now, before the board changes.
 */
export function showFinish(
  ctx: PlayerContext,
  panel: HTMLElement,
  options: FinishOptions,
  done: (f: Finished) => void,
): void {
  const { game } = ctx;
  const f: Finished = {
    ...game.info,
    timeMs: game.timeMs(),
    hints: game.hints,
    mistakes: game.mistakes,
    puzzle: game.puzzleText(),
  };
  const rating = f.er === undefined ? ratingOf(ctx, game, options.signal).catch(() => null) : null;
  const bandOf = () => (f.difficulty && DIFFICULTIES.includes(f.difficulty) ? f.difficulty : options.difficulty);
  let dl = stats(f, rating !== null);
  const row = el('div', { class: 'row' });
  const { next } = options;
  const nextBtn = el('button', { type: 'button', part: 'button', class: 'primary' }, `Next ${bandOf()} puzzle`);
  nextBtn.addEventListener('click', () => next?.(bandOf()));
  if (next) row.append(nextBtn);
  const close = el('button', { type: 'button', part: 'button' }, 'Close');
  close.addEventListener('click', () => (panel.hidden = true));
  row.append(close);
  panel.replaceChildren(el('h2', {}, 'Solved!'), dl, row);
  panel.hidden = false;
  (row.firstElementChild as HTMLElement).focus();
  if (!rating) return done(f);
  void rating.then((r) => {
    if (r) Object.assign(f, { er: r.er, difficulty: f.difficulty ?? r.difficulty });
    // The panel is this finish's until another puzzle's replaces its content.
    if (dl.parentNode === panel) {
      const rated = stats(f, false);
      dl.replaceWith(rated);
      dl = rated;
      nextBtn.textContent = `Next ${bandOf()} puzzle`;
    }
    done(f);
  });
}
