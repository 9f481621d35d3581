// A lean line chart on a canvas (no library: two or three series of at most a few thousand
// points, redrawn at most once a frame, need no more). Vertical marks flag events such as
// restarts. Colours may name the page's CSS properties ('var(--x)') so the theme applies.
export interface Series {
  name: string;
  color: string;
  points: number[];
}

export class LineChart {
  readonly canvas: HTMLCanvasElement;
  /** x of each point (shared by the series), e.g. the generation. */
  private xs: number[] = [];
  private series: Series[] = [];
  private marks: number[] = [];
  private pending = false;

  constructor(host: HTMLElement, label: string) {
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'chart';
    this.canvas.setAttribute('role', 'img');
    this.canvas.setAttribute('aria-label', label);
    host.append(this.canvas);
  }

  set(xs: number[], series: Series[], marks: number[] = []) {
    this.xs = xs;
    this.series = series;
    this.marks = marks;
    if (!this.pending) {
      this.pending = true;
      requestAnimationFrame(() => {
        this.pending = false;
        this.draw();
      });
    }
  }

  draw() {
    const c = this.canvas;
    const dpr = devicePixelRatio || 1;
    const w = c.clientWidth || 300;
    const h = c.clientHeight || 180;
    c.width = Math.round(w * dpr);
    c.height = Math.round(h * dpr);
    const g = c.getContext('2d');
    if (!g) return;
    g.scale(dpr, dpr);
    const style = getComputedStyle(c);
    const fg = style.getPropertyValue('--muted') || '#555';
    g.clearRect(0, 0, w, h);
    const x0 = this.xs[0] ?? 0;
    const x1 = Math.max(x0 + 1, this.xs[this.xs.length - 1] ?? 1);
    // A loop, not Math.min(...points): a long run has more points than a call takes arguments.
    let lo = Infinity, hi = -Infinity;
    for (const s of this.series)
      for (const v of s.points)
        if (Number.isFinite(v)) {
          lo = Math.min(lo, v);
          hi = Math.max(hi, v);
        }
    if (lo > hi) return;
    if (hi === lo) hi = lo + 1;
    const pad = { l: 40, r: 8, t: 18, b: 18 };
    const x = (v: number) => pad.l + ((v - x0) / (x1 - x0)) * (w - pad.l - pad.r);
    const y = (v: number) => h - pad.b - ((v - lo) / (hi - lo)) * (h - pad.t - pad.b);
    g.font = '11px system-ui, sans-serif';
    g.fillStyle = fg;
    g.strokeStyle = fg;
    g.globalAlpha = 0.35;
    g.beginPath();
    g.moveTo(pad.l, pad.t);
    g.lineTo(pad.l, h - pad.b);
    g.lineTo(w - pad.r, h - pad.b);
    g.stroke();
    g.globalAlpha = 1;
    g.fillText(String(+hi.toFixed(2)), 2, pad.t + 4);
    g.fillText(String(+lo.toFixed(2)), 2, h - pad.b);
    g.fillText(String(x0), pad.l, h - 4);
    g.fillText(String(x1), w - pad.r - g.measureText(String(x1)).width, h - 4);
    // Restart marks.
    g.setLineDash([3, 3]);
    g.globalAlpha = 0.6;
    for (const m of this.marks) {
      g.beginPath();
      g.moveTo(x(m), pad.t);
      g.lineTo(x(m), h - pad.b);
      g.stroke();
    }
    g.setLineDash([]);
    g.globalAlpha = 1;
    let lx = pad.l + 6;
    for (const s of this.series) {
      // 'var(--name)' colours come from the page's CSS (so the theme applies).
      const color = s.color.startsWith('var(') ? style.getPropertyValue(s.color.slice(4, -1)).trim() || fg : s.color;
      g.strokeStyle = color;
      g.lineWidth = 1.5;
      g.beginPath();
      s.points.forEach((v, i) => (i ? g.lineTo(x(this.xs[i]!), y(v)) : g.moveTo(x(this.xs[i]!), y(v))));
      g.stroke();
      g.fillStyle = color;
      g.fillText(s.name, lx, 12);
      lx += g.measureText(s.name).width + 14;
    }
  }
}
