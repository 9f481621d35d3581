// The whole player around one Game: the rules line (a variant's), the board, the message line (mode
// and latest message), the input pad, the tools (auto-notes, checks, hint, clear marks), the timer
// and the finish panel, with the engine's validity watch, hints and the answer for counting
// mistakes. Classic puzzles are judged by the play engine, variants by the variants engine (judge.ts). Its parts are
// built here and placed by the host (the <sudoku-board> element, element.ts), which the app's
// Play view uses: one implementation of the player.
import type { SudokuPlayLab } from '../play-lab.js';
import type { Difficulty, VariantName } from '../types.js';
import type { SudokuVariantLab } from '../variant-lab.js';
import { Board } from './board.js';
import { clock, randomSeed } from './clock.js';
import type { MessageKind, PlayerContext } from './context.js';
import { el } from './dom.js';
import { Game, type PuzzleInfo, bit } from './game.js';
import { type HintPress, hinter } from './hint.js';
import { showFinish } from './finish.js';
import { solutionOf } from './judge.js';
import { digitOf, isPlain, shapeOf } from './layout.js';
import { rulesText } from './variant-draw.js';
import { MODE_NAMES, Pad } from './pad.js';
import { watchValidity } from './validity.js';

/** off: no Hint button; on: as many as asked; limited: HINT_LIMIT presses per puzzle. */
export type HintsMode = 'off' | 'on' | 'limited';
/** Hint presses a puzzle allows with hints="limited". */
export const HINT_LIMIT = 3;

/** The rules of the puzzles a player generates: variant names (none: classic) and the grid's side. */
export interface VariantChoice {
  variants: VariantName[];
  size: 4 | 6 | 9 | 12 | 16;
}

/**
 * Whether text is a variant puzzle (f-puzzles JSON, a compact line, or a plain grid of another size
 * than 9x9) rather than a classic one (81 characters or a pasted grid).
 */
export function isVariantText(text: string): boolean {
  const t = text.trim();
  if (t.startsWith('{') || /^\d{1,2};/.test(t) || /^(4|6|12|16)$/.test(t)) return true;
  return /^[0-9A-Ga-g.]+$/.test(t) && [16, 36, 144, 256].includes(t.length);
}

/** The variants engine, loaded the first time a player meets a variant (the classic page never fetches it). */
let sharedVariants: Promise<SudokuVariantLab> | null = null;
const loadVariants = () =>
  (sharedVariants ??= import('../variants.js')
    .then((m) => m.createVariantLab())
    .catch((e: unknown) => {
      sharedVariants = null; // a later call tries again
      throw e;
    }));

/** What a player tells its host: the element turns these into DOM events. */
export interface PlayerEvents {
  change: { grid: string; entries: string };
  hint: HintPress;
  mistake: { cell: string; digit: number };
  /** The player's figures and the puzzle's info (rated on finishing when it came without a rating). */
  solved: { timeMs: number; hints: number; mistakes: number; puzzle: string } & PuzzleInfo;
}
/** @internal How a player tells its host of an event. */
export type Emit = <K extends keyof PlayerEvents>(type: K, detail: PlayerEvents[K]) => void;

/** The whole player: board, pad, tools, hints, timer, finish panel. @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API. */
export class Player {
  readonly game = new Game();
  readonly board: Board;
  readonly pad: Pad;
  /** The line under the board: the mode line and the latest message. */
  readonly messages: HTMLElement;
  readonly modeLine: HTMLElement;
  readonly messageText: HTMLElement;
  readonly tools: HTMLElement;
  readonly timer: HTMLElement;
  readonly finish: HTMLElement;
  /** A variant's rules in words, above the board (empty for classic). */
  readonly rules: HTMLElement;
  /** The kind of puzzle New game makes: null classic, else its variants and size. */
  variant: VariantChoice | null = null;
  /** Hint presses allowed (see HintsMode). */
  hintsMode: HintsMode = 'on';
  /** Said on the mode line after "Solved · " (the app names its New game button). */
  solvedNote = 'well done.';
  /** The difficulty of the next puzzle when the solved one has none. */
  difficulty = 'easy';
  /** Asked before a new puzzle replaces the board; false keeps the board (the app's running jobs). */
  beforeLoad: (givens: string) => boolean | Promise<boolean> = () => true;
  /** The finish panel's next puzzle at a difficulty; null: no such button (a daily puzzle). */
  next: ((difficulty: string) => void) | null = (d) => void this.newGame(d);
  private readonly hintBtn: HTMLButtonElement;
  private readonly ctx: PlayerContext;
  private readonly validate: () => Promise<void>;
  private readonly buttons: HTMLButtonElement[];
  private readonly auto: HTMLButtonElement;
  private finished = false;
  /** A restored game is being drawn: no events for what happened before. */
  private quiet = false;
  private solutionFor = '';
  private solutionOf: Promise<string | null> = Promise.resolve(null);
  private rulesFor: unknown = undefined;
  /** The generation under way (New game, the host's attributes): aborted when another starts or the host goes. */
  private generation: AbortController | null = null;
  /** The finish's rating under way: aborted when the host goes. */
  private rating = new AbortController();

