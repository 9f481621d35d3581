// The Create tab: a variant puzzle made by hand on a grid of its own — givens, Killer
// cages, jigsaw regions and rule checkboxes — drawn with the player's variant overlay, and judged by
// the variants engine after every change: its problems, or none, one or more solutions (with a cell
// two solutions disagree on, and that cell's given offered to make it unique). "Play this puzzle"
// puts it on the board. The engine and the drawing load when the tab is first shown (their own chunk).
import './create.css';
import type { App } from '../../app.js';
import { el, field } from '../../dom.js';
import { errorText, isAbort } from '../../errors.js';
import type { SudokuVariantLab } from 'sudoku-lab/variants';
import {
  RULES,
  SIZES,
  type Size,
  boxRegions,
  cageOf,
  cellName,
  compactLine,
  digitOfKey,
  drawModel,
  emptyEditor,
  givensText,
  isClassic,
  readSum,
  symbol,
} from './editor-state.js';
import { MAX_NODES, type Verdict, judge } from './verdict.js';
import { adoptVariantCss } from '../../variant-css.js';

type Tool = 'givens' | 'cage' | 'regions';
type Drawing = typeof import('sudoku-lab/variants');

/** Quiet time after a change before the engine is asked (a burst of typing makes one request). */
const SETTLE_MS = 250;

