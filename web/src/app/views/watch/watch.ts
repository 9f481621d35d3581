// The Watch tab: an evolutionary method (the GAs, combinatorial evolution, their + variants)
// run live through lab.evolve. A WatchRun (state.ts) holds the run: its own puzzle, the
// engine's reports and every generation's best and mean; the status line, the charts, the
// best board, the population, the operators' child board and the result are all drawn from
// it once a frame (render.ts), so they agree, at the end too. Pause, step, speed, stop (keep
// the best), cancel (controls.ts, run.ts), and a replay link (same puzzle, method, seed and
// parameters: the same generations).
import './watch.css';
import type { SudokuLab } from 'sudoku-lab';
import type { App } from '../../app.js';
import { el } from '../../dom.js';
import { watchControls } from './controls.js';
import { watchView } from './render.js';
import { watchRuns } from './run.js';
import { readReplay } from './state.js';
import { watchPuzzle } from './puzzle.js';

/** Builds the tab on the full engine (lab.evolve), which main.ts loads when the tab is first shown. */
export function setupWatch(panel: HTMLElement, app: App, lab: SudokuLab) {
  const controls = watchControls(lab);
  const view = watchView(app);
  const runs = watchRuns(lab, controls, view);

  const puzzle = watchPuzzle(app);
  controls.start.addEventListener('click', () => {
    const s = controls.spec(puzzle.text());
    if (s) void runs.begin(s);
  });

  /**
   * A replay link: the form shows its settings and the run starts on its own puzzle. The link
   * leaves the address bar once read, so a reload does not start the run again.
   */
  const replayFrom = (hash: string) => {
    const s = readReplay(hash);
    if (!s) return;
    if (location.hash === hash) history.replaceState(null, '', location.pathname + location.search);
    if (runs.running() || !controls.show(s)) return;
    void runs.begin(s);
  };
  view.replay.addEventListener('click', (e) => {
    e.preventDefault();
    replayFrom(new URL(view.replay.href).hash);
  });
  window.addEventListener('hashchange', () => replayFrom(location.hash));

  panel.append(
    el('h2', {}, 'Watch an evolutionary method'),
    el(
      'p',
      { class: 'help' },
      'A genetic algorithm keeps a population of candidate grids (every box already holds 1-9), breeds children by crossover and mutation, and keeps the fitter ones; fitness counts the digits still missing from rows and columns.',
    ),
    puzzle.note,
    ...controls.nodes,
    ...view.nodes,
  );
  if (location.hash.startsWith('#watch?')) replayFrom(location.hash);
}
