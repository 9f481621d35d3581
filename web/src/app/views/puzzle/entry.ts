// The Puzzle tab: paste a puzzle or a link (or paste straight onto the board), open or drop an
// f-puzzles file, pick a sample, start an empty grid to type, and the shared link of the current
// givens. Links and JSON are read by import.ts.
import type { App } from '../../app.js';
import { el, field } from '../../dom.js';
import { CELLS } from 'sudoku-lab/element/internal';
import { SAMPLES } from './samples.js';
import { shareLinkOf } from '../../state/storage.js';
import { importPuzzle } from './import.js';

export function setupEntry(panel: HTMLElement, app: App) {
  const { game, board } = app;
  const note = el('p', { class: 'note', role: 'status', 'aria-live': 'polite' });
  // Offered when an imported puzzle has constraints the engine lacks but stays unique without them.
  const without = el('button', { type: 'button', id: 'play-without', hidden: '' }, 'Play without them');
  let strippedPuzzle = '';
  without.addEventListener('click', () => void put(strippedPuzzle));
  const put = async (puzzle: string) => {
    without.hidden = true;
    const problem = await app.loadPuzzle(puzzle);
    note.textContent = problem ? `Not loaded: ${problem}` : 'Loaded.';
    note.dataset.kind = problem ? 'error' : 'ok';
    if (problem) return;
    updateLink();
    // A variant's count is said at once: hints and checks need exactly one solution.
    if (game.shape) {
      const lab = await app.variants();
      const count = await lab.count(game.puzzleText(), { limit: 2, maxNodes: 5_000_000 }).catch(() => -1);
      note.textContent = `Loaded: ${count === 1 ? 'exactly one solution' : count === 0 ? 'no solution' : count < 0 ? 'too hard to count here' : 'more than one solution (hints and checks need exactly one)'}.`;
      note.dataset.count = String(count);
      note.dataset.kind = count === 1 ? 'ok' : 'error';
    }
  };
  const load = async (text: string) => {
    note.textContent = 'Reading…';
    delete note.dataset.kind;
    const got = await importPuzzle(text, app).catch((e: unknown) => ({
      problem: e instanceof Error ? e.message : String(e),
    }));
    if ('puzzle' in got) return put(got.puzzle);
    note.textContent = `Not loaded: ${got.problem}`;
    note.dataset.kind = 'error';
    strippedPuzzle = 'without' in got && got.without ? got.without : '';
    without.hidden = !strippedPuzzle;
  };

  const text = el('textarea', {
    id: 'paste',
    rows: '4',
    spellcheck: 'false',
    placeholder:
      '81 characters (1-9, . or 0 empty), a grid with | - + separators, an f-puzzles or SudokuPad link, f-puzzles JSON or a compact variant line',
  });
  // An f-puzzles file, opened or dropped on the text box.
  const file = el('input', { type: 'file', id: 'open-file', accept: '.json,.txt,application/json,text/plain' });
  const readFile = async (f: File | undefined) => {
    if (!f) return;
    if (f.size > 1_000_000)
      return void (note.textContent = `Not loaded: ${f.name} is over 1 MB; a puzzle is far smaller.`);
    const t = await f.text();
    text.value = t;
    await load(t);
  };
  file.addEventListener('change', () => void readFile(file.files?.[0]));
  text.addEventListener('dragover', (e) => e.preventDefault());
  text.addEventListener('drop', (e) => {
    const f = e.dataTransfer?.files[0];
    if (!f) return;
    e.preventDefault();
    void readFile(f);
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
  const updateLink = () => {
    const puzzle = game.puzzleText();
    void shareLinkOf(game).then((url) => {
      if (game.puzzleText() === puzzle) link.value = url;
    });
  };
  copy.addEventListener('click', async () => {
    link.value = await shareLinkOf(game);
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
    field('Paste a puzzle or a link', text),
    el('div', { class: 'row' }, loadText, without),
    field('Or open an f-puzzles file', file),
    field('Sample', sample),
    el('div', { class: 'row' }, loadSample, empty),
    field('Shared link', link),
    copy,
    note,
  );
}
