/**
 * `<sudoku-board>`: a whole Sudoku player as a custom element (web/package/README.md, "The
 * <sudoku-board> element").
 * @module sudoku-lab/element
 */
// sudoku-lab/element: <sudoku-board>, the whole player (player/player.ts) as a custom element
// in an open shadow root, on the play engine (one per page, shared by every board, unless the
// page hands one in as the `lab` property). Importing this module defines the tag where custom
// elements exist; in Node (server-side rendering) it defines nothing and does not throw.
import { createSudokuLab } from './play.js';
import type { SudokuPlayLab } from './play-lab.js';
import type { Difficulty } from './types.js';
import type { Board } from './player/board.js';
import type { MessageKind } from './player/context.js';
import { el } from './player/dom.js';
import { DIFFICULTIES, Game, type PuzzleInfo, puzzleInfo } from './player/game.js';
import { type HintsMode, Player, type VariantChoice, isVariantText } from './player/player.js';
import { localDay } from './local-day.js';
import { styleSheet } from './player/styles.js';

// The 1.x surface (web/package/README.md); the parts the app drives a board through are
// element-internal.ts's.
export { HINT_LIMIT } from './player/player.js';
export type { HintsMode, PlayerEvents, VariantChoice } from './player/player.js';
export type { HintPress } from './player/hint.js';
export { TOKENS } from './player/styles.js';
export type { PuzzleInfo } from './player/game.js';
export type { MessageKind } from './player/context.js';
// Its typings: attributes, events, typed addEventListener (and, apart, frameworks/*.ts).
export type {
  SudokuBoardAttributes,
  SudokuBoardEventMap,
  SudokuBoardEventProps,
  SudokuBoardProps,
  SudokuBoardSize,
  SudokuBoardVariant,
  SudokuBoardVariantName,
} from './element-types.js';

/** The player's local date, YYYY-MM-DD (what daily="today" plays). */
const today = (d: Date = new Date()): string => localDay(d);

/** A real calendar date written YYYY-MM-DD. */
const isDate = (s: string) => {
  const m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(s);
  if (!m) return false;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return today(d) === s;
};

/** The variant names the variant attribute takes (the engine's generator's). */
const VARIANTS = ['killer', 'x', 'jigsaw', 'windoku', 'disjoint-groups', 'anti-knight', 'anti-king', 'non-consecutive'];

/** Each attribute's allowed values, as its message names them; check: whether a value is one. */
const ATTRIBUTES: Record<string, { allowed: string; check: (v: string) => boolean }> = {
  puzzle: {
    allowed:
      "81 characters, digits 1-9 for the givens and '.' or '0' for empty cells, or a variant puzzle (a compact line or f-puzzles JSON)",
    check: (v) => /^[0-9.]{81}$/.test(v.trim()) || isVariantText(v),
  },
  variant: {
    allowed: `classic, or one or more of ${VARIANTS.join(', ')} separated by commas`,
    check: (v) => v === 'classic' || (v !== '' && v.split(',').every((n) => VARIANTS.includes(n.trim()))),
  },
  size: { allowed: '4, 6, 9, 12, 16', check: (v) => ['4', '6', '9', '12', '16'].includes(v) },
  difficulty: { allowed: DIFFICULTIES.join(', '), check: (v) => DIFFICULTIES.includes(v) },
  seed: {
    allowed: `a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`,
    check: (v) => /^\d{1,16}$/.test(v) && Number.isSafeInteger(Number(v)),
  },
  daily: {
    allowed: "a date YYYY-MM-DD, or 'today' (or empty) for the player's local date",
    check: (v) => v === '' || v === 'today' || isDate(v),
  },
  hints: { allowed: 'on, off, limited', check: (v) => ['on', 'off', 'limited'].includes(v) },
  theme: { allowed: 'auto, light, dark', check: (v) => ['auto', 'light', 'dark'].includes(v) },
};
const SOURCES = ['puzzle', 'difficulty', 'seed', 'daily', 'variant', 'size'];

/**
 * The puzzle attribute as the board reads it: a plain grid (81 characters, or n*n of another size)
 * writes its empty cells '.' as the board does, so '0' there is empty; anything else (a compact
 * line, f-puzzles JSON) is kept as written, where a 0 belongs to a number (a cage of 10).
 */
const puzzleText = (value: string) => {
  const t = value.trim();
  return /^[0-9A-Ga-g.]+$/.test(t) && [16, 36, 81, 144, 256].includes(t.length) ? t.replaceAll('0', '.') : t;
};