  constructor(
    readonly lab: () => Promise<SudokuPlayLab>,
    private readonly emit: Emit = () => {},
    readonly variants: () => Promise<SudokuVariantLab> = loadVariants,
  ) {
    const { game } = this;
    this.board = new Board(el('div'), game, { escapeTo: () => this.pad.el.querySelector('button') });
    this.board.el.remove();
    this.pad = new Pad(this.board, game);
    this.modeLine = el('span', { id: 'mode-line', class: 'mode-line' });
    this.messageText = el('span', { id: 'message-text', class: 'message-text' });
    this.messages = el(
      'div',
      { id: 'messages', class: 'messages', part: 'message', role: 'status', 'aria-live': 'polite' },
      this.modeLine,
      this.messageText,
    );
    const say = this.say.bind(this);
    this.rules = el('ul', { class: 'rules', part: 'rules', 'aria-label': 'Rules of this puzzle' });
    this.ctx = { lab, variants, game, board: this.board, say };
    const hint = hinter(this.ctx, (p) => emit('hint', p));

    const button = (text: string, attrs: Record<string, string>, onClick: () => void) => {
      const b = el('button', { type: 'button', part: 'button', ...attrs }, text);
      b.addEventListener('click', onClick);
      return b;
    };
    this.auto = button('Auto-notes', { title: 'Keep every empty cell’s candidates as corner marks' }, () =>
      game.setAutoNotes(!game.autoNotes),
    );
    const clearMarks = button('Clear marks', { title: 'Remove all corner and centre marks' }, () => game.clearMarks());
    const checkAll = button('Check', { title: 'Mark wrong digits and marks that lost the answer' }, () => {
      void this.check();
    });
    const checkCell = button('Check cell', { title: 'Check the selected cell only' }, () => {
      void this.check(this.board.selected);
    });
    this.hintBtn = button('Hint', { title: 'Press again for more: where to look, which technique, the move' }, () => {
      if (this.hintsMode === 'limited' && this.game.hints >= HINT_LIMIT)
        return this.say(`No hints left: ${HINT_LIMIT} per puzzle.`, 'error');
      void hint();
    });
    this.buttons = [this.auto, clearMarks, checkAll, checkCell, this.hintBtn];
    this.tools = el(
      'div',
      { class: 'tools', part: 'tools', role: 'group', 'aria-label': 'Tools' },
      this.auto,
      checkAll,
      checkCell,
      this.hintBtn,
      clearMarks,
    );
    this.timer = el('span', { class: 'timer', part: 'timer', role: 'timer', 'aria-label': 'Time played' }, '0:00');
    this.finish = el('section', {
      id: 'finish',
      class: 'finish',
      part: 'finish',
      'aria-label': 'Puzzle solved',
      hidden: '',
    });

    this.validate = watchValidity(this.ctx, () => this.messageText.textContent ?? '');
    game.onChange(() => this.sync());
    this.board.onMode(() => this.sync());
    game.onMistake((c, d) => emit('mistake', { cell: game.name(c), digit: d }));
    // Mistakes are counted as digits are placed, so a played puzzle needs its answer.
    game.onChange(() => {
      if (game.mode !== 'play' || game.answer || !game.isPuzzle()) return;
      const puzzle = game.puzzleText();
      void this.solution().then((a) => {
        if (a && game.mode === 'play' && game.puzzleText() === puzzle) game.answer = a;
      });
    });
    let last = { givens: game.givensText(), grid: game.gridText() };
    game.onChange(() => {
      const now = { givens: game.givensText(), grid: game.gridText() };
      if (now.givens === last.givens && now.grid !== last.grid)
        emit('change', { grid: now.grid, entries: game.entriesText() });
      last = now;
    });
    this.sync();
  }

  /** Shows a message on the message line ('' clears it). */
  say(text: string, kind: MessageKind = 'info') {
    this.messageText.textContent = text;
    this.messageText.dataset.kind = kind;
  }

