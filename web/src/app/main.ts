// Start-up: the board and panels first (usable at once), then the engine in its worker.
import { createSudokuLab } from 'sudoku-lab';
import './style.css';
import type { App } from './app.js';
import { Board } from './board.js';
import { setupCompare } from './compare.js';
import { setupEntry } from './entry.js';
import { setupGenerate } from './generate.js';
import { CELLS, Game } from './game.js';
import { setupPlay } from './play.js';
import { setupRate } from './rate.js';
import { setupSolve } from './solve.js';
import { linkedPuzzle, restore, save } from './storage.js';
import { Tabs } from './tabs.js';
import { setupTheme } from './theme.js';
import { watchValidity } from './validity.js';
import { setupWatch } from './watch.js';

const $ = (id: string) => document.getElementById(id)!;

async function start() {
  setupTheme($('theme') as HTMLButtonElement);
  const status = $('engine-status');
  const game = new Game();
  const board = new Board($('board'), game);
  const messages = $('messages');
  const say: App['say'] = (text, kind = 'info') => {
    messages.textContent = text;
    messages.dataset.kind = kind;
  };

  const t0 = performance.now();
  const lab = await createSudokuLab({ workers: 2 });
  performance.mark('sudoku-lab:engine-ready');
  status.textContent = `Engine ready (${Math.round(performance.now() - t0)} ms)`;

  let solutionFor = '';
  let solution: Promise<string | null> = Promise.resolve(null);
  const app: App = {
    lab,
    game,
    board,
    say,
    async loadPuzzle(text) {
      const v = await lab.validate(text);
      if (!v.ok && v.errors.some((e) => e.kind !== 'repeated')) return v.errors.map((e) => e.message).join('; ');
      const digits = Array.from(text.replace(/[^0-9.]/g, ''), (ch) => (ch === '.' ? 0 : Number(ch)));
      game.load(digits, 'play');
      board.select(0, false);
      return null;
    },
    solution() {
      const givens = game.givensText();
      if (givens !== solutionFor) {
        solutionFor = givens;
        solution = lab
          .solve(givens, { method: 'exact' })
          .then((r) => (r.status === 'solved' ? r.solution! : null))
          .catch(() => null);
      }
      return solution;
    },
  };

  const tabs = new Tabs($('tabs'));
  setupPlay($('play'), app);
  setupEntry(tabs.add('puzzle', 'Puzzle'), app);
  setupGenerate(tabs.add('generate', 'Generate'), app);
  setupSolve(tabs.add('solve', 'Solve'), app);
  setupWatch(tabs.add('watch', 'Watch'), app);
  setupCompare(tabs.add('compare', 'Compare'), app);
  setupRate(tabs.add('rate', 'Rate'), app);
  const validate = watchValidity(app);

  // A shared link wins over saved progress.
  const linked = linkedPuzzle();
  const problem = linked ? await app.loadPuzzle(linked) : null;
  if (!linked || problem) {
    if (!restore(game)) await app.loadPuzzle(document.querySelector<HTMLOptionElement>('#sample option[value]')?.value ?? '.'.repeat(CELLS));
    game.changed();
  }
  await validate();
  if (problem) say(`The link's puzzle was not loaded: ${problem}`, 'error');
  game.onChange(() => save(game));
  performance.mark('sudoku-lab:app-ready');
  document.documentElement.dataset.ready = 'true';
  window.addEventListener('pagehide', () => save(game));
}

start().catch((e) => {
  $('engine-status').textContent = `The engine could not start: ${e instanceof Error ? e.message : e}`;
  console.error(e);
});