/** A daily variant's seed: named by the day, the kind and the band (the same puzzle for everyone that day). */
export const dailySeed = (date: string, v: VariantChoice, band: string) =>
  `sudoku-lab daily ${date} ${v.variants.join('+')} ${v.size}x${v.size} ${band}`;

/** Saved games, one per puzzle (its givens), and the last random puzzle per difficulty. */
const STORE = 'sudoku-board:';
const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(STORE + key);
    } catch {
      return null; // storage unavailable (private mode, a sandbox, Node)
    }
  },
  set(key: string, value: string | null) {
    try {
      if (value === null) localStorage.removeItem(STORE + key);
      else localStorage.setItem(STORE + key, value);
    } catch {
      /* storage unavailable or full: progress is simply not kept */
    }
  },
};

/** One engine per page for every board not given its own. */
let shared: Promise<SudokuPlayLab> | null = null;
const sharedLab = () =>
  (shared ??= createSudokuLab().catch((e: unknown) => {
    shared = null; // a later board tries again
    throw e;
  }));

const Base = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

/**
 * <sudoku-board>: attributes puzzle, variant, size, difficulty, seed, daily, hints, theme
 * ({@link SudokuBoardAttributes}); property lab; methods loadPuzzle, newGame, say; events change,
 * hint, mistake, solved ({@link SudokuBoardEventMap}, typed in addEventListener)
 * (web/package/README.md, "The <sudoku-board> element").
 */
export class SudokuBoard extends Base {
  static readonly observedAttributes = Object.keys(ATTRIBUTES);
  private p: Player | null = null;
  private labValue: SudokuPlayLab | Promise<SudokuPlayLab> | null = null;
  private timerHostValue: HTMLElement | null = null;
  private ticking: ReturnType<typeof setInterval> | undefined;
  private saving: ReturnType<typeof setTimeout> | undefined;
  /** Each start from the attributes; an older one that answers late is dropped. */
  private run = 0;
  private scheduled = false;
  /** The puzzle came from the attributes: the board keeps its progress in localStorage. */
  private own = false;
  private lastKey: string | null = null;
  private readonly saveNow = () => this.save();

  /** The engine: the page's (a SudokuPlayLab or a promise of one), else the page's shared one, started on first use. */
  get lab(): SudokuPlayLab | Promise<SudokuPlayLab> | null {
    return this.labValue;
  }
  /** Hands the board an engine (or a promise of one); set it before the board first starts. */
  set lab(value: SudokuPlayLab | Promise<SudokuPlayLab> | null) {
    this.labValue = value;
  }
  /** The player (for the app: its Play view drives this board). @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API. */
  get player(): Player {
    return (this.p ??= this.build());
  }
  /** The game on the board: givens, entries, marks, history, clock, figures. @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API. */
  get game(): Game {
    return this.player.game;
  }
  /** The board widget: selection, input mode, highlights. @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API. */
  get board(): Board {
    return this.player.board;
  }
  /** Where the timer is shown instead of above the board (the app's header). @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API. */
  get timerHost(): HTMLElement | null {
    return this.timerHostValue;
  }
  /** Moves the timer into host (null: back above the board). @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API. */
  set timerHost(host: HTMLElement | null) {
    this.timerHostValue = host;
    const p = this.player;
    (host ?? this.shadowRoot!.querySelector('.head')!).append(p.timer);
    this.shadowRoot!.querySelector<HTMLElement>('.head')!.hidden = host !== null;
  }

  /** Puts a puzzle on the board (see Player.loadPuzzle); the engine's objection, if any. */
  loadPuzzle(text: string, info: PuzzleInfo = {}, answer = ''): Promise<string | null> {
    return this.player.loadPuzzle(text, info, answer);
  }
  /** A new puzzle at a difficulty (the difficulty attribute's, else easy). */
  newGame(difficulty = this.player.difficulty, seed?: number) {
    return this.player.newGame(difficulty, seed);
  }
  /** A message on the board's message line. */
  say(text: string, kind: MessageKind = 'info') {
    this.player.say(text, kind);
  }

  private engine(): Promise<SudokuPlayLab> {
    return Promise.resolve((this.labValue ??= sharedLab()));
  }

