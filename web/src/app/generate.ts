// The Generate tab: a new puzzle from the engine (level, symmetry, seed, minimal, and
// optionally a human difficulty) put on the board, with its clue count, its level by the
// clue-count table and its technique rating.
import type { GenerateOptions, Symmetry, TechniqueLevel } from 'sudoku-lab';
import { type App, el, errorText, field, isAbort } from './app.js';
import { cancellable } from './cancellable.js';
import { statsList } from './params.js';

// The level table of ALGORITHMS.md 1.6 (Xue et al.) and the seed paper's hardest level.
const LEVELS: [string, string][] = [
  ['1', '1 · extremely easy (50+ givens)'],
  ['2', '2 · easy (36–49 givens)'],
  ['3', '3 · medium (32–35 givens)'],
  ['4', '4 · difficult (28–31 givens)'],
  ['5', '5 · evil (22–27 givens)'],
  ['6', '6 · the seed paper’s hardest (20–24 givens)'],
];
const SYMMETRIES: [Symmetry, string][] = [
  ['none', 'none'],
  ['rot180', '180° rotation'],
  ['rot90', '90° rotation'],
  ['mirror', 'mirror'],
  ['diagonal', 'diagonal'],
];
const DIFFICULTIES: TechniqueLevel[] = ['easy', 'medium', 'hard', 'expert', 'extreme'];
// Where the full grid that is dug comes from (ALGORITHMS.md 1.6 and the GA sources).
const TERMINALS: [NonNullable<GenerateOptions['terminal']>, string][] = [
  ['las-vegas', 'Las Vegas (11 random givens, solved)'],
  ['ga', 'genetic algorithm (ga-mantere)'],
];

export function setupGenerate(panel: HTMLElement, app: App) {
  const { lab } = app;
  const level = el('select', { id: 'gen-level' });
  for (const [v, t] of LEVELS) level.append(el('option', { value: v }, t));
  level.value = '3';
  const symmetry = el('select', { id: 'gen-symmetry' });
  for (const [v, t] of SYMMETRIES) symmetry.append(el('option', { value: v }, t));
  const difficulty = el('select', { id: 'gen-difficulty' });
  difficulty.append(el('option', { value: '' }, 'any'));
  for (const d of DIFFICULTIES) difficulty.append(el('option', { value: d }, d));
  const terminal = el('select', { id: 'gen-terminal' });
  for (const [v, t] of TERMINALS) terminal.append(el('option', { value: v }, t));
  const seed = el('input', { id: 'gen-seed', type: 'number', value: '1', min: '0', step: '1' });
  const minimal = el('input', { id: 'gen-minimal', type: 'checkbox' });
  const run = el('button', { type: 'button', id: 'gen-run', class: 'primary' }, 'Generate');
  const cancel = el('button', { type: 'button', id: 'gen-cancel', disabled: '' }, 'Cancel');
  const status = el('p', { id: 'gen-status', class: 'progress', role: 'status', 'aria-live': 'polite' });
  const out = el('div', { id: 'gen-result' });

  cancellable(run, cancel, async (signal) => {
    out.replaceChildren();
    const started = performance.now();
    const tick = setInterval(() => (status.textContent = `Generating… ${((performance.now() - started) / 1000).toFixed(1)} s`), 100);
    status.textContent = 'Generating…';
    try {
      const options: GenerateOptions = {
        level: Number(level.value) as GenerateOptions['level'],
        symmetry: symmetry.value as Symmetry,
        seed: Number(seed.value) || 0,
        minimal: minimal.checked,
        terminal: terminal.value as NonNullable<GenerateOptions['terminal']>,
        signal,
      };
      if (difficulty.value) options.difficulty = difficulty.value as TechniqueLevel;
      // Terminal grids by the GA need the full engine (loaded the first time); the rest runs on play.
      if (options.terminal === 'ga') status.textContent = 'Loading the full engine…';
      const g = options.terminal === 'ga' ? await (await app.full()).generate(options) : await lab.generate({ ...options, terminal: 'las-vegas' });
      const ms = performance.now() - started;
      const problem = await app.loadPuzzle(g.puzzle);
      if (problem) throw new Error(problem);
      const rating = await lab.rate(g.puzzle, { by: 'techniques', signal });
      clearInterval(tick);
      status.textContent = `Generated in ${(ms / 1000).toFixed(2)} s and put on the board.`;
      const dl = el('dl', { class: 'stats', id: 'gen-summary' });
      const rows: [string, string][] = [
        ['givens', String(g.givens)],
        ['level (by givens)', `${g.level} · ${g.levelName}`],
        ['techniques', `${rating.level} (ER ${rating.er.toFixed(1)})`],
        ['full grid', terminal.selectedOptions[0]?.textContent?.split(' (')[0] ?? terminal.value],
        ['seed', String(g.seed)],
      ];
      for (const [k, v] of rows) dl.append(el('dt', {}, k), el('dd', {}, v));
      out.append(
        dl,
        el('p', { class: 'mono', id: 'gen-puzzle' }, g.puzzle),
        el('details', {}, el('summary', {}, 'Generator work'), statsList(g.stats)),
      );
    } catch (e) {
      clearInterval(tick);
      status.textContent = isAbort(e) ? 'Cancelled.' : '';
      if (!isAbort(e)) out.append(el('p', { class: 'status status-error' }, errorText(e)));
    } finally {
      clearInterval(tick);
    }
  });

  panel.append(
    el('h2', {}, 'Generate a puzzle'),
    el('div', { class: 'fields' }, field('Level (by number of givens)', level), field('Symmetry of the givens', symmetry), field('Human difficulty (technique rating)', difficulty), field('Full grid from', terminal), field('Seed', seed)),
    el('label', { class: 'check' }, minimal, ' minimal (no given can be removed)'),
    el('p', { class: 'help' }, 'The same options and seed give the same puzzle (also with sudoku-lab generate).'),
    el('div', { class: 'row' }, run, cancel),
    status,
    out,
  );
}
