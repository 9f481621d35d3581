// Watch's controls: the method (the engine's evolutionary methods), its parameters and seed,
// the speed, and Run / Pause / Step / Stop (keep the best) / Cancel, each enabled only when
// it can act. What the buttons do is the run's (run.ts).
import type { EvolutionMethod, MethodInfo, SudokuLab } from 'sudoku-lab';
import { el, field } from '../../dom.js';
import { type ParamsForm, paramsForm } from '../../widgets/params.js';
import { withDocLinks } from '../docs/docs.js';
import type { RunSpec } from './state.js';

/** Generations per second when slowed down; 0 = as fast as the engine goes. */
const SPEEDS = [0, 200, 50, 10, 2];

export interface WatchControls {
  /** The controls in page order. */
  nodes: HTMLElement[];
  speed: HTMLSelectElement;
  start: HTMLButtonElement;
  pause: HTMLButtonElement;
  step: HTMLButtonElement;
  stop: HTMLButtonElement;
  cancel: HTMLButtonElement;
  /** A run of the chosen method with the form's parameters and seed, on this puzzle; null without a method. */
  spec(puzzle: string): RunSpec | null;
  /** Puts a replay's method, parameters and seed in the form; false when this engine lacks its method. */
  show(s: RunSpec): boolean;
  /** Generations per second chosen; 0 = full speed. */
  rate(): number;
  /** Enables what can act on a run that is (or is not) running, paused or not. */
  set(running: boolean, paused: boolean): void;
}

export function watchControls(lab: SudokuLab): WatchControls {
  const methods = lab.methods().filter((m) => m.family === 'evolution');
  const select = el('select', { id: 'watch-method' });
  for (const m of methods) select.append(el('option', { value: m.name }, m.name));
  const about = el('p', { class: 'help' });
  const paramsHost = el('div');
  let form: ParamsForm | null = null;
  const pick = () => {
    const m = methods.find((x) => x.name === select.value) as MethodInfo;
    about.replaceChildren(`${m.summary}. Source: `, ...withDocLinks(m.source), '.');
    form = paramsForm(m, 'watch');
    paramsHost.replaceChildren(el('details', {}, el('summary', {}, 'Parameters and seed'), form.el));
  };
  select.addEventListener('change', pick);
  if (methods.length) pick();

  const speed = el('select', { id: 'watch-speed' });
  for (const s of SPEEDS) speed.append(el('option', { value: String(s) }, s ? `${s} generations/s` : 'full speed'));
  const start = el('button', { type: 'button', id: 'watch-start', class: 'primary' }, 'Run');
  const pause = el('button', { type: 'button', id: 'watch-pause', disabled: '', 'aria-pressed': 'false' }, 'Pause');
  const step = el(
    'button',
    { type: 'button', id: 'watch-step', disabled: '', title: 'One generation (while paused)' },
    'Step',
  );
  const stop = el(
    'button',
    { type: 'button', id: 'watch-stop', disabled: '', title: 'End the run and keep its best individual' },
    'Stop (keep the best)',
  );
  const cancel = el('button', { type: 'button', id: 'watch-cancel', disabled: '' }, 'Cancel');

  return {
    nodes: [
      methods.length ? field('Method', select) : el('p', {}, 'No evolutionary method in this engine build.'),
      about,
      paramsHost,
      field('Speed', speed),
      el('div', { class: 'row' }, start, pause, step, stop, cancel),
    ],
    speed,
    start,
    pause,
    step,
    stop,
    cancel,
    spec(puzzle) {
      if (!form) return null;
      const { params, seed } = form.read();
      return { puzzle, method: select.value as EvolutionMethod, seed, params };
    },
    show(s) {
      if (!methods.some((m) => m.name === s.method)) return false;
      select.value = s.method;
      pick();
      for (const [k, v] of Object.entries(s.params)) {
        const input = document.getElementById(`watch-${k}`) as HTMLInputElement | null;
        if (input) input.value = String(v);
      }
      const seedInput = document.getElementById('watch-seed') as HTMLInputElement | null;
      if (seedInput) seedInput.value = String(s.seed);
      return true;
    },
    rate: () => Number(speed.value),
    set(running, paused) {
      start.disabled = running;
      select.disabled = running;
      for (const b of [pause, stop, cancel]) b.disabled = !running;
      step.disabled = !running || !paused;
      pause.textContent = paused ? 'Resume' : 'Pause';
      pause.setAttribute('aria-pressed', String(paused));
    },
  };
}
