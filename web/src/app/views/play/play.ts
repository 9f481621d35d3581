// The app's Play view: the <sudoku-board> element (sudoku-lab/element: board, pad, tools,
// hints, timer, finish panel) with the app's own controls in its slots: Play / Edit givens,
// New game at a difficulty (above the pad), the games in progress and the share link (below
// the tools). The timer sits
// in the header; Ctrl+Z / Ctrl+Y work anywhere on the page.
import type { SudokuBoard, VariantChoice } from 'sudoku-lab/element';
import type { App } from '../../app.js';
import { el } from '../../dom.js';
import { setupExport } from './export.js';
import { VARIANT_KINDS, kindOf } from './kinds.js';
import { boardControls } from './board-controls.js';
import { resumeList } from './resume.js';

/** Builds the app's controls around the element; returns newGame(difficulty) for the landing's Play door. */
export function setupPlay(element: SudokuBoard, app: App): { newGame(difficulty: string): Promise<void> } {
  const { game, player } = element;
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
  player.difficulty = difficulty.value;
  difficulty.addEventListener('change', () => (player.difficulty = difficulty.value));
  // The kind of puzzle New game makes: classic or a variant, at a size.
  const kind = el('select', { id: 'new-variant', 'aria-label': 'Puzzle type' });
  for (const k of VARIANT_KINDS) kind.append(el('option', { value: k.key }, k.name));
  const size = el('select', { id: 'new-size', 'aria-label': 'Grid size' });
  for (const n of ['9', '6', '4']) size.append(el('option', { value: n }, `${n}x${n}`));
  const choose = () => {
    const k = kindOf(kind.value);
    size.disabled = !k.variants.length || !!k.only9;
    player.variant = k.variants.length
      ? { variants: k.variants, size: Number(size.value) as VariantChoice['size'] }
      : null;
  };
  kind.addEventListener('change', () => {
    // A kind New game makes at 9x9 only (classic, windoku) shows 9x9; a board of such rules at
    // another size keeps showing its own (board-controls.ts).
    const k = kindOf(kind.value);
    if (!k.variants.length || k.only9) size.value = '9';
    choose();
  });
  size.addEventListener('change', choose);
  choose();
  // The controls follow the puzzle on the board (a medium daily, a 16x16 from Generate, an import).
  const follow = boardControls(game, { kind, size, difficulty }, bands, () => {
    player.difficulty = difficulty.value;
    choose();
  });
  game.onChange(follow);
  follow();
  const newBtn = button('New game', { id: 'new-game', class: 'primary' }, () => void newGame(difficulty.value));
  const newGame = async (band: string) => {
    newBtn.disabled = true;
    await player.newGame(band);
    newBtn.disabled = false;
  };
  player.next = (band) => void newGame(band);
  player.solvedNote = 'press New game for another puzzle, or Edit givens.';

  // The games in progress go in the row under the tools, so the list never pushes the pad down.
  const links = setupExport(app);
  links.prepend(resumeList(app));
  element.append(
    el('div', { id: 'play', class: 'play-bar', slot: 'bar' }, modeToggle, kind, size, difficulty, newBtn),
    links,
  );

  // The clock sits in the header, beside Print (one line on a phone).
  element.timerHost = document.getElementById('clock');
  const sync = () => {
    const editing = game.mode === 'edit';
    playBtn.setAttribute('aria-pressed', String(!editing));
    editBtn.setAttribute('aria-pressed', String(editing));
  };
  game.onChange(sync);
  // The introduction above the board covers it: the clock waits while it is shown.
  const landing = document.getElementById('landing');
  if (landing) {
    const cover = () => {
      game.setPaused(!landing.hidden);
      player.sync();
    };
    new MutationObserver(cover).observe(landing, { attributes: true, attributeFilter: ['hidden'] });
    cover();
  }
  sync();

  // Keys outside the element (which takes its own): on the page itself, digits, erase and undo
  // go to the board; Ctrl+Z / Ctrl+Y anywhere but a text field.
  document.addEventListener('keydown', (e) => {
    if (!element.contains(e.target as Node)) player.hostKey(e, e.target === document.body);
  });
  return { newGame };
}
