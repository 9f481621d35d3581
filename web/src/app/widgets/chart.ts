// A lean line chart on a canvas (no library) over bucketed series (series.ts): each
// pixel column draws the min..max of the generations it covers as a faint band under a line
// through its last value, so a frame costs the same for any run length and a long run reads. Restarts are dashed lines while few, ticks on the axis with a count
// when dense. Colours may name the page's CSS properties ('var(--x)') so the theme applies.
import type { Marks, Series } from './series.js';

export interface Line {
  name: string;
  color: string;
  series: Series;
}

/** Beyond this many restarts, lines would turn the chart into stripes: ticks instead. */
const DENSE = 40;

export class LineChart {
  readonly canvas: HTMLCanvasElement;
  private lines: Line[] = [];
  private marks: Marks | null = null;
  /** A value the y range always includes (the fitness of a solution). */
  private anchor: number | undefined;

  /** Size and colours, read only when they change (a read after the frame's DOM writes would force a layout). */
  private size = { w: 0, h: 0 };
  private palette = new Map<string, string>();
  private theme = '';

  constructor(host: HTMLElement, label: string) {
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'chart';
    this.canvas.setAttribute('role', 'img');
    this.canvas.setAttribute('aria-label', label);
    host.append(this.canvas);
    new ResizeObserver(([e]) => {
      if (e) this.size = { w: e.contentRect.width, h: e.contentRect.height };
    }).observe(this.canvas);
  }

  /** A colour: 'var(--name)' resolved from the page's CSS, cached per theme. */
  private color(name: string): string {
    const theme = document.documentElement.dataset.theme ?? '';
    if (theme !== this.theme) {
      this.palette.clear();
      this.theme = theme;
    }
    let c = this.palette.get(name);
    if (c === undefined) {
      const style = getComputedStyle(this.canvas);
      const fg = style.getPropertyValue('--muted').trim() || '#555';
      c = name.startsWith('var(') ? style.getPropertyValue(name.slice(4, -1)).trim() || fg : name;
      this.palette.set(name, c);
    }
    return c;
  }

  set(lines: Line[], marks: Marks | null = null, anchor?: number) {
    this.lines = lines;
    this.marks = marks;
    this.anchor = anchor;
  }

  draw() {
    const c = this.canvas;
    const dpr = devicePixelRatio || 1;
    if (!this.size.w) this.size = { w: c.clientWidth, h: c.clientHeight };
    const w = this.size.w || 300;
    const h = this.size.h || 180;
    if (c.width !== Math.round(w * dpr) || c.height !== Math.round(h * dpr)) {
      c.width = Math.round(w * dpr);
      c.height = Math.round(h * dpr);
    }
    const g = c.getContext('2d');
    if (!g) return;
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    g.clearRect(0, 0, w, h);
    const first = this.lines[this.lines.length - 1]?.series;
    // What the chart shows, for tests: the exact last point of the line drawn on top.
    c.dataset.lastX = first && first.count ? String(first.lastX) : '';
    c.dataset.lastValue = first && first.count ? String(first.lastValue) : '';
    c.dataset.restarts = String(this.marks?.total ?? 0);
    if (!first || !first.count) return;
    const fg = this.color('var(--muted)');
    let x0 = Infinity,
      x1 = -Infinity,
      lo = Infinity,
      hi = -Infinity;
    for (const { series: s } of this.lines) {
      if (!s.count) continue;
      x0 = Math.min(x0, s.origin);
      x1 = Math.max(x1, s.lastX);
      for (let k = 0; k < s.count; k++) {
        const a = s.min[k]!,
          b = s.max[k]!;
        if (a < lo) lo = a;
        if (b > hi) hi = b;
      }
    }
    if (this.anchor !== undefined) {
      lo = Math.min(lo, this.anchor);
      hi = Math.max(hi, this.anchor);
    }
    if (!(hi > lo)) hi = lo + 1;
    if (!(x1 > x0)) x1 = x0 + 1;
    const pad = { l: 40, r: 8, t: 18, b: 18 };
    const pw = w - pad.l - pad.r;
    const x = (v: number) => pad.l + ((v - x0) / (x1 - x0)) * pw;
    const y = (v: number) => h - pad.b - ((v - lo) / (hi - lo)) * (h - pad.t - pad.b);
    g.font = '11px system-ui, sans-serif';
    g.fillStyle = fg;
    g.strokeStyle = fg;
    g.lineWidth = 1;
    g.globalAlpha = 0.45;
    g.beginPath();
    g.moveTo(pad.l, pad.t);
    g.lineTo(pad.l, h - pad.b);
    g.lineTo(w - pad.r, h - pad.b);
    g.stroke();
    g.globalAlpha = 1;
    g.fillText(String(+hi.toFixed(2)), 2, pad.t + 4);
    g.fillText(String(+lo.toFixed(2)), 2, h - pad.b);
    g.fillText(String(x0), pad.l, h - 4);
    const right = String(x1);
    g.fillText(right, w - pad.r - g.measureText(right).width, h - 4);
    this.drawMarks(g, x, pad, h, w);
    let lx = pad.l + 6;
    for (const line of this.lines) {
      const color = this.color(line.color);
      g.strokeStyle = color;
      g.lineWidth = 1.5;
      drawSeries(g, line.series, x, y);
      g.fillStyle = color;
      g.fillText(line.name, lx, 12);
      lx += g.measureText(line.name).width + 14;
    }
  }

