// The games in progress besides the board's (state/saves.ts keeps one per kind): a list in the
// Play bar that puts the chosen one back on the board, where the player left it. Hidden while
// there is none.
import type { App } from '../../app.js';
import { el } from '../../dom.js';
import { clock } from 'sudoku-lab/element/internal';
import { kindLabel, kindOfGame } from './kinds.js';

export function resumeList(app: App): HTMLSelectElement {
  const { game, saves } = app;
  const list = el('select', { id: 'resume', 'aria-label': 'Games in progress' });
  const fill = () => {
    const games = saves.others();
    list.replaceChildren(el('option', { value: '' }, `Continue a game (${games.length})`));
    for (const g of games)
      list.append(
        el(
          'option',
          { value: g.kind, 'data-puzzle': g.puzzle },
          `${kindLabel(g.kind)} · ${g.filled} of ${g.cells} · ${clock(g.timeMs)}`,
        ),
      );
    list.hidden = !games.length;
  };
  list.addEventListener('change', async () => {
    const chosen = list.selectedOptions[0];
    list.value = '';
    if (!chosen?.value) return;
    const label = chosen.textContent?.split(' · ')[0];
    const problem = await app.resume(chosen.value, chosen.dataset.puzzle);
    said(app, label ?? chosen.value, problem);
  });
  // Another kind on the board (the previous one was saved just before it came): list again.
  let shown: string | null = null;
  game.onChange(() => {
    const kind = kindOfGame(game);
    if (kind === shown) return;
    shown = kind;
    fill();
  });
  fill();
  return list;
}

/**
 * A puzzle's game in progress back on the board instead of the puzzle afresh (a daily one opened
 * again from the Daily tab); true when that settled it (resumed, or said why not).
 */
export async function resumed(app: App, kind: string, name: string): Promise<boolean> {
  const puzzle = app.saves.inProgress(kind);
  if (puzzle === null) return false;
  said(app, name, await app.resume(kind, puzzle));
  return true;
}

/** What resuming a game came to, on the message line. */
function said(app: App, name: string, problem: string | null) {
  if (problem) return app.say(`${name} not resumed: ${problem}.`, 'error');
  app.say(`${name}: where you left it.`, 'ok');
  app.board.select(0);
}
