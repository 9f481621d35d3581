// The app's Play view: the <sudoku-board> element (sudoku-lab/element: board, pad, tools,
// hints, timer, finish panel) with the app's own controls below its tools: Play / Edit givens,
// New game at a difficulty, the games in progress and the share link. The timer sits
// in the header; Ctrl+Z / Ctrl+Y work anywhere on the page.
import type { SudokuBoard, VariantChoice } from 'sudoku-lab/element';
import type { App } from '../../app.js';
import { el } from '../../dom.js';
import { setupExport } from './export.js';
import { GRID_SIZES, VARIANT_KINDS, kindOf } from './kinds.js';
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
  for (const n of GRID_SIZES) size.append(el('option', { value: String(n) }, `${n}x${n}`));
  size.value = '9';
  const choose = () => {
    const k = kindOf(kind.value);
    const sizes = k.sizes;
    for (const o of size.options) o.hidden = o.disabled = !sizes.includes(Number(o.value));
    if (!sizes.includes(Number(size.value))) size.value = '9';
    size.disabled = sizes.length < 2;
    const n = Number(size.value) as VariantChoice['size'];
    // A classic 9x9 comes from the play engine; classic at another size from the variants engine.
    player.variant =
      k.variants.length || n !== 9 ? { variants: k.variants.length ? k.variants : ['classic'], size: n } : null;
  };
  kind.addEventListener('change', choose);
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

  // Below the pad and tools: on a phone the board and the whole pad fit one screen above it. The
  // games in progress share the share link's row, so the list never pushes the pad down.
  const links = setupExport(app);
  links.prepend(resumeList(app));
  element.append(el('div', { id: 'play', class: 'play-bar' }, modeToggle, kind, size, difficulty, newBtn), links);

  // The clock sits in the header, beside Print (one line on a phone).
  element.timerHost = document.getElementById('clock');
  const sync = () => {
    const editing = game.mode === 'edit';
    playBtn.setAttribute('aria-pressed', String(!editing));
    editBtn.setAttribute('aria-pressed', String(editing));
  };
  game.onChange(sync);
  sync();

  // Keys outside the element (which takes its own): on the page itself, digits, erase and undo
  // go to the board; Ctrl+Z / Ctrl+Y anywhere but a text field.
  document.addEventListener('keydown', (e) => {
    if (!element.contains(e.target as Node)) player.hostKey(e, e.target === document.body);
  });
  return { newGame };
}
