// The Generate tab: a new puzzle from the engine (difficulty, clue level, symmetry, seed,
// minimal) put on the board, with its clue count, its clue level and its technique rating.
// Every list comes from the engine's own tables (app.catalog, from lab.catalog()).
import type { Catalog, ClueLevel, GenerateOptions, Symmetry, Difficulty } from 'sudoku-lab';
import type { App } from '../app.js';
import { el, field } from '../dom.js';
import { errorText, isAbort } from '../errors.js';
import { cancellable } from '../widgets/cancellable.js';
import { statsList } from '../widgets/params.js';
import { generateVariant, variantPicker } from './generate-variant.js';

// How the app words the engine's names (the names themselves come from the catalog).
const SYMMETRY_LABELS: Partial<Record<Symmetry, string>> = { rot180: '180° rotation', rot90: '90° rotation' };
const TERMINAL_LABELS: Record<string, string> = {
  'las-vegas': 'Las Vegas (11 random givens, solved)',
  ga: 'genetic algorithm (ga-mantere)',
};

/**
 * A clue-count row by its counts only: the source's names for the rows ("difficult", "evil")
 * are not what the technique rating of the puzzles made finds, so they are not shown.
 */
function clueLevelLabel(l: Catalog['clueLevels'][number]): string {
  return l.key === 'any' ? 'any count' : `${l.key} givens`;
}

function difficultyLabel(d: Catalog['difficulties'][number]): string {
  return `${d.key} (ER ${d.erMin.toFixed(1)}${d.erMax === null ? '+' : `–${(d.erMax - 0.1).toFixed(1)}`})`;
}

/** The seed field: empty for a fresh random seed, a decimal integer as that number (as `sudoku-lab generate --seed N`), other text as a string seed. */
function seedOf(text: string): number | string | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return /^\d+$/.test(t) && Number(t) <= Number.MAX_SAFE_INTEGER ? Number(t) : t;
}

export function setupGenerate(panel: HTMLElement, app: App) {
  const { lab } = app;
  const level = el('select', { id: 'gen-clue-level' });
  const difficulty = el('select', { id: 'gen-difficulty' });
  difficulty.append(el('option', { value: '' }, 'any'));
  const terminal = el('select', { id: 'gen-terminal' });
  const symmetry = el('select', { id: 'gen-symmetry' });
  const seed = el('input', { id: 'gen-seed', type: 'text', value: '', placeholder: 'random', spellcheck: 'false' });
  const raw = el('input', { id: 'gen-raw', type: 'checkbox' });
  const minimal = el('input', { id: 'gen-minimal', type: 'checkbox' });
  const run = el('button', { type: 'button', id: 'gen-run', class: 'primary' }, 'Generate');
  const cancel = el('button', { type: 'button', id: 'gen-cancel', disabled: '' }, 'Cancel');
  const status = el('p', { id: 'gen-status', class: 'progress', role: 'status', 'aria-live': 'polite' });
  const out = el('div', { id: 'gen-result' });
  const picker = variantPicker([level, terminal, minimal, raw]);
  const c = app.catalog;
  // '' leaves the choice to the engine: its default row, or any count with a difficulty.
  level.append(el('option', { value: '' }, `default (${c.defaultClueLevel}; any with a difficulty)`));
  for (const l of c.clueLevels) level.append(el('option', { value: l.key }, clueLevelLabel(l)));
  for (const d of c.difficulties) difficulty.append(el('option', { value: d.key }, difficultyLabel(d)));
  for (const s of c.symmetries) symmetry.append(el('option', { value: s }, SYMMETRY_LABELS[s] ?? s));
  for (const t of c.terminals) terminal.append(el('option', { value: t }, TERMINAL_LABELS[t] ?? t));

  cancellable(run, cancel, async (signal) => {
    out.replaceChildren();
    const started = performance.now();
    const tick = setInterval(
      () => (status.textContent = `Generating… ${((performance.now() - started) / 1000).toFixed(1)} s`),
      100,
    );
    status.textContent = 'Generating…';
    try {
      const options: GenerateOptions = {
        symmetry: symmetry.value as Symmetry,
        minimal: minimal.checked,
        raw: raw.checked,
        terminal: terminal.value as NonNullable<GenerateOptions['terminal']>,
        signal,
      };
      const s = seedOf(seed.value);
      if (s !== undefined) options.seed = s;
      const variant = picker.variant();
      if (variant) {
        const v = await generateVariant(app, variant, {
          difficulty: difficulty.value,
          symmetry: symmetry.value,
          ...(s === undefined ? {} : { seed: s }),
          signal,
        });
        clearInterval(tick);
        status.textContent = `Generated in ${((performance.now() - started) / 1000).toFixed(2)} s and put on the board.`;
        const dl = el('dl', { class: 'stats', id: 'gen-summary' });
        for (const [k, val] of v.rows) dl.append(el('dt', {}, k), el('dd', {}, val));
        out.append(dl, el('p', { class: 'mono', id: 'gen-puzzle' }, v.puzzle));
        return;
      }
      if (difficulty.value) options.difficulty = difficulty.value as Difficulty;
      if (level.value) options.clueLevel = level.value as ClueLevel;
      // Terminal grids by the GA need the full engine (loaded the first time); the rest runs on play.
      if (options.terminal === 'ga') status.textContent = 'Loading the full engine…';
      const g =
        options.terminal === 'ga'
          ? await (await app.full()).generate(options)
          : await lab.generate({ ...options, terminal: 'las-vegas' });
      const ms = performance.now() - started;
      const problem = await app.loadPuzzle(g.puzzle);
      if (problem) throw new Error(problem);
      const rating = await lab.rate(g.puzzle, { by: 'techniques', signal });
      clearInterval(tick);
      status.textContent = `Generated in ${(ms / 1000).toFixed(2)} s and put on the board.`;
      const dl = el('dl', { class: 'stats', id: 'gen-summary' });
      const rows: [string, string][] = [
        ['givens', String(g.givens)],
        ['clue level', g.clueLevel],
        ['techniques', `${rating.difficulty} (ER ${rating.er.toFixed(1)})`],
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
    el(
      'div',
      { class: 'fields' },
      field('Puzzle type', picker.kind),
      field('Size', picker.size),
      field('Difficulty (technique rating)', difficulty),
      field('Clue level (number of givens)', level),
      field('Symmetry of the givens', symmetry),
      field('Full grid from', terminal),
      field('Seed', seed),
    ),
    el('label', { class: 'check' }, minimal, ' minimal (no given can be removed)'),
    el('label', { class: 'check' }, raw, ' raw (the grid as dug, without relabelling and line permutations)'),
    el(
      'p',
      { class: 'help' },
      'The same options and seed give the same puzzle (also with sudoku-lab generate --seed); an empty seed draws one, shown with the result.',
    ),
    el('div', { class: 'row' }, run, cancel),
    status,
    out,
  );
}
