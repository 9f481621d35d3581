// The Solve tab: any method of the engine with its parameters; live progress and elapsed
// time, a Cancel that aborts at once, the result with its statistics.
import type { MethodInfo, MethodName } from 'sudoku-lab';
import type { App } from '../../app.js';
import { el, field } from '../../dom.js';
import { errorText, isAbort } from '../../errors.js';
import { cancellable } from '../../widgets/cancellable.js';
import { withDocLinks } from '../docs/docs.js';
import { FULL_ONLY, LOADING_FULL, fullWhenOnline, solveOn } from '../../engine/engines.js';
import { lpView } from '../lp/lp-view.js';
import { type ParamsForm, formatNumber, paramsForm } from '../../widgets/params.js';
import { resultView } from './result.js';

export function setupSolve(panel: HTMLElement, app: App) {
  const { lab, game } = app;
  // The play engine's methods, then the full engine's (loaded when one of them is picked).
  const played = lab.methods();
  const names = [...played.map((m) => m.name), ...FULL_ONLY.filter((n) => !played.some((m) => m.name === n))];
  const onPlay = (name: string) => played.some((m) => m.name === name);
  const select = el('select', { id: 'solve-method' });
  for (const name of names) select.append(el('option', { value: name }, name));
  const about = el('p', { class: 'help' });
  const paramsHost = el('div');
  let form: Promise<ParamsForm>;
  const pick = () => {
    const name = select.value;
    const info = (list: MethodInfo[]) => list.find((x) => x.name === name) as MethodInfo;
    const show = (m: MethodInfo) => {
      about.replaceChildren(`${m.summary} [`, ...withDocLinks(m.source), ']');
      const f = paramsForm(m, 'solve');
      paramsHost.replaceChildren(f.el);
      return f;
    };
    if (onPlay(name)) {
      form = Promise.resolve(show(info(played)));
      return;
    }
    about.textContent = LOADING_FULL;
    paramsHost.replaceChildren();
    form = fullWhenOnline(app.full, (text) => select.value === name && (about.textContent = text)).then((full) =>
      select.value === name ? show(info(full.methods())) : paramsForm(info(full.methods()), 'solve'),
    );
    form.catch((e: unknown) => (about.textContent = `The full engine could not start: ${errorText(e)}`));
  };
  select.addEventListener('change', pick);
  pick();

  const run = el('button', { type: 'button', id: 'solve-run', class: 'primary' }, 'Solve');
  const cancel = el('button', { type: 'button', id: 'solve-cancel', disabled: '' }, 'Cancel');
  const progress = el('p', { id: 'solve-progress', class: 'progress', role: 'status', 'aria-live': 'polite' });
  const result = el('div', { id: 'solve-result', 'aria-live': 'polite' });

  cancellable(run, cancel, async (signal) => {
    const method = select.value;
    const { params, seed } = (await form).read();
    const engine = onPlay(method) ? await app.long() : await app.full();
    const started = performance.now();
    let live = '';
    const tick = setInterval(() => {
      progress.textContent = `Running ${method}… ${((performance.now() - started) / 1000).toFixed(1)} s${live}`;
    }, 100);
    result.replaceChildren();
    progress.textContent = `Running ${method}…`;
    const givens = game.givensText();
    // A long run belongs to its puzzle: loading another asks whether to stop it (state/jobs.ts).
    const job = new AbortController();
    const stop = () => job.abort();
    signal.addEventListener('abort', stop);
    const end = app.jobs.start({ label: `a ${method} run (Solve)`, puzzle: givens, stop });
    try {
      const r = await solveOn(engine, givens, {
        method: method as MethodName,
        seed,
        params,
        signal: job.signal,
        onProgress: (p) => {
          live = ` · ${Object.entries(p.stats)
            .map(([k, v]) => `${k} ${formatNumber(v)}`)
            .join(' · ')}`;
        },
      });
      progress.textContent = `${method}: ${r.status} in ${r.timeMs.toFixed(1)} ms`;
      result.append(...resultView(r, game, givens));
      const weights = lpView(r, givens);
      if (weights) result.append(weights);
    } catch (e) {
      progress.textContent = isAbort(e)
        ? `${method}: cancelled after ${((performance.now() - started) / 1000).toFixed(1)} s`
        : '';
      if (!isAbort(e)) result.append(el('p', { class: 'status status-error' }, errorText(e)));
    } finally {
      clearInterval(tick);
      end();
      signal.removeEventListener('abort', stop);
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
