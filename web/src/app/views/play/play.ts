// Under the board: Play / Edit givens toggle, New game at a difficulty, the input pad
// (widgets/pad.ts), auto-notes, checks, hint, timer, share link, and the finish panel.
// Ctrl+Z / Ctrl+Y (or Ctrl+Shift+Z) work anywhere on the page.
import type { Difficulty } from 'sudoku-lab';
import type { App } from '../../app.js';
import { el } from '../../dom.js';
import { errorText } from '../../errors.js';
import { MODE_NAMES, Pad } from '../../widgets/pad.js';
import { CELLS, bit } from '../../state/game.js';
import { showHint } from './hint.js';
import { shareUrl } from '../../state/storage.js';

export const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
/** A random seed for the generator (31 bits: any engine version accepts it). */
export const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0]! >>> 1;

/** Builds the play bar; returns newGame(difficulty) for the landing's Play door. */
export function setupPlay(host: HTMLElement, app: App): { newGame(difficulty: string): Promise<void> } {
  const { game, board, lab } = app;
  const bands = app.catalog.difficulties.map((d) => d.key);
  const button = (text: string, attrs: Record<string, string>, onClick: () => void) => {
    const b = el('button', { type: 'button', ...attrs }, text);
    b.addEventListener('click', onClick);
    return b;
  };

  // Play / Edit givens: two pressed-state buttons, exactly one pressed.
  const playBtn = button('Play', { title: 'Play the puzzle' }, () => game.setMode('play'));
  const editBtn = button('Edit givens', { title: 'Enter or change the puzzle itself' }, () => game.setMode('edit'));
  const modeToggle = el('div', { class: 'segmented', role: 'group', 'aria-label': 'Board mode' }, playBtn, editBtn);

  // New game at a difficulty: a fresh random seed every press, kept for the share link.
  const difficulty = el('select', { id: 'new-difficulty', 'aria-label': 'Difficulty' });
  for (const d of bands) difficulty.append(el('option', { value: d }, d));
  const newBtn = button('New game', { id: 'new-game', class: 'primary' }, () => void newGame(difficulty.value));
  const newGame = async (band: string) => {
    newBtn.disabled = true;
    app.say(`Generating a new ${band} puzzle…`);
    try {
      const seed = randomSeed();
      const g = await lab.generate({ difficulty: band as Difficulty, seed });
      const problem = await app.loadPuzzle(g.puzzle, { difficulty: band, er: g.er, seed: g.seed }, g.solution);
      if (problem) throw new Error(problem);
      finish.hidden = true;
      app.say(`New ${band} puzzle (seed ${g.seed}).`);
    } catch (e) {
      app.say(`No new puzzle: ${errorText(e)}`, 'error');
    } finally {
      newBtn.disabled = false;
    }
  };

  const pad = new Pad(board, game);

  const auto = button('Auto-notes', { title: 'Keep every empty cell’s candidates as corner marks' }, () =>
    game.setAutoNotes(!game.autoNotes),
  );
  const clearMarks = button('Clear marks', { title: 'Remove all corner and centre marks' }, () => game.clearMarks());
  const check = (only?: number) => async () => {
    const answer = game.answer || (await app.solution());
    if (!answer) return app.say('This puzzle has no unique solution, so entries cannot be checked.', 'error');
    const cells = only === undefined ? [...Array(CELLS).keys()] : [only];
    const cand = game.candidates();
    const wrong = cells.filter((c) => game.entries[c] && game.entries[c] !== Number(answer[c]));
    const lost = cells.filter((c) => !game.digit(c) && cand[c] && !(cand[c]! & bit(Number(answer[c]))));
    board.highlight('mistake', wrong);
    board.highlight('wrongmark', lost);
    const parts = [];
    if (wrong.length) parts.push(`${wrong.length} wrong digit${wrong.length > 1 ? 's' : ''}`);
    if (lost.length) parts.push(`${lost.length} cell${lost.length > 1 ? 's' : ''} whose marks lost the answer`);
    const where =
      only === undefined
        ? ''
        : ` in ${board.el.querySelector(`[data-cell="${only}"]`)?.getAttribute('aria-label')?.split(',')[0]}`;
    app.say(
      parts.length ? `${parts.join(' and ')}${where} (marked on the board).` : `No mistakes${where} so far.`,
      parts.length ? 'error' : 'ok',
    );
  };
  const checkAll = button('Check', { title: 'Mark wrong digits and marks that lost the answer' }, check());
  const checkCell = button('Check cell', { title: 'Check the selected cell only' }, () => void check(board.selected)());
  const hint = button(
    'Hint',
    { title: 'Press again for more: where to look, which technique, the move' },
    () => void showHint(app),
  );
  const timer = el('span', { class: 'timer', role: 'timer', 'aria-label': 'Time played' }, '0:00');

  // Share: the puzzle and its seed, and the player's progress if asked.
  const withProgress = el('input', { type: 'checkbox', id: 'share-progress' });
  const share = button('Share', { title: 'Copy a link to this puzzle' }, async () => {
    const url = shareUrl(game, withProgress.checked);
    shareOut.value = url;
    try {
      await navigator.clipboard.writeText(url);
      app.say('Link copied.', 'ok');
    } catch {
      shareOut.select();
      app.say('Link selected below: copy it.');
    }
  });
  const shareOut = el('input', { id: 'share-out', type: 'text', readonly: '', 'aria-label': 'Share link' });

  // The finish panel: time, hints, mistakes, difficulty and rating; the next puzzle.
  const finish = el('section', { id: 'finish', class: 'finish', 'aria-label': 'Puzzle solved', hidden: '' });
  const showFinish = async () => {
    const info = { ...game.info };
    if (info.er === undefined) {
      const r = await lab.rate(game.givensText(), { by: 'techniques' }).catch(() => null);
      if (r) Object.assign(info, { er: r.er, difficulty: info.difficulty ?? r.difficulty });
    }
    const band = info.difficulty && bands.includes(info.difficulty as Difficulty) ? info.difficulty : difficulty.value;
    const dl = el('dl', { class: 'stats' });
    const rows: [string, string][] = [
      ['time', clock(game.timeMs())],
      ['hints', String(game.hints)],
      ['mistakes', String(game.mistakes)],
      ['difficulty', info.difficulty ?? 'not rated'],
      ['ER', typeof info.er === 'number' ? info.er.toFixed(1) : '—'],
    ];
    if (info.seed !== undefined) rows.push(['seed', String(info.seed)]);
    for (const [k, v] of rows) dl.append(el('dt', {}, k), el('dd', {}, v));
    const next = button(`Next ${band} puzzle`, { class: 'primary' }, () => void newGame(band));
    const close = button('Close', {}, () => (finish.hidden = true));
    finish.replaceChildren(el('h2', {}, 'Solved!'), dl, el('div', { class: 'row' }, next, close));
    finish.hidden = false;
    next.focus();
  };
  let finished = game.solved;

  host.className = 'play-area';
  host.append(
    finish,
    el('div', { class: 'play-bar' }, modeToggle, difficulty, newBtn),
    pad.el,
    el('div', { class: 'play-bar tools' }, auto, checkAll, checkCell, hint, clearMarks),
    el(
      'div',
      { class: 'play-bar share' },
      share,
      el('label', { class: 'check' }, withProgress, ' with my progress'),
      shareOut,
    ),
  );

  // The clock sits in the header, beside Print (one line on a phone).
  document.getElementById('print')?.before(timer);
  const modeLine = document.getElementById('mode-line')!;
  const sync = () => {
    const editing = game.mode === 'edit';
    playBtn.setAttribute('aria-pressed', String(!editing));
    editBtn.setAttribute('aria-pressed', String(editing));
    pad.sync();
    auto.setAttribute('aria-pressed', String(game.autoNotes));
    auto.disabled = clearMarks.disabled = checkAll.disabled = checkCell.disabled = hint.disabled = game.locked;
    timer.textContent = clock(game.timeMs());
    modeLine.textContent = editing
      ? 'Editing the givens: enter digits, then press Play. '
      : game.locked
        ? 'Solved · press New game for another puzzle, or Edit givens. '
        : `Playing · ${MODE_NAMES[board.inputMode]} mode. `;
    if (game.solved && !finished) void showFinish();
    if (!game.solved) finish.hidden = true;
    finished = game.solved;
  };
  game.onChange(sync);
  board.onMode(sync);
  setInterval(() => (timer.textContent = clock(game.timeMs())), 1000);
  // The introduction above the board covers it: the clock waits while it is shown.
  const landing = document.getElementById('landing');
  if (landing) {
    const cover = () => {
      game.setPaused(!landing.hidden);
      sync();
    };
    new MutationObserver(cover).observe(landing, { attributes: true, attributeFilter: ['hidden'] });
    cover();
  }
  sync();

  document.addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey) || (e.target as HTMLElement).closest('input, textarea')) return;
    const k = e.key.toLowerCase();
    if (k === 'z' && !e.shiftKey) game.undo();
    else if (k === 'y' || (k === 'z' && e.shiftKey)) game.redo();
    else return;
    e.preventDefault();
  });
  return { newGame };
}
