// The Play view's links out: our share link (classic: the 81 givens with seed and difficulty, and
// the progress if asked; a variant: its compact line compressed, sudoku-lab/links' shareLink), and
// the current puzzle as an f-puzzles link and a SudokuPad link (f-puzzles JSON, the variant
// community's interchange format; a variant's written by the variants engine). The links code
// (lz-string) is loaded on first use.
import type { App } from '../../app.js';
import { el } from '../../dom.js';
import { shareLinkOf } from '../../state/storage.js';
import { shareOrCopy } from '../../widgets/share.js';

type Links = typeof import('sudoku-lab/links');
let links: Promise<Links> | null = null;
const loadLinks = () => (links ??= import('sudoku-lab/links'));

/** The share row: Share, f-puzzles link, SudokuPad link, the progress box and the link shown. */
export function setupExport(app: App): HTMLElement {
  const { game } = app;
  const withProgress = el('input', { type: 'checkbox', id: 'share-progress' });
  const out = el('input', { id: 'share-out', type: 'text', readonly: '', 'aria-label': 'Share link' });
  const give = (url: string, what: string) => shareOrCopy(what, { url }, out, app.say);
  /**
   * The puzzle as f-puzzles JSON: a variant written by the variants engine's own writer (the one the
   * engine reads back), a classic one from its givens (without fetching the variants engine).
   */
  const json = async (): Promise<string | Record<string, unknown>> =>
    game.shape
      ? (await app.variants()).write(game.puzzleText(), { format: 'fpuzzles' })
      : (await loadLinks()).fpuzzlesJson({ ...game.layout(), givens: game.givens });
  const button = (text: string, id: string, title: string, make: () => Promise<string>) => {
    const b = el('button', { type: 'button', id, title }, text);
    b.addEventListener('click', () => {
      make().then(
        (url) => give(url, `${text} link`.replace(' link link', ' link')),
        (e: unknown) => app.say(`No link: ${e instanceof Error ? e.message : String(e)}`, 'error'),
      );
    });
    return b;
  };
  const share = button('Share', 'share', 'Share or copy a link to this puzzle (this app)', async () => {
    if (game.shape && withProgress.checked)
      app.say('The link carries the puzzle; progress is shared for classic puzzles only.');
    return shareLinkOf(game, withProgress.checked);
  });
  const fpuzzles = button('f-puzzles', 'export-fpuzzles', 'Copy an f-puzzles link to this puzzle', async () =>
    (await loadLinks()).fpuzzlesLink(await json()),
  );
  const sudokuPad = button('SudokuPad', 'export-sudokupad', 'Copy a SudokuPad link to this puzzle', async () =>
    (await loadLinks()).sudokuPadLink(await json()),
  );
  return el(
    'div',
    { class: 'play-bar share' },
    share,
    fpuzzles,
    sudokuPad,
    el('label', { class: 'check' }, withProgress, ' with my progress'),
    out,
  );
}