  private drawMarks(
    g: CanvasRenderingContext2D,
    x: (v: number) => number,
    pad: { t: number; b: number; r: number },
    h: number,
    w: number,
  ) {
    const m = this.marks;
    if (!m || !m.total) return;
    g.globalAlpha = 0.6;
    if (m.total <= DENSE) {
      g.setLineDash([3, 3]);
      g.beginPath();
      m.each((v) => {
        g.moveTo(x(v), pad.t);
        g.lineTo(x(v), h - pad.b);
      });
      g.stroke();
      g.setLineDash([]);
    } else {
      // One tick per pixel column that holds restarts, on the x axis.
      let col = -1;
      g.beginPath();
      m.each((v) => {
        const px = Math.round(x(v));
        if (px === col) return;
        col = px;
        g.moveTo(px + 0.5, h - pad.b);
        g.lineTo(px + 0.5, h - pad.b + 5);
      });
      g.stroke();
    }
    g.globalAlpha = 1;
    const text = `${m.total.toLocaleString('en')} restart${m.total === 1 ? '' : 's'}`;
    g.fillText(text, w - pad.r - g.measureText(text).width, 12);
  }
}

/**
 * Per pixel column: the min..max of the generations it covers as a faint band, and a line
 * through each column's last value, ending on the exact last value. (A line through every
 * min and max turns a long, noisy run into a solid block.) A single generation is a dot.
 */
function drawSeries(g: CanvasRenderingContext2D, s: Series, x: (v: number) => number, y: (v: number) => number) {
  const cols: number[] = [],
    lo: number[] = [],
    hi: number[] = [],
    end: number[] = [];
  for (let k = 0; k < s.count; k++) {
    const a = s.min[k]!;
    if (Number.isNaN(a)) continue;
    const px = Math.round(x(s.origin + k * s.stride));
    const n = cols.length - 1;
    if (n < 0 || cols[n] !== px) {
      cols.push(px);
      lo.push(a);
      hi.push(s.max[k]!);
      end.push(s.last[k]!);
    } else {
      lo[n] = Math.min(lo[n]!, a);
      hi[n] = Math.max(hi[n]!, s.max[k]!);
      end[n] = s.last[k]!;
    }
  }
  if (!cols.length) return;
  if (cols.length === 1 && lo[0] === hi[0]) {
    g.fillStyle = g.strokeStyle;
    g.beginPath();
    g.arc(x(s.lastX), y(s.lastValue), 3.5, 0, 2 * Math.PI);
    g.fill();
    return;
  }
  if (hi.some((v, i) => v !== lo[i])) {
    g.save();
    g.globalAlpha = 0.22;
    g.fillStyle = g.strokeStyle;
    g.beginPath();
    cols.forEach((c, i) => (i ? g.lineTo(c, y(hi[i]!)) : g.moveTo(c, y(hi[i]!))));
    for (let i = cols.length - 1; i >= 0; i--) g.lineTo(cols[i]! + (cols.length === 1 ? 1 : 0), y(lo[i]!));
    g.closePath();
    g.fill();
    g.restore();
  }
  g.beginPath();
  cols.forEach((c, i) => (i ? g.lineTo(c, y(end[i]!)) : g.moveTo(c, y(end[i]!))));
  g.lineTo(x(s.lastX), y(s.lastValue));
  g.stroke();
}