  /** Checks the entries (or one cell's) against the answer: wrong digits and marks that lost it. */
  async check(only?: number): Promise<void> {
    const { game, board } = this;
    const answer = game.answer || (await this.solution());
    if (!answer) return this.say('This puzzle has no unique solution, so entries cannot be checked.', 'error');
    const cells = only === undefined ? [...Array(game.cells).keys()] : [only];
    const cand = game.candidates();
    const right = (c: number) => digitOf(answer[c] ?? '');
    const wrong = cells.filter((c) => game.entries[c] && game.entries[c] !== right(c));
    const lost = cells.filter((c) => !game.digit(c) && cand[c] && !(cand[c]! & bit(right(c))));
    board.highlight('mistake', wrong);
    board.highlight('wrongmark', lost);
    const parts = [];
    if (wrong.length) parts.push(`${wrong.length} wrong digit${wrong.length > 1 ? 's' : ''}`);
    if (lost.length) parts.push(`${lost.length} cell${lost.length > 1 ? 's' : ''} whose marks lost the answer`);
    const where = only === undefined ? '' : ` in ${game.name(only)}`;
    this.say(
      parts.length ? `${parts.join(' and ')}${where} (marked on the board).` : `No mistakes${where} so far.`,
      parts.length ? 'error' : 'ok',
    );
  }

  /** The engine's judgement of the board now (conflicts shown, a full valid grid solved). */
  validateNow(): Promise<void> {
    return this.validate();
  }

  /** The puzzle's unique solution from the engine (cached per puzzle), or null. */
  solution(): Promise<string | null> {
    const puzzle = this.game.puzzleText();
    if (puzzle !== this.solutionFor) {
      this.solutionFor = puzzle;
      this.solutionOf = solutionOf(this.ctx, this.game).catch(() => null);
    }
    return this.solutionOf;
  }

  /**
   * Puts a puzzle on the board: 81 characters or a pasted grid (classic), or a variant (f-puzzles
   * JSON, a compact line, a grid of another size). Text the engine cannot read is refused with its
   * message (returned); a grid with repeated digits is loaded and its conflicts are shown on the
   * board. info and answer: the generator's figures and solution.
   */
  async loadPuzzle(text: string, info: PuzzleInfo = {}, answer = ''): Promise<string | null> {
    if (isVariantText(text)) return this.loadVariant(text, info, answer);
    const v = await (await this.lab()).validate(text);
    if (!v.ok && v.errors.some((e) => e.kind !== 'repeated')) return v.errors.map((e) => e.message).join('; ');
    const digits = Array.from(text.replace(/[^0-9.]/g, ''), (ch) => (ch === '.' ? 0 : Number(ch)));
    if (!(await this.beforeLoad(digits.map((d) => (d ? String(d) : '.')).join(''))))
      return 'The puzzle was not changed: a job is still running on this one.';
    this.finish.hidden = true;
    this.game.load(digits, 'play', info, answer);
    this.board.select(0, false);
    return null;
  }

