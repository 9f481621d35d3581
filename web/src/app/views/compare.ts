// The Compare tab: several methods on the current puzzle, one after another with their
// default parameters and seed 1, in a table of status, time and work counters.
import type { MethodName, SudokuLab } from 'sudoku-lab';
import type { SudokuPlayLab } from 'sudoku-lab/play';
import type { App } from '../app.js';
import { el } from '../dom.js';
import { errorText, isAbort } from '../errors.js';
import { cancellable } from '../widgets/cancellable.js';
import { FULL_ONLY, LOADING_FULL, solveOn } from '../engine/engines.js';
import { formatNumber } from '../widgets/params.js';

const COUNTERS = ['nodes', 'guesses', 'iterations', 'lp_solves', 'generations', 'restarts'];
const DEFAULTS = new Set(['exact', 'backtrack', 'candidates-mrv', 'lp']);

export function setupCompare(panel: HTMLElement, app: App) {
  const { lab, game } = app;
  // The play engine's methods, then the full engine's (LP, evolutionary: loaded when run).
  const played = lab.methods().map((m) => m.name);
  const boxes = [...played, ...FULL_ONLY.filter((n) => !played.includes(n))].map((name) => {
    const box = el('input', { type: 'checkbox', value: name });
    box.checked = DEFAULTS.has(name);
    return { box, label: el('label', { class: 'check' }, box, ` ${name}`) };
  });
  const run = el('button', { type: 'button', id: 'compare-run', class: 'primary' }, 'Compare');
  const cancel = el('button', { type: 'button', id: 'compare-cancel', disabled: '' }, 'Cancel');
  const status = el('p', { class: 'progress', role: 'status', 'aria-live': 'polite' });
  const table = el('table', { id: 'compare-table', class: 'compare' });

  cancellable(run, cancel, async (signal) => {
    const chosen = boxes.filter((b) => b.box.checked).map((b) => b.box.value);
    const puzzle = game.givensText();
    const head = el(
      'tr',
      {},
      el('th', { scope: 'col' }, 'method'),
      el('th', { scope: 'col' }, 'status'),
      el('th', { scope: 'col' }, 'time (ms)'),
    );
    for (const c of COUNTERS) head.append(el('th', { scope: 'col' }, c));
    const body = el('tbody');
    table.replaceChildren(el('caption', {}, `On ${puzzle.slice(0, 18)}…`), el('thead', {}, head), body);
    for (const [i, method] of chosen.entries()) {
      status.textContent = `Running ${method} (${i + 1} of ${chosen.length})…`;
      const row = el('tr', {}, el('th', { scope: 'row' }, method));
      body.append(row);
      try {
        let engine: SudokuPlayLab | SudokuLab = await app.long();
        if (!played.includes(method as MethodName)) {
          status.textContent = `${LOADING_FULL} (for ${method})`;
          engine = await app.full();
          status.textContent = `Running ${method} (${i + 1} of ${chosen.length})…`;
        }
        const r = await solveOn(engine, puzzle, { method: method as MethodName, seed: 1, signal });
        row.append(el('td', { class: `status-${r.status}` }, r.status), el('td', {}, r.timeMs.toFixed(2)));
        for (const c of COUNTERS) row.append(el('td', {}, c in r.stats ? formatNumber(r.stats[c]!) : '–'));
      } catch (e) {
        row.append(el('td', { colspan: String(COUNTERS.length + 2) }, isAbort(e) ? 'cancelled' : errorText(e)));
        if (isAbort(e)) break;
      }
    }
    status.textContent = signal.aborted ? 'Cancelled.' : 'Done.';
  });

  panel.append(
    el('h2', {}, 'Compare methods'),
    el('fieldset', { class: 'checks' }, el('legend', {}, 'Methods'), ...boxes.map((b) => b.label)),
    el('div', { class: 'row' }, run, cancel),
    status,
    el('div', { class: 'table-wrap' }, table),
  );
}