export function setupCreate(panel: HTMLElement, app: App) {
  let state = emptyEditor(9);
  let tool: Tool = 'givens';
  let selected = 0; // the cell keys act on
  let paint = 0; // the region the Regions tool paints
  let pending: number[] = []; // a cage being drawn, waiting for its sum
  let chosen = -1; // the cage picked for deletion
  let dragging = false;
  let verdict: Verdict | null = null;
  let drawing: Drawing | undefined;
  let lab: Promise<SudokuVariantLab> | undefined;
  let budget = MAX_NODES; // nodes a search may take; "Search longer" raises it

  // Controls.
  const size = el('select', { id: 'create-size' });
  for (const n of SIZES) size.append(el('option', { value: String(n) }, `${n}x${n}`));
  size.value = '9';
  const toolButtons = (['givens', 'cage', 'regions'] as const).map((t) =>
    el('button', { type: 'button', id: `create-tool-${t}`, 'data-tool': t, 'aria-pressed': 'false' }, toolName(t)),
  );
  const tools = el('div', { class: 'segmented', role: 'group', 'aria-label': 'Tool' }, ...toolButtons);
  const pad = el('div', { class: 'create-pad', role: 'group', 'aria-label': 'Digits' });
  const regionPick = el('div', { class: 'create-regions', role: 'group', 'aria-label': 'Region to paint' });
  const resetRegions = el('button', { type: 'button', id: 'create-regions-reset' }, 'Back to boxes');
  const regionRow = el('div', { class: 'row' }, regionPick, resetRegions);
  const sumInput = el('input', {
    id: 'create-cage-sum',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    placeholder: 'none',
  });
  const keepCage = el('button', { type: 'button', id: 'create-cage-keep', class: 'primary' }, 'Keep cage');
  const dropCage = el('button', { type: 'button', id: 'create-cage-cancel' }, 'Cancel');
  const sumNote = el('span', { class: 'create-note', 'data-kind': 'error', role: 'alert' });
  const cageEdit = el(
    'div',
    { class: 'row create-cage-edit' },
    field('Cage sum (Enter keeps it)', sumInput),
    keepCage,
    dropCage,
    sumNote,
  );
  const deleteCage = el('button', { type: 'button', id: 'create-cage-delete' }, 'Delete cage');
  const cageHelp = el(
    'p',
    { class: 'help' },
    'Drag across cells to draw a cage, then type its sum. Tap a cage and press Delete to remove it.',
  );
  const ruleBoxes = new Map(
    RULES.map((r) => [r.key, el('input', { type: 'checkbox', id: `create-rule-${r.key}` })] as const),
  );
  const rules = el(
    'fieldset',
    { class: 'checks create-rules' },
    el('legend', {}, 'Rules'),
    ...RULES.map((r) => el('label', {}, ruleBoxes.get(r.key)!, ` ${r.label}`)),
  );

  // The grid and its overlay.
  // One tab stop: the grid holds the focus and points at the selected cell (aria-activedescendant).
  const grid = el('div', { class: 'create-grid', role: 'grid', 'aria-label': 'Puzzle being made', tabindex: '0' });
  let cells: HTMLElement[] = [];
  let overlay: SVGSVGElement | undefined;

  // Feedback.
  const status = el('p', { id: 'create-status', class: 'status', role: 'status', 'aria-live': 'polite' });
  const problems = el('ul', { id: 'create-problems', class: 'create-problems' });
  const suggestText = el('span', { id: 'create-suggestion' });
  const addIt = el('button', { type: 'button', id: 'create-add' }, 'Add it');
  const suggest = el('p', { class: 'row create-suggest', hidden: '' }, suggestText, addIt);
  const longer = el('button', { type: 'button', id: 'create-longer', hidden: '' }, 'Search longer');
  const line = el('input', { id: 'create-line', type: 'text', readonly: '', spellcheck: 'false' });
  const play = el('button', { type: 'button', id: 'create-play', class: 'primary' }, 'Play this puzzle');
  const clear = el('button', { type: 'button', id: 'create-clear' }, 'Clear');
  const note = el('p', { id: 'create-note', class: 'create-note', role: 'status', 'aria-live': 'polite' });

  function toolName(t: Tool) {
    return t === 'givens' ? 'Givens' : t === 'cage' ? 'Cage' : 'Regions';
  }

  /** The grid's cells, pad and region buttons for the current size. */
  function build() {
    const n = state.size;
    grid.replaceChildren();
    grid.dataset.size = String(n);
    cells = [];
    for (let r = 0; r < n; r++) {
      const row = el('div', { role: 'row', class: 'create-row' });
      for (let c = 0; c < n; c++) {
        const i = r * n + c;
        const cell = el('div', {
          role: 'gridcell',
          class: 'create-cell',
          'data-ccell': String(i),
          id: `create-cell-${i}`,
        });
        if (c === n - 1) cell.classList.add('last-col');
        if (r === n - 1) cell.classList.add('last-row');
        cells.push(cell);
        row.append(cell);
      }
      grid.append(row);
    }
    overlay = undefined;
    const digit = (d: number) => {
      const b = el(
        'button',
        { type: 'button', 'data-digit': String(d), 'aria-label': d ? `Given ${symbol(d)}` : 'Erase given' },
        d ? symbol(d) : 'Erase',
      );
      onPress(b, () => setGiven(selected, d));
      return b;
    };
    pad.replaceChildren(...Array.from({ length: n }, (_, k) => digit(k + 1)), digit(0));
    const regionButton = (k: number) => {
      const b = el('button', { type: 'button', 'data-region': String(k), 'aria-pressed': 'false' }, symbol(k + 1));
      tint(b, k);
      b.setAttribute('aria-label', `Region ${k + 1}`);
      onPress(b, () => {
        paint = k;
        render();
      });
      return b;
    };
    regionPick.replaceChildren(...Array.from({ length: n }, (_, k) => regionButton(k)));
    ruleBoxes.get('w')!.disabled = n !== 9;
  }

  /** Everything on screen from the state. */
  function render() {
    const n = state.size;
    const line0 = compactLine(state);
    line.value = line0;
    panel.dataset.tool = tool;
    for (const b of toolButtons) b.setAttribute('aria-pressed', String(b.dataset.tool === tool));
    pad.hidden = tool !== 'givens';
    regionRow.hidden = tool !== 'regions';
    cageHelp.hidden = tool !== 'cage';
    cageEdit.hidden = tool !== 'cage' || !pending.length || dragging;
    deleteCage.hidden = tool !== 'cage' || chosen < 0;
    for (const b of regionPick.children)
      b.setAttribute('aria-pressed', String((b as HTMLElement).dataset.region === String(paint)));
    const differs = verdict?.kind === 'many' ? verdict.differs : undefined;
    const bad = new Set(verdict?.kind === 'problems' ? verdict.problems.flatMap((p) => p.cells) : []);
    const chosenCells = new Set(chosen >= 0 ? state.cages[chosen]?.cells : []);
    cells.forEach((cell, i) => {
      const d = state.givens[i]!;
      // In its own box: over the overlay's diagonals and cage lines, beside a cage's sum.
      cell.replaceChildren(...(d ? [el('span', { class: 'value' }, symbol(d))] : []));
      cell.dataset.region = String(state.regions[i]!);
      tint(cell, state.regions[i]!);
      cell.classList.toggle('selected', i === selected);
      cell.classList.toggle('pending', pending.includes(i));
      cell.classList.toggle('chosen', chosenCells.has(i));
      cell.classList.toggle('differs', i === differs);
      cell.classList.toggle('problem', bad.has(i));
      cell.setAttribute('aria-selected', String(i === selected));
      const cage = cageOf(state, i);
      const sum = cage >= 0 ? state.cages[cage]!.sum : undefined;
      cell.setAttribute(
        'aria-label',
        `${cellName(i, n)}, ${d ? symbol(d) : 'empty'}${tool === 'regions' ? `, region ${state.regions[i]! + 1}` : ''}${
          cage >= 0 ? `, cage${sum === undefined ? '' : ` of sum ${sum}`}` : ''
        }`,
      );
    });
    grid.setAttribute('aria-activedescendant', `create-cell-${selected}`);
    redraw();
  }

  /** The variant overlay at the grid's current width (drawn again when it changes). */
  function redraw() {
    const width = grid.clientWidth;
    if (!drawing || !(width > 0)) return;
    const model = drawModel(state);
    const sums = drawing.cageSumCells(model);
    cells.forEach((c, i) => c.classList.toggle('cage-sum', sums.has(i)));
    const plain = cells.find((_, i) => !sums.has(i));
    if (plain) drawing.placeSumDigits(cells, model, width, parseFloat(getComputedStyle(plain).fontSize));
    const svg = drawing.drawVariant(model, { width });
    if (overlay) overlay.replaceWith(svg);
    else grid.append(svg);
    overlay = svg;
  }

  // The engine's verdict, asked SETTLE_MS after the last change; a newer change aborts an older request.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | undefined;
  function changed() {
    verdict = null;
    note.textContent = '';
    render();
    showVerdict();
    budget = MAX_NODES;
    clearTimeout(timer);
    running?.abort();
    running = undefined;
    timer = setTimeout(() => void check(), SETTLE_MS);
  }

  async function check() {
    const ac = new AbortController();
    running = ac;
    try {
      lab ??= app.variants();
      const v = await judge(await lab, compactLine(state), ac.signal, budget);
      if (ac.signal.aborted) return;
      verdict = v;
      showVerdict();
      render();
    } catch (e) {
      if (ac.signal.aborted || isAbort(e)) return;
      if (lab) lab.catch(() => (lab = undefined)); // a failed start is tried again on the next change
      status.className = 'status status-error';
      status.textContent = `Not checked: ${errorText(e)}`;
    } finally {
      if (running === ac) running = undefined;
    }
  }

  function showVerdict() {
    problems.replaceChildren();
    suggest.hidden = longer.hidden = true;
    const v = verdict;
    const say = (text: string, kind = '') => {
      status.className = `status${kind ? ` status-${kind}` : ''}`;
      status.textContent = text;
    };
    if (!v) return say('Checking…');
    switch (v.kind) {
      case 'problems':
        say(`Not a puzzle yet: ${v.problems.length} problem${v.problems.length > 1 ? 's' : ''}.`, 'error');
        problems.append(...v.problems.map((p) => el('li', {}, p.message)));
        return;
      case 'none':
        return say('No solution.', 'unsolvable');
      case 'one':
        return say('Exactly one solution.', 'solved');
      case 'undecided':
        longer.hidden = false;
        return say(`Undecided: the search stopped after ${v.nodes.toLocaleString('en')} nodes.`, 'multiple');
      case 'many': {
        const n = state.size;
        if (v.differs === undefined || !v.second) return say('More than one solution.', 'multiple');
        const at = cellName(v.differs, n);
        say(`More than one solution: ${at} can be ${v.first[v.differs]} or ${v.second[v.differs]}.`, 'multiple');
        suggestText.textContent = `Make it unique: give ${at} a ${v.first[v.differs]}.`;
        suggest.hidden = false;
      }
    }
  }

  // Editing.
  const setGiven = (i: number, d: number) => {
    if (state.givens[i] === d) return;
    state.givens[i] = d;
    changed();
  };
  const select = (i: number, focus = true) => {
    selected = i;
    render();
    if (focus) grid.focus({ preventScroll: true });
  };
  /** A pointer's cell in the Cage and Regions tools: taken into the cage being drawn, or painted. */
  const touchCell = (i: number, first: boolean) => {
    if (tool === 'regions') {
      if (state.regions[i] === paint) return;
      state.regions[i] = paint;
      changed();
    } else if (tool === 'cage') {
      if (first) {
        chosen = cageOf(state, i);
        pending = chosen >= 0 ? [] : [i];
        sumNote.textContent = '';
      } else if (chosen < 0 && !pending.includes(i) && cageOf(state, i) < 0) pending.push(i);
      render();
    }
  };
  const finishDraw = () => {
    if (tool === 'cage' && pending.length) {
      sumInput.value = '';
      sumInput.focus();
    }
  };
  const keep = () => {
    if (!pending.length) return;
    const r = readSum(sumInput.value, pending.length, state.size);
    if ('error' in r) {
      sumNote.textContent = r.error;
      return;
    }
    sumNote.textContent = '';
    state.cages.push(r.sum === undefined ? { cells: pending } : { cells: pending, sum: r.sum });
    selected = pending[0]!;
    pending = [];
    changed();
    grid.focus({ preventScroll: true });
  };
  const cancel = () => {
    pending = [];
    sumNote.textContent = '';
    render();
    grid.focus({ preventScroll: true });
  };
  const removeChosen = () => {
    if (chosen < 0) return;
    state.cages.splice(chosen, 1);
    chosen = -1;
    changed();
    grid.focus({ preventScroll: true });
  };

  const cellAt = (x: number, y: number): number => {
    const hit = document.elementFromPoint(x, y)?.closest<HTMLElement>('.create-cell');
    return hit && grid.contains(hit) ? Number(hit.dataset.ccell) : -1;
  };
  grid.addEventListener('pointerdown', (e) => {
    const i = cellAt(e.clientX, e.clientY);
    if (i < 0 || e.button > 0) return;
    e.preventDefault(); // no text selection or scrolling while drawing
    grid.setPointerCapture(e.pointerId); // the drag's end comes here wherever it is
    dragging = true;
    select(i);
    touchCell(i, true);
  });
  grid.addEventListener('pointermove', (e) => {
    if (!dragging) return;
    const i = cellAt(e.clientX, e.clientY);
    if (i >= 0) touchCell(i, false);
  });
  const endDrag = () => {
    if (!dragging) return;
    dragging = false;
    render();
    finishDraw();
  };
  grid.addEventListener('pointerup', endDrag);
  grid.addEventListener('pointercancel', endDrag);
  grid.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return; // the browser's and the page's shortcuts
    const n = state.size;
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -n, ArrowDown: n };
    const move = moves[e.key];
    if (move !== undefined) {
      e.preventDefault();
      const r = Math.floor(selected / n);
      const next = selected + move;
      if (next >= 0 && next < n * n && (Math.abs(move) === n || Math.floor(next / n) === r)) select(next);
      return;
    }
    if (tool === 'givens') {
      const d = digitOfKey(e.key, n);
      if (d) setGiven(selected, d);
      else if (e.key === 'Backspace' || e.key === 'Delete' || e.key === '0' || e.key === '.') setGiven(selected, 0);
      else return;
      e.preventDefault();
    } else if (tool === 'cage') {
      if ((e.key === 'Delete' || e.key === 'Backspace') && chosen >= 0) removeChosen();
      else if (e.key === ' ') touchCell(selected, !pending.length);
      else if (e.key === 'Enter') finishDraw();
      else if (e.key === 'Escape') cancel();
      else return;
      e.preventDefault();
    } else if (tool === 'regions' && (e.key === ' ' || e.key === 'Enter')) {
      e.preventDefault();
      touchCell(selected, true);
    }
  });

  // Controls' events.
  size.addEventListener('change', () => {
    state = emptyEditor(Number(size.value) as Size);
    for (const [k, box] of ruleBoxes) box.checked = state.rules.has(k);
    selected = paint = 0;
    pending = [];
    chosen = -1;
    build();
    changed();
  });
  for (const b of toolButtons)
    onPress(b, () => {
      tool = b.dataset.tool as Tool;
      pending = [];
      chosen = -1;
      render();
    });
  onPress(resetRegions, () => {
    state.regions = boxRegions(state.size);
    changed();
  });
  sumInput.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') keep();
    else if (e.key === 'Escape') cancel();
    else return;
    e.preventDefault();
  });
  onPress(keepCage, keep);
  onPress(dropCage, cancel);
  onPress(deleteCage, removeChosen);
  for (const [k, box] of ruleBoxes)
    box.addEventListener('change', () => {
      if (box.checked) state.rules.add(k);
      else state.rules.delete(k);
      changed();
    });
  onPress(addIt, () => {
    if (verdict?.kind !== 'many' || verdict.differs === undefined) return;
    const i = verdict.differs;
    selected = i;
    setGiven(i, digitOfKey(verdict.first[i]!, state.size));
  });
  onPress(longer, () => {
    if (verdict?.kind !== 'undecided' || running) return;
    budget *= 10;
    verdict = null;
    showVerdict();
    void check();
  });
  onPress(clear, () => {
    const rulesKept = state.rules;
    state = emptyEditor(state.size);
    state.rules = rulesKept;
    pending = [];
    chosen = -1;
    changed();
  });
  onPress(play, async () => {
    // A classic puzzle goes as its 81 characters, which every player reads; others as the line.
    const problem = await app.loadPuzzle(isClassic(state) ? givensText(state) : compactLine(state));
    note.dataset.kind = problem ? 'error' : 'ok';
    note.textContent = problem ? `Not put on the board: ${problem}` : 'On the board: play it there.';
    if (problem) return;
    app.board.select(0);
    document.getElementById('board')?.scrollIntoView({ block: 'start' });
  });

  // The drawing module and the engine load when the tab is first shown.
  const start = () => {
    if (lab) return;
    lab = app.variants();
    lab.catch(() => {}); // said by check()
    import('sudoku-lab/variants').then(
      (m) => {
        drawing = m;
        adoptVariantCss(m.VARIANT_CSS);
        redraw();
      },
      (e: unknown) => (note.textContent = `The drawing could not load: ${errorText(e)}`),
    );
    changed();
  };
  if (!panel.hidden) start();
  else {
    const seen = new MutationObserver(() => {
      if (panel.hidden) return;
      seen.disconnect();
      start();
    });
    seen.observe(panel, { attributes: true, attributeFilter: ['hidden'] });
  }
  new ResizeObserver(() => redraw()).observe(grid);

  panel.append(
    el('h2', {}, 'Create a puzzle'),
    el(
      'p',
      { class: 'help' },
      'Set givens, draw Killer cages or jigsaw regions and pick rules; the engine says after each change whether the puzzle has one solution.',
    ),
    el('div', { class: 'fields' }, field('Size', size), el('div', { class: 'field' }, el('span', {}, 'Tool'), tools)),
    pad,
    regionRow,
    cageHelp,
    el('div', { class: 'create-board' }, grid),
    cageEdit,
    deleteCage,
    status,
    problems,
    suggest,
    longer,
    rules,
    field('Compact line', line),
    el('div', { class: 'row' }, play, clear),
    note,
  );
  build();
  render();
  showVerdict();
}

/** Eight hues far apart, for regions k, k + 8, ... (create.css mixes them into the background). */
const HUES = [0, 30, 55, 115, 175, 215, 265, 320];
/** A region's tint on a cell or button: a custom property, which the strict CSP allows. */
function tint(e: HTMLElement, region: number) {
  e.style.setProperty('--hue', String(HUES[region % HUES.length]));
}

/**
 * Acts when a pointer is released on the button rather than on the click: on a touch screen a tap
 * soon after a drag on the grid may be taken as part of a gesture and never become a click.
 * Keyboard and programmatic clicks (detail 0) still act on click.
 */
function onPress(b: HTMLButtonElement, act: () => void) {
  let down: number | null = null;
  b.addEventListener('pointerdown', (e) => {
    if (e.button === 0) down = e.pointerId;
  });
  b.addEventListener('pointerup', (e) => {
    const on = b.contains(document.elementFromPoint(e.clientX, e.clientY));
    if (down !== e.pointerId || !on || b.disabled) return;
    down = null;
    act();
  });
  b.addEventListener('pointercancel', () => (down = null));
  b.addEventListener('click', (e) => {
    if (e.detail === 0) act();
  });
}
