// The Solve tab: any method of the engine with its parameters; live progress and elapsed
// time, a Cancel that aborts at once, the result with its statistics.
import type { MethodInfo, MethodName } from 'sudoku-lab';
import { type App, el, errorText, field, isAbort } from './app.js';
import { cancellable } from './cancellable.js';
import { lpView } from './lpview.js';
import { type ParamsForm, formatNumber, paramsForm } from './params.js';
import { resultView } from './result.js';

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

  cancellable(run, cancel, async (signal) => {
    const { params, seed } = form.read();
    const method = select.value;
    const started = performance.now();
    let live = '';
    const tick = setInterval(() => {
      progress.textContent = `Running ${method}… ${((performance.now() - started) / 1000).toFixed(1)} s${live}`;
    }, 100);
    result.replaceChildren();
    progress.textContent = `Running ${method}…`;
    const givens = game.givensText();
    try {
      const r = await lab.solve(givens, {
        method: method as MethodName,
        seed,
        params,
        signal,
        onProgress: (p) => {
          live = ` · ${Object.entries(p.stats)
            .map(([k, v]) => `${k} ${formatNumber(v)}`)
            .join(' · ')}`;
        },
      });
      progress.textContent = `${method}: ${r.status} in ${r.timeMs.toFixed(1)} ms`;
      result.append(...resultView(r, game));
      const weights = lpView(r, givens);
      if (weights) result.append(weights);
    } catch (e) {
      progress.textContent = isAbort(e) ? `${method}: cancelled after ${((performance.now() - started) / 1000).toFixed(1)} s` : '';
      if (!isAbort(e)) result.append(el('p', { class: 'status status-error' }, errorText(e)));
    } finally {
      clearInterval(tick);
    }
  });

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
