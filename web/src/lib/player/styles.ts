// The <sudoku-board> element's styles, adopted by its shadow root as a constructed stylesheet
// (allowed by a Content-Security-Policy without 'unsafe-inline'). Every colour is a custom
// property --sudoku-<name> the page may set (TOKENS: light and dark defaults); the theme
// attribute picks the defaults: light, dark, or auto (the system's preference).
import { MARKS_CSS } from './marks.js';
import { VARIANT_CSS } from './variant-draw.js';

/** `[name, light, dark]`: the custom property `--sudoku-<name>`. Digits and marks keep 4.5:1 on every cell colour. */
export const TOKENS: [string, string, string][] = [
  ['surface', '#f7f7f5', '#15171b'],
  ['bg', '#ffffff', '#1e2126'],
  ['ink', '#1b1d21', '#e6e8eb'],
  ['muted', '#4d535c', '#b9bfc8'],
  ['line', '#c9ccd1', '#434851'],
  ['thick', '#1b1d21', '#c3c7ce'],
  ['given', '#1b1d21', '#f1f2f4'],
  ['entry', '#1d4fb8', '#a4c3ff'],
  ['accent', '#1d4fb8', '#8db4ff'],
  ['accent-ink', '#ffffff', '#0d1524'],
  ['selection', '#dbe7fd', '#26385c'],
  ['selection-ring', '#1d4fb8', '#8db4ff'],
  ['look-ring', '#17692f', '#7fd69a'],
  ['peer', '#eef1f6', '#252a32'],
  ['peer-ring', '#747e90', '#7f8998'],
  ['same', '#dfe8fb', '#2a3550'],
  ['conflict-bg', '#fbd3d3', '#5c1f24'],
  ['conflict-ink', '#a01313', '#ffb3b3'],
  ['mistake-bg', '#ffe2b8', '#5a3d12'],
  ['hint-bg', '#cdf0d5', '#1f4a2b'],
  ['ok', '#17692f', '#7fd69a'],
  ['error', '#a01313', '#ff9d9d'],
  ['focus', '#b34700', '#ffb366'],
  // Variants (variant-draw.ts): Killer cage outlines, shaded extra regions (translucent: over any cell colour), diagonals.
  ['cage', '#2f3338', '#c3c7ce'],
  ['shade', 'rgb(27 29 33 / 10%)', 'rgb(230 232 235 / 15%)'],
  ['diagonal', '#8a919b', '#6b727c'],
  ['colour-1', '#cdcdcd', '#494c52'],
  ['colour-2', '#f9bfbf', '#7a2e2e'],
  ['colour-3', '#f8c48c', '#6e4219'],
  ['colour-4', '#f4e27a', '#554c0e'],
  ['colour-5', '#a9dfa3', '#29552b'],
  ['colour-6', '#96dcd6', '#1c5451'],
  ['colour-7', '#b7cff7', '#2c4a80'],
  ['colour-8', '#d7c5f3', '#523a78'],
  ['colour-9', '#f4bedf', '#73385c'],
];

const vars = (dark: boolean) =>
  TOKENS.map(([n, light, night]) => `--_${n}: var(--sudoku-${n}, ${dark ? night : light});`).join('\n  ');
const nine = (rule: (k: number) => string) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map(rule).join('\n');