  /** A variant puzzle onto the board, read by the variants engine (a plain 9x9 one plays as classic). */
  private async loadVariant(text: string, info: PuzzleInfo, answer: string): Promise<string | null> {
    let model;
    try {
      model = await (await this.variants()).model(text);
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
    // The board draws no constraint yet (thermometers, arrows, dots): played without them the puzzle would
    // have other rules and other solutions, so it is refused, naming them.
    if (model.constraints.length) {
      const named = model.constraints.slice(0, 3).map((c) => c.description);
      if (model.constraints.length > 3) named.push(`${model.constraints.length - 3} more`);
      return `This board does not draw constraints yet (${named.join(', ')}): the puzzle cannot be played here.`;
    }
    const shape = shapeOf(model);
    const plain = isPlain(shape);
    if (!(await this.beforeLoad(plain ? model.givens.map((d) => (d ? String(d) : '.')).join('') : text)))
      return 'The puzzle was not changed: a job is still running on this one.';
    this.finish.hidden = true;
    this.game.load(model.givens, 'play', info, answer, plain ? null : shape);
    this.board.select(0, false);
    return null;
  }
  /**
   * A saved game back on the board (Game.fromJSON: false, nothing changed, unless readable). A
   * game saved solved shows its finish panel again but fires no second solved event.
   */
  restore(saved: unknown): boolean {
    if (!this.game.fromJSON(saved)) return false;
    this.quiet = this.game.solved;
    this.board.select(0, false);
    this.game.changed();
    this.quiet = false;
    return true;
  }

  /**
   * A generation starts: the one under way, if any, is aborted (its puzzle is no longer wanted,
   * and a generator running on would starve the next one in the shared worker). Its signal.
   */
  generating(): AbortSignal {
    this.generation?.abort();
    this.generation = new AbortController();
    return this.generation.signal;
  }
  /** Aborts the engine work the player started, if any: a generation, a finish's rating (the host left the page). */
  stop() {
    this.generation?.abort();
    this.generation = null;
    this.rating.abort();
    this.rating = new AbortController();
  }

  /**
   * A new puzzle at a difficulty (a fresh random seed unless given) of the player's variant kind
   * (this.variant, or the one given); null if none came (said why).
   */
  async newGame(
    band: string,
    seed: number | string = randomSeed(),
    variant = this.variant,
  ): Promise<{ puzzle: string; solution: string; seed: number } | null> {
    const kind = variant?.variants.length ? `${variantTitle(variant)} ` : '';
    this.say(`Generating a new ${band} ${kind}puzzle…`);
    const signal = this.generating();
    try {
      const g = variant?.variants.length
        ? await (
            await this.variants()
          ).generate({
            variants: variant.variants,
            size: variant.size,
            difficulty: band as Difficulty,
            seed,
            signal,
          })
        : await (await this.lab()).generate({ difficulty: band as Difficulty, seed: seed as number, signal });
      if (signal.aborted) return null;
      const er = 'er' in g ? g.er : undefined;
      const problem = await this.loadPuzzle(g.puzzle, puzzleInfoOf(band, g.seed, er), g.solution);
      if (problem) throw new Error(problem);
      this.say(`New ${band} ${kind}puzzle (seed ${g.seed}).`);
      return g;
    } catch (e) {
      // Aborted: another puzzle was asked for (it speaks for itself), or the board is gone.
      if (!signal.aborted) this.say(`No new puzzle: ${e instanceof Error ? e.message : String(e)}`, 'error');
      return null;
    }
  }

  /** Redraws the timer alone (each second). */
  tick() {
    this.timer.textContent = clock(this.game.timeMs());
  }

  /** Brings the mode line, pad, tools, timer and finish panel in line with the game. */
  sync() {
    const { game, board } = this;
    const editing = game.mode === 'edit';
    this.pad.sync();
    this.auto.setAttribute('aria-pressed', String(game.autoNotes));
    for (const b of this.buttons) b.disabled = game.locked;
    this.hintBtn.hidden = this.hintsMode === 'off';
    const left = Math.max(0, HINT_LIMIT - game.hints);
    this.hintBtn.textContent = this.hintsMode === 'limited' ? `Hint (${left} left)` : 'Hint';
    this.tick();
    if (this.rulesFor !== game.shape) {
      this.rulesFor = game.shape;
      const shape = game.shape;
      this.rules.replaceChildren(...(shape ? rulesText(shape).map((t) => el('li', {}, t)) : []));
    }
    this.modeLine.textContent = game.waiting
      ? 'No puzzle yet. '
      : editing
        ? 'Editing the givens: enter digits, then press Play. '
        : game.locked
          ? `Solved · ${this.solvedNote} `
          : `Playing · ${MODE_NAMES[board.inputMode]} mode. `;
    if (game.solved && !this.finished) {
      const quiet = this.quiet;
      const options = { next: this.next, difficulty: this.difficulty, signal: this.rating.signal };
      showFinish(this.ctx, this.finish, options, (f) => {
        if (!quiet) this.emit('solved', f);
      });
    }
    if (!game.solved) this.finish.hidden = true;
    this.finished = game.solved;
  }

  /**
   * Keys that reach the host from outside the grid (a pad or tool button just pressed) go to
   * the board (digits false: not these): digits, erase, Z and Y; Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z)
   * undo and redo from anywhere but a text field.
   */
  hostKey(e: KeyboardEvent, digits = true) {
    const t = e.composedPath()[0] as HTMLElement;
    if (e.defaultPrevented || t.closest?.('select, input, textarea')) return;
    const toBoard = digits && !this.board.el.contains(t);
    const digit = /^(Digit|Numpad)[0-9]$/.test(e.code);
    if (e.ctrlKey || e.metaKey) {
      const k = e.key.toLowerCase();
      if (toBoard && digit) return this.board.handleKey(e);
      if (k === 'z' && !e.shiftKey) this.game.undo();
      else if (k === 'y' || (k === 'z' && e.shiftKey)) this.game.redo();
      else return;
      e.preventDefault();
    } else if (toBoard && (digit || e.key === 'Backspace' || e.key === 'Delete' || /^[zy]$/i.test(e.key)))
      this.board.handleKey(e);
  }
}

/** The generator's figures as a PuzzleInfo. */
const puzzleInfoOf = (difficulty: string, seed: number, er?: number): PuzzleInfo =>
  er === undefined ? { difficulty, seed } : { difficulty, er, seed };

/** A variant kind's name for messages: "Killer X", "anti-knight 6x6". */
export function variantTitle(v: VariantChoice): string {
  const names: Record<string, string> = { killer: 'Killer', x: 'X', jigsaw: 'jigsaw', windoku: 'windoku' };
  const words = v.variants.map((n) => names[n] ?? n).join(' ');
  return v.size === 9 ? words : `${words} ${v.size}x${v.size}`;
}
