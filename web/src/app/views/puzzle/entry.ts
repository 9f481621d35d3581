// The Puzzle tab: paste a puzzle (or paste straight onto the board), pick a sample, start an
// empty grid to type, and the shared link of the current givens.
import type { App } from '../../app.js';
import { el, field } from '../../dom.js';
import { CELLS } from 'sudoku-lab/element';
import { SAMPLES } from './samples.js';
import { shareUrl } from '../../state/storage.js';

export function setupEntry(panel: HTMLElement, app: App) {
  const { game, board } = app;
  const note = el('p', { class: 'note', role: 'status', 'aria-live': 'polite' });
  const load = async (text: string) => {
    const problem = await app.loadPuzzle(text);
    note.textContent = problem ? `Not loaded: ${problem}` : 'Loaded.';
    note.dataset.kind = problem ? 'error' : 'ok';
    if (!problem) updateLink();
  };

  const text = el('textarea', {
    id: 'paste',
    rows: '4',
    spellcheck: 'false',
    placeholder: '81 characters (1-9, . or 0 empty) or a grid with | - + separators',
  });
  const loadText = el('button', { type: 'button' }, 'Load');
  loadText.addEventListener('click', () => void load(text.value));

  const sample = el('select', { id: 'sample' });
  for (const s of SAMPLES) sample.append(el('option', { value: s.puzzle }, s.name));
  const loadSample = el('button', { type: 'button' }, 'Load sample');
  loadSample.addEventListener('click', () => void load(sample.value));

  const empty = el('button', { type: 'button' }, 'Empty grid');
  empty.addEventListener('click', async () => {
    if (!(await app.jobs.beforeLoad('.'.repeat(CELLS)))) return;
    game.load(new Array<number>(CELLS).fill(0), 'edit');
    board.select(0);
  });

  const link = el('input', { id: 'share-link', type: 'text', readonly: '' });
  const copy = el('button', { type: 'button' }, 'Copy link');
  const updateLink = () => (link.value = shareUrl(game));
  copy.addEventListener('click', async () => {
    updateLink();
    history.replaceState(null, '', link.value);
    link.select();
    try {
      await navigator.clipboard.writeText(link.value);
      note.textContent = 'Link copied.';
    } catch {
      note.textContent = 'Link selected: copy it with Ctrl+C.';
    }
  });
  game.onChange(updateLink);

  // Paste anywhere on the board loads the pasted puzzle.
  board.el.addEventListener('paste', (e) => {
    const t = e.clipboardData?.getData('text') ?? '';
    if (!t.trim()) return;
    e.preventDefault();
    void load(t);
  });

  panel.append(
    el('h2', {}, 'Enter a puzzle'),
    el(
      'p',
      { class: 'help' },
      'Press Edit givens and type on the board (digits, arrows, Backspace/Delete), paste onto it, or:',
    ),
    field('Paste a puzzle', text),
    loadText,
    field('Sample', sample),
    el('div', { class: 'row' }, loadSample, empty),
    field('Shared link', link),
    copy,
    note,
  );
}
