// The Search tab: the seed paper's searches (docs/ALGORITHMS.md 1.2-1.4) and the exact solver
// (6.1) at work, two side by side on the same puzzle. The engine records every placement and take-back (lab.trace);
// the view replays both in step, node for node, so the claim that the optimised candidate
// search needs far fewer placements than the plain one can be watched, not only read.
import type { SearchTrace, TraceMethod } from 'sudoku-lab';
import type { App } from '../../app.js';
import { el, field } from '../../dom.js';
import { errorText } from '../../errors.js';
import { docsButton } from '../docs/docs.js';
import { formatNumber } from '../../widgets/params.js';
import './search.css';

const METHODS: TraceMethod[] = ['candidates', 'candidates-mrv', 'backtrack', 'backtrack-reverse', 'exact'];
/** Placements per second when slowed; 0 = as many per frame as SPEED_MAX. */
const SPEEDS = [5, 30, 200, 2000, 0];
const PER_FRAME_MAX = 20000;
/** The puzzle seed 001 times its searches on (its Fig. 5). */
const SOURCE_PUZZLE = '800000000003600000070090200050007000000045700000100030001000068008500010090000400';

/** One side: a method's trace replayed on a board. */
class Lane {
  readonly el: HTMLElement;
  private cells: HTMLElement[] = [];
  private readonly counts: HTMLElement;
  private at = 0;
  private placed = 0;
  private forced = 0;
  private taken = 0;
  /** The exact solver's configuration branches replayed so far, and the last one in words. */
  private branches = 0;
  private lastBranch = '';
  private grid: string[] = [];

  constructor(
    readonly method: TraceMethod,
    private readonly puzzle: string,
    readonly trace: SearchTrace,
    engine: string,
  ) {
    const board = el('div', { class: 'search-board', role: 'img', 'aria-label': `${method}: the current assignment` });
    for (let i = 0; i < 81; i++) {
      const c = el('div', { class: 'search-cell' });
      this.cells.push(c);
      board.append(c);
    }
    this.counts = el('p', { class: 'search-counts', role: 'status' });
    this.el = el(
      'section',
      { class: 'search-lane', 'data-method': method },
      el('h3', {}, method),
      board,
      this.counts,
      el('p', { class: 'help' }, engine),
    );
    this.reset();
  }

  reset() {
    this.at = this.placed = this.forced = this.taken = this.branches = 0;
    this.lastBranch = '';
    this.grid = [...this.puzzle];
    this.cells.forEach((c, i) => {
      c.textContent = this.puzzle[i] === '0' ? '' : this.puzzle[i]!;
      c.className = this.puzzle[i] === '0' ? 'search-cell' : 'search-cell given';
    });
    this.show();
  }

  get done() {
    return this.at >= this.trace.events.length;
  }

  /** Replays events up to `nodes` placements in all (or to the end); returns whether it moved. */
  advanceTo(nodes: number): boolean {
    const start = this.at;
    const events = this.trace.events;
    let last = -1;
    while (this.at < events.length && this.placed < nodes) {
      const e = events[this.at++]!;
      const cell = e & 127,
        d = (e >> 7) & 15;
      if (cell >= 81) {
        // A configuration branch (exact): digit d restricted in a band or stack; the cells it
        // forces follow as placements.
        const unit = Math.floor((cell - 81) / 6);
        this.branches++;
        this.lastBranch = `${d} in ${unit < 3 ? `band ${unit + 1}` : `stack ${unit - 2}`}`;
        continue;
      }
      this.grid[cell] = String(d);
      const c = this.cells[cell]!;
      c.textContent = d ? String(d) : '';
      c.className = d ? ((e >> 11) & 1 ? 'search-cell forced' : 'search-cell guess') : 'search-cell';
      if (d) {
        this.placed++;
        if ((e >> 11) & 1) this.forced++;
      } else this.taken++;
      last = cell;
    }
    // Take-backs that follow the last placement belong to the same node.
    while (this.at < events.length && ((events[this.at]! >> 7) & 15) === 0 && this.placed >= nodes) {
      const cell = events[this.at++]! & 127;
      this.grid[cell] = '0';
      this.cells[cell]!.textContent = '';
      this.cells[cell]!.className = 'search-cell';
      this.taken++;
    }
    this.cells.forEach((c, i) => c.classList.toggle('current', i === last));
    if (this.done) this.showFirst();
    this.show();
    return this.at > start;
  }

  /**
   * At the end the search has taken back what it placed (proving there is no second
   * solution): the board shows the first solution again, which the counts name.
   */
  private showFirst() {
    const first = this.trace.first;
    if (!first) return;
    this.cells.forEach((c, i) => {
      if (this.puzzle[i] !== '0') return;
      c.textContent = first[i]!;
      c.className = 'search-cell solution';
    });
  }

  private show() {
    const t = this.trace;
    const solved = this.placed >= t.nodesToFirst && t.solutions > 0;
    this.counts.textContent =
      `${formatNumber(this.placed)} of ${formatNumber(t.nodes)} placements · ${formatNumber(this.taken)} taken back · ` +
      `${formatNumber(this.forced)} forced (one candidate), ${formatNumber(this.placed - this.forced)} chosen` +
      (this.branches
        ? ` · ${formatNumber(this.branches)} configuration branches (last: digit ${this.lastBranch})`
        : '') +
      (solved
        ? ` · first solution at ${formatNumber(t.nodesToFirst)}${this.done && t.first ? ' (the board shows it)' : ''}`
        : '') +
      (this.done
        ? t.complete
          ? t.solutions === 1
            ? ' · done: unique'
            : ' · done: several solutions'
          : ' · stopped at the node bound'
        : '');
  }
}

