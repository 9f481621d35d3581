// The Solve tab: any method of the engine with its parameters; live progress and elapsed
// time, a Cancel that aborts at once, the result with its statistics.
import type { MethodInfo } from 'sudoku-lab';
import { type App, el, errorText, field, isAbort } from './app.js';
import { lpView } from './lpview.js';
import { type ParamsForm, formatNumber, paramsForm, statsList } from './params.js';

export function setupSolve(panel: HTMLElement, app: App) {
  const { lab, game } = app;
  const methods = lab.methods();
  const select = el('select', { id: 'solve-method' });
  for (const m of methods) select.append(el('option', { value: m.name }, m.name));
  const about = el('p', { class: 'help' });
  const paramsHost = el('div');
  let form: ParamsForm;
  const pick = () => {
    const m = methods.find((x) => x.name === select.value) as MethodInfo;
    about.textContent = `${m.summary} [${m.source}]`;
    form = paramsForm(m, 'solve');
    paramsHost.replaceChildren(form.el);
  };
  select.addEventListener('change', pick);
  pick();

  const run = el('button', { type: 'button', id: 'solve-run', class: 'primary' }, 'Solve');
  const cancel = el('button', { type: 'button', id: 'solve-cancel', disabled: '' }, 'Cancel');
  const progress = el('p', { id: 'solve-progress', class: 'progress', role: 'status', 'aria-live': 'polite' });
  const result = el('div', { id: 'solve-result', 'aria-live': 'polite' });
  let controller: AbortController | null = null;

  run.addEventListener('click', async () => {
    controller?.abort();
    const ctl = (controller = new AbortController());
    const { params, seed } = form.read();
    const method = select.value;
    const started = performance.now();
    let live = '';
    const tick = setInterval(() => {
      progress.textContent = `Running ${method}… ${((performance.now() - started) / 1000).toFixed(1)} s${live}`;
    }, 100);
    run.disabled = true;
    cancel.disabled = false;
    result.replaceChildren();
    progress.textContent = `Running ${method}…`;
    const givens = game.givensText();
    try {
      const r = await lab.solve(givens, {
        method,
        seed,
        params,
        signal: ctl.signal,
        onProgress: (p) => {
          live = ` · ${Object.entries(p.stats)
            .map(([k, v]) => `${k} ${formatNumber(v)}`)
            .join(' · ')}`;
        },
      });
      progress.textContent = `${method}: ${r.status} in ${r.timeMs.toFixed(1)} ms`;
      const show = el('button', { type: 'button' }, r.solution ? 'Show the solution on the board' : 'Show the best grid on the board');
      show.addEventListener('click', () => game.fill((r.solution ?? r.best)!));
      result.append(
        el('p', { class: `status status-${r.status}` }, `Status: ${r.status}${r.detail ? ` (${r.detail})` : ''}`),
        statsList({ ...r.stats, time_ms: r.timeMs }),
      );
      if (r.solution || r.best) result.append(show);
      const weights = lpView(r, givens);
      if (weights) result.append(weights);
    } catch (e) {
      progress.textContent = isAbort(e) ? `${method}: cancelled after ${((performance.now() - started) / 1000).toFixed(1)} s` : '';
      if (!isAbort(e)) result.append(el('p', { class: 'status status-error' }, errorText(e)));
    } finally {
      clearInterval(tick);
      if (controller === ctl) {
        run.disabled = false;
        cancel.disabled = true;
        controller = null;
      }
    }
  });
  cancel.addEventListener('click', () => controller?.abort());

  panel.append(
    el('h2', {}, 'Solve'),
    field('Method', select),
    about,
    paramsHost,
    el('div', { class: 'row' }, run, cancel),
    progress,
    result,
  );
}
