// The Rate tab: the ratings of the current puzzle side by side, each a card run on its own
// with a shared Cancel. Today: human techniques (ER/EP/ED, level, the techniques used, the
// step list). The givens and GA-effort ratings add a card each as they land in the API.
import type { Rating, SudokuLab, TechniqueInfo } from 'sudoku-lab';
import { type App, el, errorText, isAbort } from './app.js';

interface Card {
  by: Rating['by'];
  title: string;
  rate(lab: SudokuLab, puzzle: string, signal: AbortSignal): Promise<HTMLElement[]>;
}

let techniqueNames: Promise<Map<string, string>> | null = null;
const names = (lab: SudokuLab) =>
  (techniqueNames ??= lab.techniques().then((list: TechniqueInfo[]) => new Map(list.map((t) => [t.key, t.name]))));

const CARDS: Card[] = [
  {
    by: 'techniques',
    title: 'By techniques',
    async rate(lab, puzzle, signal) {
      const [r, named] = await Promise.all([lab.rate(puzzle, { by: 'techniques', steps: true, signal }), names(lab)]);
      const dl = el('dl', { class: 'stats' });
      dl.append(el('dt', {}, 'level'), el('dd', { class: 'level' }, r.level));
      for (const [k, v] of [['ER (hardest step)', r.er], ['EP (to first placement)', r.ep], ['ED (first step)', r.ed]] as const)
        dl.append(el('dt', {}, k), el('dd', {}, v.toFixed(1)));
      const used = el('ul', { class: 'techniques' });
      for (const [key, n] of Object.entries(r.counts).sort((a, b) => b[1] - a[1]))
        used.append(el('li', {}, `${named.get(key) ?? key}: ${n}`));
      const steps = el('ol', { class: 'steps' });
      for (const s of r.steps ?? []) steps.append(el('li', {}, `${s.name} (${s.difficulty.toFixed(1)}): ${s.explanation}`));
      return [
        dl,
        el('h4', {}, 'Techniques used (steps)'),
        used,
        el('details', {}, el('summary', {}, `All ${r.steps?.length ?? 0} steps`), steps),
      ];
    },
  },
];

export function setupRate(panel: HTMLElement, app: App) {
  const { lab, game } = app;
  const cards = el('div', { class: 'rate-cards' });
  const run = el('button', { type: 'button', id: 'rate-run', class: 'primary' }, 'Rate');
  const cancel = el('button', { type: 'button', id: 'rate-cancel', disabled: '' }, 'Cancel');
  const status = el('p', { id: 'rate-status', class: 'progress', role: 'status', 'aria-live': 'polite' });
  let controller: AbortController | null = null;

  run.addEventListener('click', async () => {
    const ctl = (controller = new AbortController());
    const puzzle = game.givensText();
    run.disabled = true;
    cancel.disabled = false;
    status.textContent = 'Rating…';
    cards.replaceChildren();
    await Promise.all(
      CARDS.map(async (card) => {
        const body = el('div', { class: 'progress' }, 'Rating…');
        cards.append(el('section', { class: 'rate-card', id: `rate-${card.by}` }, el('h3', {}, card.title), body));
        try {
          body.replaceChildren(...(await card.rate(lab, puzzle, ctl.signal)));
          body.className = 'rate-body';
        } catch (e) {
          body.textContent = isAbort(e) ? 'cancelled' : errorText(e);
        }
      }),
    );
    status.textContent = ctl.signal.aborted ? 'Cancelled.' : 'Done.';
    run.disabled = false;
    cancel.disabled = true;
    controller = null;
  });
  cancel.addEventListener('click', () => controller?.abort());
  panel.append(el('h2', {}, 'Rate'), el('div', { class: 'row' }, run, cancel), status, cards);
}
