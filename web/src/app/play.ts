// The play bar under the board: edit/play mode, pencil, auto candidates, undo/redo, mistake
// check, timer. Ctrl+Z / Ctrl+Y (or Ctrl+Shift+Z) work anywhere on the page.
import { type App, el } from './app.js';
import { CELLS } from './game.js';
import { showHint } from './hint.js';

const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export function setupPlay(host: HTMLElement, app: App) {
  const { game, board } = app;
  const button = (text: string, title: string, onClick: () => void) => {
    const b = el('button', { type: 'button', title }, text);
    b.addEventListener('click', onClick);
    return b;
  };
  const mode = button('Edit givens', 'Switch between entering the puzzle and playing it', () =>
    game.setMode(game.mode === 'edit' ? 'play' : 'edit'),
  );
  const pencil = button('Pencil', 'Digits toggle candidates (P; or Shift+digit)', () => board.setPencil(!board.pencil));
  const auto = button('Auto candidates', 'Fill every empty cell with its possible digits', () => game.autoMarks());
  const clear = button('Clear candidates', 'Remove all pencil marks', () => game.clearMarks());
  const undo = button('Undo', 'Undo (Ctrl+Z)', () => game.undo());
  const redo = button('Redo', 'Redo (Ctrl+Y)', () => game.redo());
  const check = button('Check', 'Mark the entries that differ from the solution', async () => {
    const answer = await app.solution();
    if (!answer) return app.say('This puzzle has no unique solution, so entries cannot be checked.', 'error');
    const wrong: number[] = [];
    for (let c = 0; c < CELLS; c++) if (game.entries[c] && game.entries[c] !== Number(answer[c])) wrong.push(c);
    board.highlight('mistake', wrong);
    app.say(wrong.length ? `${wrong.length} mistake${wrong.length > 1 ? 's' : ''} (marked on the board).` : 'No mistakes so far.', wrong.length ? 'error' : 'ok');
  });
  const hint = button('Hint', 'The next step, explained, its cells highlighted', () => void showHint(app));
  const timer = el('span', { class: 'timer', role: 'timer', 'aria-label': 'Time played' }, '0:00');
  host.className = 'play-bar';
  host.append(mode, pencil, auto, clear, undo, redo, check, hint, timer);

  const sync = () => {
    mode.textContent = game.mode === 'edit' ? 'Play' : 'Edit givens';
    mode.setAttribute('aria-pressed', String(game.mode === 'edit'));
    pencil.setAttribute('aria-pressed', String(board.pencil));
    undo.disabled = !game.canUndo();
    redo.disabled = !game.canRedo();
    timer.textContent = clock(game.timeMs());
  };
  game.onChange(sync);
  board.onPencil(sync);
  setInterval(() => (timer.textContent = clock(game.timeMs())), 1000);
  sync();

  document.addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey) || (e.target as HTMLElement).closest('input, textarea')) return;
    const k = e.key.toLowerCase();
    if (k === 'z' && !e.shiftKey) game.undo();
    else if (k === 'y' || (k === 'z' && e.shiftKey)) game.redo();
    else return;
    e.preventDefault();
  });
}
