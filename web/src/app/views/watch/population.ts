// The whole population of the current generation as a strip of fitness squares in population
// order (Mantere's is kept best first): green is close to a solution, red far; elites are
// ringed, explorers (combinatorial evolution) dotted. Large populations are grouped, each
// square showing the best of its group, so one frame stays one small canvas draw.
import type { EvolveProgress } from 'sudoku-lab';
import { el } from '../../dom.js';

const ELITE = 1,
  EXPLORER = 2;
const MAX_SQUARES = 600;

export class PopulationStrip {
  readonly el: HTMLElement;
  private readonly canvas: HTMLCanvasElement;
  private readonly caption: HTMLElement;

  private width = 0;
  private ring = '';
  private theme = '';
  private text = '';

  constructor() {
    this.canvas = el('canvas', {
      class: 'watch-population',
      role: 'img',
      'aria-label': 'The population: one square per individual, coloured by fitness; elites ringed',
    });
    // The width is read when it changes, never after the frame's DOM writes (a forced layout).
    new ResizeObserver(([e]) => {
      if (e) this.width = e.contentRect.width;
    }).observe(this.canvas);
    this.caption = el('p', { class: 'help', id: 'watch-population-caption' });
    this.el = el('div', { class: 'watch-population-box' }, this.canvas, this.caption);
  }

  draw(p: EvolveProgress | null) {
    const c = this.canvas;
    const n = p?.population.length ?? 0;
    c.dataset.size = String(n);
    if (!p || !n) {
      this.caption.textContent = this.text = '';
      c.getContext('2d')?.clearRect(0, 0, c.width, c.height);
      return;
    }
    const group = Math.ceil(n / MAX_SQUARES);
    const squares = Math.ceil(n / group);
    if (!this.width) this.width = c.clientWidth;
    const w = this.width || 300;
    const side = Math.max(6, Math.min(22, Math.floor(Math.sqrt((w * 90) / squares))));
    const cols = Math.max(1, Math.floor(w / side));
    const rows = Math.ceil(squares / cols);
    const h = rows * side;
    const dpr = devicePixelRatio || 1;
    if (c.style.height !== `${h}px`) c.style.height = `${h}px`;
    if (c.width !== Math.round(w * dpr) || c.height !== Math.round(h * dpr)) {
      c.width = Math.round(w * dpr);
      c.height = Math.round(h * dpr);
    }
    const g = c.getContext('2d');
    if (!g) return;
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    g.clearRect(0, 0, w, h);
    const theme = document.documentElement.dataset.theme ?? '';
    if (theme !== this.theme || !this.ring) {
      this.theme = theme;
      this.ring = getComputedStyle(c).getPropertyValue('--fg').trim() || '#000';
    }
    const ring = this.ring;
    // Distance from a solution, scaled by the worst of this generation.
    const dist = (f: number) => Math.abs(f - p.target);
    let far = 1;
    for (const f of p.population) far = Math.max(far, dist(f));
    let elites = 0,
      explorers = 0;
    for (const r of p.roles) {
      elites += r & ELITE ? 1 : 0;
      explorers += r & EXPLORER ? 1 : 0;
    }
    for (let s = 0; s < squares; s++) {
      let best = Infinity,
        role = 0;
      for (let i = s * group; i < Math.min(n, (s + 1) * group); i++) {
        best = Math.min(best, dist(p.population[i]!));
        role |= p.roles[i]!;
      }
      const t = best / far;
      const x = (s % cols) * side,
        y = Math.floor(s / cols) * side;
      g.fillStyle = `hsl(${Math.round(130 * (1 - t))} 65% ${best === 0 ? 38 : 50}%)`;
      g.fillRect(x + 1, y + 1, side - 2, side - 2);
      if (role & ELITE) {
        g.strokeStyle = ring;
        g.lineWidth = 2;
        g.strokeRect(x + 2, y + 2, side - 4, side - 4);
      }
      if (role & EXPLORER) {
        g.fillStyle = ring;
        g.beginPath();
        g.arc(x + side / 2, y + side / 2, Math.max(1.5, side / 8), 0, 2 * Math.PI);
        g.fill();
      }
    }
    c.dataset.elites = String(elites);
    c.dataset.explorers = String(explorers);
    let lo = Infinity,
      hi = -Infinity;
    for (const f of p.population) {
      lo = Math.min(lo, f);
      hi = Math.max(hi, f);
    }
    const [bestF, worstF] = p.higherIsBetter ? [hi, lo] : [lo, hi];
    const text =
      `${n} individuals${group > 1 ? ` (each square: the best of ${group})` : ''} · fitness ${bestF}…${worstF} · ` +
      `${elites} elite${elites === 1 ? '' : 's'} (ringed)${explorers ? ` · ${explorers} explorers (dotted)` : ''} · ` +
      `diversity ${p.diversity.toFixed(3)} (mean share of free cells two individuals differ in)`;
    if (text !== this.text) this.caption.textContent = this.text = text;
  }
}