export const CSS = `
:host {
  display: block;
  max-width: var(--sudoku-width, 34rem);
  background: var(--_surface);
  color: var(--_ink);
  font-family: var(--sudoku-font, system-ui, -apple-system, 'Segoe UI', sans-serif);
  ${vars(false)}
  color-scheme: light;
}
:host([theme='dark']) {
  ${vars(true)}
  color-scheme: dark;
}
@media (prefers-color-scheme: dark) {
  :host(:not([theme='light']):not([theme='dark'])) {
    ${vars(true)}
    color-scheme: dark;
  }
}
:host([hidden]) {
  display: none;
}
* {
  box-sizing: border-box;
}
:focus-visible {
  outline: 3px solid var(--_focus);
  outline-offset: 1px;
}
button {
  font: inherit;
  color: var(--_ink);
  background: var(--_bg);
  border: 1px solid var(--_line);
  border-radius: 6px;
  padding: 0.3rem 0.6rem;
  cursor: pointer;
  min-height: 44px;
  min-width: 44px;
}
button:hover:not(:disabled) {
  border-color: var(--_accent);
}
button:disabled {
  opacity: 0.55;
  cursor: default;
}
button[aria-pressed='true'],
button.primary {
  background: var(--_accent);
  color: var(--_accent-ink);
  border-color: var(--_accent);
}
[hidden] {
  display: none !important;
}
.tools {
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin-top: 0.5rem;
  align-items: center;
}
.timer {
  font-variant-numeric: tabular-nums;
  font-weight: 600;
}
.messages {
  min-height: 1.5em;
  margin-top: 0.4rem;
}
.mode-line {
  font-weight: 600;
}
.message-text[data-kind='error'] {
  color: var(--_error);
}
.message-text[data-kind='ok'] {
  color: var(--_ok);
}
.head {
  display: flex;
  justify-content: flex-end;
  min-height: 1.5em;
}
.row {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.5rem 0;
}
.stats {
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.1rem 1rem;
  margin: 0.5rem 0;
}
.stats dt {
  color: var(--_muted);
}
.stats dd {
  margin: 0;
  font-variant-numeric: tabular-nums;
}
.board {
  position: relative;
  display: grid;
  grid-template-rows: repeat(var(--_n, 9), minmax(0, 1fr));
  width: 100%;
  max-width: var(--sudoku-board-size, 34rem);
  aspect-ratio: 1;
  border: 3px solid var(--_thick);
  background: var(--_bg);
  user-select: none;
  -webkit-user-select: none;
  touch-action: none;
  /* The cells' digits and marks (z-index 1) lie over the overlay, and stay under the page's own layers. */
  isolation: isolate;
}
.board-row {
  display: grid;
  grid-template-columns: repeat(var(--_n, 9), minmax(0, 1fr));
}
/* Classic boxes by CSS; a variant's regions are drawn by its overlay (variant-draw.ts). */
.board:not(.variant) .board-row:nth-child(3n):not(:last-child) .cell {
  border-bottom: 2px solid var(--_thick);
}
.cell {
  display: flex;
  align-items: center;
  justify-content: center;
  border-right: 1px solid var(--_line);
  border-bottom: 1px solid var(--_line);
  font-size: var(--sudoku-digit-size, clamp(1.4rem, 6.5vw, 2rem));
  color: var(--_entry);
  cursor: pointer;
  position: relative;
  min-width: 0;
}
.board:not(.variant) .cell:nth-child(3n):not(:last-child) {
  border-right: 2px solid var(--_thick);
}
.cell.given {
  color: var(--_given);
  font-weight: 650;
}
.cell.peer {
  background: var(--_peer);
}
/* The cursor's row and column: a band drawn by two lines at least 3:1 against the cell. */
.cell.peer-row {
  box-shadow:
    inset 0 2px 0 var(--_peer-ring),
    inset 0 -2px 0 var(--_peer-ring);
}
.cell.peer-col {
  box-shadow:
    inset 2px 0 0 var(--_peer-ring),
    inset -2px 0 0 var(--_peer-ring);
}
.cell.same {
  background: var(--_same);
}
${nine((k) => `.cell.col-${k} {\n  background: var(--_colour-${k});\n}`)}
/* Rings, not fills, carry the state that must be seen: selection (solid), where to look (dashed),
   marks that lost the answer (dotted), conflict (double); fills stay for the cell's colour. */
.cell.selected {
  box-shadow: inset 0 0 0 3px var(--_selection-ring);
}
.cell.selected:not([class*='col-']) {
  background-color: var(--_selection);
}
.cell.hl-look::after,
.cell.hl-wrongmark::after,
.cell.hl-conflict::after {
  content: '';
  position: absolute;
  inset: 3px;
  pointer-events: none;
  border-radius: 2px;
}
.cell.hl-look::after {
  border: 3px dashed var(--_look-ring);
}
.cell.hl-wrongmark::after {
  border: 3px dotted var(--_error);
}
.cell.hl-conflict {
  background: var(--_conflict-bg);
  color: var(--_conflict-ink);
}
.cell.hl-conflict::after {
  border: 4px double var(--_conflict-ink);
  inset: 1px;
}
/* A mistake: hatched; a hint's cells: a corner triangle; both also by fill. */
.cell.hl-mistake {
  background: repeating-linear-gradient(135deg, var(--_mistake-bg) 0 5px, var(--_bg) 5px 8px);
}
.cell.hl-hint {
  background: var(--_hint-bg);
}
.cell.hl-hint::before {
  content: '';
  position: absolute;
  left: 0;
  top: 0;
  border-style: solid;
  border-width: 9px 9px 0 0;
  border-color: var(--_ok) transparent transparent transparent;
}
.cell:focus-visible {
  outline-offset: -3px;
}
${MARKS_CSS}
.board[data-size='12'] .cell,
.board[data-size='16'] .cell {
  font-size: var(--sudoku-digit-size-large, clamp(0.8rem, 3.6vw, 1.3rem));
}
.board[data-size='4'] .cell,
.board[data-size='6'] .cell {
  font-size: var(--sudoku-digit-size-small, clamp(1.6rem, 9vw, 2.6rem));
}
/* A digit and centre marks lie over a variant's overlay (its diagonals, cage lines). */
.value {
  position: relative;
  z-index: 1;
}
.centre {
  position: relative;
  z-index: 1;
  font-size: max(11px, min(1.8vw, 0.85rem));
  color: var(--_entry);
  line-height: 1.05;
  max-width: 100%;
  text-align: center;
  word-break: break-all;
  padding: 0 2px;
  font-weight: 600;
}
.marks .m-used {
  border: 2px solid var(--_ok);
  border-radius: 50%;
  color: var(--_ink);
  font-weight: 700;
}
.marks .m-removed {
  color: var(--_error);
  text-decoration: line-through 2px;
  font-weight: 700;
}
.marks .m-placed {
  color: var(--_ink);
  text-decoration: underline 2px;
  font-weight: 800;
}

/* The modes and Undo, Redo share a row: the board and the whole pad fit a phone's screen. */
.pad {
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: 0.3rem;
  margin-top: 0.5rem;
}
.pad-history {
  grid-row: 1;
  grid-column: 2;
}
.pad-modes,
.pad-history {
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 0.3rem;
}
.pad-history {
  grid-template-columns: repeat(2, 1fr);
}
.pad-digits {
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(var(--_n, 9), 1fr) auto;
  gap: 0.3rem;
}
.pad .digit {
  font-size: 1.25rem;
  font-weight: 600;
  padding: 0;
}
.pad[data-mode='corner'] .digit {
  font-size: 0.85rem;
  align-items: start;
}
.pad[data-mode='centre'] .digit {
  font-size: 0.9rem;
}
@media (max-width: 560px) {
  /* A long message (every conflict named) scrolls in two lines rather than push the pad off the screen. */
  .messages {
    max-height: 3em;
    overflow-y: auto;
  }
  .pad-modes button,
  .pad-history button {
    padding: 0.3rem 0.15rem;
    font-size: 0.9rem;
  }
  .pad-digits {
    grid-template-columns: repeat(5, 1fr);
  }
  .pad[data-size='12'] .pad-digits,
  .pad[data-size='16'] .pad-digits {
    grid-template-columns: repeat(6, 1fr);
  }
}
.finish {
  border: 2px solid var(--_ok);
  border-radius: 8px;
  padding: 0.5rem 1rem;
  margin-top: 0.5rem;
  background: var(--_bg);
}
.finish h2 {
  margin: 0.2rem 0;
  color: var(--_ok);
}
${nine((k) => `.pad[data-mode='colour'] .digit:nth-child(${k}) {\n  background: var(--_colour-${k});\n}`)}
${VARIANT_CSS}
.rules {
  margin: 0 0 0.4rem;
  padding-left: 1.2rem;
  font-size: 0.9rem;
}
.rules:empty {
  display: none;
}
@media print {
  /* Black on white whatever the theme (the theme rules are more specific: hence !important). */
  :host {
    --_bg: #fff !important;
    --_ink: #000 !important;
    --_line: #777 !important;
    --_thick: #000 !important;
    --_given: #000 !important;
    --_entry: #444 !important;
    --_cage: #000 !important;
    --_shade: rgb(0 0 0 / 12%) !important;
    --_diagonal: #777 !important;
  }
  .pad,
  .tools,
  .messages,
  .finish,
  .head {
    display: none !important;
  }
  .board {
    max-width: 16cm;
    margin: 1cm auto;
  }
  .cell {
    background: #fff !important;
    box-shadow: none !important;
  }
  .cell::before,
  .cell::after {
    display: none !important;
  }
}
`;

/** One constructed sheet shared by every board on the page (null where there is none: Node). */
let sheet: CSSStyleSheet | null = null;
export function styleSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}