export function setupSearch(panel: HTMLElement, app: App) {
  const { game } = app;
  const pickers = [0, 1].map((i) => {
    const s = el('select', { id: `search-method-${i}` });
    for (const m of METHODS) s.append(el('option', { value: m }, m));
    s.value = i ? 'candidates-mrv' : 'candidates';
    return s;
  });
  const speed = el('select', { id: 'search-speed' });
  for (const s of SPEEDS) speed.append(el('option', { value: String(s) }, s ? `${s} placements/s` : 'fast'));
  speed.value = '200';
  const load = el('button', { type: 'button', id: 'search-run', class: 'primary' }, 'Trace both');
  const source = el('button', { type: 'button', id: 'search-source' }, 'The source’s puzzle (Fig. 5)');
  const play = el('button', { type: 'button', id: 'search-play', disabled: '', 'aria-pressed': 'false' }, 'Play');
  const step = el('button', { type: 'button', id: 'search-step', disabled: '' }, 'Step');
  const restart = el('button', { type: 'button', id: 'search-restart', disabled: '' }, 'Restart');
  const status = el('p', { id: 'search-status', class: 'progress', role: 'status', 'aria-live': 'polite' });
  const lanes = el('div', { class: 'search-lanes' });

  let current: Lane[] = [];
  let nodes = 0;
  let playing = false;
  let frame = 0;
  let last = 0;
  const setPlaying = (on: boolean) => {
    playing = on;
    play.textContent = on ? 'Pause' : 'Play';
    play.setAttribute('aria-pressed', String(on));
    cancelAnimationFrame(frame);
    if (on) {
      last = performance.now();
      frame = requestAnimationFrame(tick);
    }
  };
  const advance = (n: number) => {
    nodes += n;
    const moved = current.map((l) => l.advanceTo(nodes)).some(Boolean);
    if (!moved || current.every((l) => l.done)) setPlaying(false);
  };
  let carry = 0;
  const tick = (now: number) => {
    const rate = Number(speed.value);
    // A frame's timestamp is when the frame began, which can be before the press that asked
    // for it: time never runs backwards here, or the count goes negative and the replay stops.
    carry += rate ? (Math.max(0, now - last) / 1000) * rate : PER_FRAME_MAX;
    last = Math.max(last, now);
    const n = Math.floor(carry);
    carry -= n;
    if (n > 0) advance(n);
    if (playing) frame = requestAnimationFrame(tick);
  };
  play.addEventListener('click', () => setPlaying(!playing));
  step.addEventListener('click', () => {
    setPlaying(false);
    advance(1);
  });
  restart.addEventListener('click', () => {
    setPlaying(false);
    nodes = 0;
    carry = 0;
    current.forEach((l) => l.reset());
  });

  const trace = async () => {
    setPlaying(false);
    const puzzle = game.givensText().replace(/\./g, '0');
    const methods = pickers.map((p) => p.value as TraceMethod);
    load.disabled = true;
    status.textContent = 'Tracing…';
    try {
      const lab = await app.long();
      const lanesNow: Lane[] = [];
      for (const method of methods) {
        const [t, s] = await Promise.all([lab.trace(puzzle, { method }), lab.solve(puzzle, { method })]);
        const rate = s.timeMs > 0 ? Math.round((s.stats.nodes ?? 0) / (s.timeMs / 1000)) : 0;
        // exact counts states (a branch and its propagation), not placements.
        const unit = method === 'exact' ? `states (${formatNumber(s.stats.guesses ?? 0)} branch points)` : 'placements';
        lanesNow.push(
          new Lane(
            method,
            puzzle,
            t,
            `The engine, untraced: ${formatNumber(s.stats.nodes ?? 0)} ${unit} in ${s.timeMs.toFixed(1)} ms (${formatNumber(rate)}/s)`,
          ),
        );
      }
      current = lanesNow;
      nodes = 0;
      lanes.replaceChildren(...current.map((l) => l.el));
      const [a, b] = current.map((l) => l.trace);
      status.textContent = `${methods[0]}: ${formatNumber(a!.nodes)} placements; ${methods[1]}: ${formatNumber(b!.nodes)} (${a!.nodes ? Math.round((100 * b!.nodes) / a!.nodes) : 0}%).`;
      for (const b2 of [play, step, restart]) b2.disabled = false;
      setPlaying(true);
    } catch (e) {
      status.textContent = errorText(e);
    } finally {
      load.disabled = false;
    }
  };
  load.addEventListener('click', () => void trace());
  source.addEventListener('click', async () => {
    const problem = await app.loadPuzzle(SOURCE_PUZZLE);
    if (problem) status.textContent = problem;
    else void trace();
  });

  panel.append(
    el('h2', {}, 'Search'),
    el(
      'p',
      { class: 'help' },
      'Two searches on the board’s puzzle, replayed placement by placement: blue digits were chosen among candidates, green ones were forced (the cell’s only candidate, or for exact, placed by propagation; exact also branches on where a digit goes in a band or stack, counted under the board). ',
      docsButton('1.4', 'How they work'),
    ),
    el('div', { class: 'fields' }, field('Left', pickers[0]!), field('Right', pickers[1]!), field('Speed', speed)),
    el('div', { class: 'row' }, load, source),
    el('div', { class: 'row' }, play, step, restart),
    status,
    lanes,
  );
}