  private build(): Player {
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [styleSheet()];
    const p = new Player(
      () => this.engine(),
      (type, detail) => this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })),
    );
    root.append(
      el('div', { class: 'head' }, p.timer),
      p.rules,
      p.board.el,
      p.messages,
      p.finish,
      el('slot', { name: 'bar' }),
      p.pad.el,
      p.tools,
      el('slot'),
    );
    this.addEventListener('keydown', (e) => p.hostKey(e));
    p.game.onChange(() => {
      clearTimeout(this.saving);
      this.saving = setTimeout(this.saveNow, 300);
    });
    return p;
  }

  /** Custom element lifecycle: builds the board on first connection and starts from the attributes. */
  connectedCallback() {
    // Properties set before the tag was defined sit on the instance: take them through the setters.
    for (const k of ['lab', 'timerHost'] as const)
      if (Object.prototype.hasOwnProperty.call(this, k)) {
        const v = (this as Record<string, unknown>)[k];
        delete (this as Record<string, unknown>)[k];
        (this as Record<string, unknown>)[k] = v;
      }
    const p = this.player;
    this.applyHints();
    this.checkAttribute('theme');
    clearInterval(this.ticking);
    this.ticking = setInterval(() => p.tick(), 1000);
    globalThis.addEventListener?.('pagehide', this.saveNow);
    this.schedule();
  }
  /** Custom element lifecycle: stops the clock and saves the progress. */
  disconnectedCallback() {
    // A board off the page generates and rates nothing more (the shared engine is the next
    // board's) and holds no drag listener on the window.
    this.run++;
    this.p?.stop();
    this.p?.board.endDrag();
    clearInterval(this.ticking);
    globalThis.removeEventListener?.('pagehide', this.saveNow);
    this.save();
  }
  /** Custom element lifecycle: a changed attribute takes effect (a new puzzle, hints, theme). */
  attributeChangedCallback(name: string, old: string | null, value: string | null) {
    if (!this.p || old === value) return;
    if (name === 'hints') this.applyHints();
    else if (name === 'theme') this.checkAttribute('theme');
    else if (SOURCES.includes(name)) this.schedule();
  }

  /** The attribute's value if allowed; otherwise null, said on the message line and warned in the console. */
  private checkAttribute(name: string): string | null {
    const value = this.getAttribute(name);
    if (value === null) return null;
    const spec = ATTRIBUTES[name]!;
    if (spec.check(value)) return value;
    const shown = value.length > 24 ? `${value.slice(0, 24)}…` : value;
    this.warn(`${name}="${shown}" is not valid: ${name} must be ${spec.allowed}.`);
    return null;
  }

  /** A problem with the attributes: on the message line and in a console warning naming the board. */
  private warn(text: string) {
    console.warn(`<sudoku-board> ${text}`);
    this.player.say(`<sudoku-board> ${text}`, 'error');
  }

  private applyHints() {
    this.player.hintsMode = (this.checkAttribute('hints') as HintsMode | null) ?? 'on';
    this.player.sync();
  }

  /** Starts from the attributes once the current task is done (several set at once: one start). */
  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      if (this.isConnected) void this.start();
    });
  }

  /**
   * The puzzle the attributes name: daily, else puzzle, else generated at difficulty (from seed,
   * else the last unsolved random one, else a fresh one); its saved progress if any. Without
   * any of them the board waits for the page (loadPuzzle).
   */
  private async start() {
    const p = this.player;
    if (!SOURCES.some((n) => this.hasAttribute(n))) return;
    const run = ++this.run;
    const band = (this.checkAttribute('difficulty') ?? 'easy') as Difficulty;
    const puzzle = this.checkAttribute('puzzle');
    const seed = this.checkAttribute('seed');
    const daily = this.hasAttribute('daily') ? this.checkAttribute('daily') : null;
    const names = this.checkAttribute('variant');
    const size = Number(this.checkAttribute('size') ?? 9) as VariantChoice['size'];
    // A classic board of another side than 9 is a plain n x n Sudoku, the variants engine's 'classic'.
    const kinds =
      names && names !== 'classic' ? names.split(',').map((n) => n.trim()) : size === 9 ? null : ['classic'];
    const variant: VariantChoice | null = kinds ? { variants: kinds as VariantChoice['variants'], size } : null;
    const kind = variant ? `:${variant.variants.join(',')}:${size}` : '';
    p.variant = variant;
    p.difficulty = band;
    this.own = false;
    // Whatever this board was generating is no longer wanted: the engine is freed for this one.
    const signal = p.generating();
    try {
      // The classic engine only where a classic puzzle needs it: a variant board never starts it.
      const lab = () => this.engine();
      let source: { puzzle: string; info: PuzzleInfo; answer: string } | null = null;
      this.lastKey = null;
      p.next = (d) => void p.newGame(d);
      if (daily !== null && variant) {
        // A daily variant: the same puzzle for everyone, from a seed named by the day, kind and band.
        const date = daily === '' || daily === 'today' ? today() : daily;
        const g = await (
          await p.variants()
        ).generate({
          variants: variant.variants,
          size,
          difficulty: band,
          seed: dailySeed(date, variant, band),
          signal,
        });
        source = { puzzle: g.puzzle, info: puzzleInfo({ difficulty: band, seed: g.seed, date }), answer: g.solution };
        p.next = null;
      } else if (daily !== null) {
        const date = daily === '' || daily === 'today' ? today() : daily;
        const d = await (await lab()).daily({ date, difficulty: band, signal });
        source = {
          puzzle: d.puzzle,
          info: puzzleInfo({ difficulty: d.difficulty, er: d.er, seed: d.seed, date: d.date }),
          answer: d.solution,
        };
        p.next = null;
      } else if (puzzle !== null) {
        source = { puzzle: puzzleText(puzzle), info: {}, answer: '' };
      } else if (!this.hasAttribute('puzzle')) {
        if (seed === null) {
          this.lastKey = `last:${band}${kind}`;
          const last = storage.get(this.lastKey);
          const saved = last && (/^[1-9.]{81}$/.test(last) || isVariantText(last)) ? this.saved(last) : null;
          if (saved && !saved.solved) source = { puzzle: last!, info: saved.info, answer: '' };
        }
        if (!source && variant) {
          const g = await (
            await p.variants()
          ).generate({
            variants: variant.variants,
            size,
            difficulty: band,
            ...(seed === null ? {} : { seed: Number(seed) }),
            signal,
          });
          source = { puzzle: g.puzzle, info: puzzleInfo({ difficulty: band, seed: g.seed }), answer: g.solution };
        } else if (!source) {
          const g = await (
            await lab()
          ).generate({ difficulty: band, ...(seed === null ? {} : { seed: Number(seed) }), signal });
          source = {
            puzzle: g.puzzle,
            info: puzzleInfo({ difficulty: band, er: g.er, seed: Number(g.seed) }),
            answer: g.solution,
          };
        }
      }
      if (run !== this.run || !source) return;
      const saved = this.saved(source.puzzle);
      this.own = true;
      if (saved) p.restore(saved.json);
      else {
        const problem = await p.loadPuzzle(source.puzzle, source.info, source.answer);
        if (problem) {
          this.own = false;
          return p.say(`The puzzle was not loaded: ${problem}`, 'error');
        }
        // A variant given otherwise (f-puzzles JSON, a grid) is saved under the board's compact line.
        const line = p.game.puzzleText();
        const kept = line === source.puzzle ? null : this.saved(line);
        if (kept) p.restore(kept.json);
      }
      // A puzzle has its own side: a size attribute that says another is named, not silently dropped.
      if (puzzle !== null && this.hasAttribute('size') && p.game.size !== size)
        this.warn(`size="${size}" does not apply: the puzzle attribute's puzzle is ${p.game.size}x${p.game.size}.`);
      await p.validateNow();
    } catch (e) {
      if (run === this.run) p.say(`No puzzle: ${e instanceof Error ? e.message : String(e)}`, 'error');
    }
  }

  /**
   * The saved game of a puzzle (classic givens, or a variant's compact line as Game.puzzleText
   * writes it), if readable and of that puzzle; anything else is removed, never loaded.
   */
  private saved(puzzle: string): { json: unknown; solved: boolean; info: PuzzleInfo } | null {
    const key = `game:${puzzle}`;
    const text = storage.get(key);
    if (text === null) return null;
    try {
      const json: unknown = JSON.parse(text);
      const g = new Game();
      if (g.fromJSON(json) && g.puzzleText() === puzzle && g.mode === 'play')
        return { json, solved: g.solved, info: g.info };
    } catch {
      /* not JSON */
    }
    storage.set(key, null);
    return null;
  }

  private save() {
    clearTimeout(this.saving);
    const game = this.p?.game;
    if (!this.own || !game || (!game.hasGivens() && !game.shape) || game.mode !== 'play') return;
    storage.set(`game:${game.puzzleText()}`, JSON.stringify(game.toJSON()));
    if (this.lastKey) storage.set(this.lastKey, game.puzzleText());
  }
}

/** Defines the element under a tag (sudoku-board); false where custom elements do not exist or the tag is taken. */
export function defineSudokuBoard(tag = 'sudoku-board'): boolean {
  const registry = globalThis.customElements;
  if (!registry || registry.get(tag)) return false;
  // One class per tag: a registry takes a constructor once.
  registry.define(tag, tag === 'sudoku-board' ? SudokuBoard : class extends SudokuBoard {});
  return true;
}

defineSudokuBoard();

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-board': SudokuBoard;
  }
}
