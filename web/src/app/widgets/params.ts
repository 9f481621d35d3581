// A form for a method's parameters (from lab.methods()): one number input per parameter,
// with its range and description, plus the seed for stochastic methods.
import type { MethodInfo } from 'sudoku-lab';
import { el, field } from '../dom.js';

export interface ParamsForm {
  el: HTMLElement;
  /** The parameters that differ from their defaults, and the seed. */
  read(): { params: Record<string, number>; seed: number };
}

export function paramsForm(method: MethodInfo, idPrefix: string): ParamsForm {
  const box = el('div', { class: 'params' });
  const inputs = new Map<string, HTMLInputElement>();
  for (const p of method.params) {
    const input = el('input', {
      type: 'number',
      id: `${idPrefix}-${p.name}`,
      value: String(p.default),
      min: String(p.min),
      max: String(p.max),
      step: p.integer ? '1' : 'any',
      title: p.description,
    });
    inputs.set(p.name, input);
    box.append(field(p.name, input), el('small', { class: 'param-help' }, p.description));
  }
  const seed = el('input', { type: 'number', id: `${idPrefix}-seed`, value: '1', min: '0', step: '1' });
  if (method.stochastic) box.append(field('seed', seed));
  return {
    el: box,
    read() {
      const params: Record<string, number> = {};
      for (const p of method.params) {
        const v = Number(inputs.get(p.name)!.value);
        if (v !== p.default) params[p.name] = v;
      }
      return { params, seed: Number(seed.value) || 0 };
    },
  };
}

/** Stats as "name value" rows of a description list. */
export function statsList(stats: Record<string, number>): HTMLElement {
  const dl = el('dl', { class: 'stats' });
  for (const [k, v] of Object.entries(stats)) dl.append(el('dt', {}, k), el('dd', {}, formatNumber(v)));
  return dl;
}

export const formatNumber = (v: number) =>
  Number.isInteger(v) ? v.toLocaleString('en') : Math.abs(v) < 1e-3 && v !== 0 ? v.toExponential(2) : v.toFixed(3);
