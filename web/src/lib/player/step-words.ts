// A step's explanation in words a player can follow. The engine writes chains in notation:
// Sudoku Explainer's families as "Name (r5c9=6 -> r2c9<>6 -> ...; ...): removes 6 from r5c9."
// (the name again inside the text) and the named chains (X-chain, XY-chain, AIC) as
// "r1c9=2 = r1c2=2 - r3c1=2". Here every chain becomes "if ..., then ..., so ..." sentences,
// every "r3c5=7" becomes "r3c5 is 7", and the technique's name is said once.
import type { Step } from '../types.js';

interface Potential {
  cell: string;
  digit: string;
  on: boolean;
}
const POTENTIAL = /^(r\dc\d)(=|<>)(\d)$/;
const potential = (text: string): Potential | null => {
  const m = POTENTIAL.exec(text.trim());
  return m ? { cell: m[1]!, on: m[2] === '=', digit: m[3]! } : null;
};
const said = (p: Potential, on = p.on) => `${p.cell} is ${on ? '' : 'not '}${p.digit}`;
const same = (a: Potential, b: Potential) => a.cell === b.cell && a.digit === b.digit;
const list = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** "r3c5=7" -> "r3c5 is 7", "r3c5<>7" -> "r3c5 is not 7", everywhere in a text. */
const plain = (text: string) =>
  text.replace(
    /\b(r\dc\d)(=|<>)(\d)\b/g,
    (_, cell: string, op: string, d: string) => `${cell} is ${op === '=' ? '' : 'not '}${d}`,
  );

/** One implication path: "if A, then B, so C, ..., so Z". */
const path = (ps: Potential[]) =>
  ps.map((p, i) => (i === 0 ? `if ${said(p)}` : i === 1 ? `then ${said(p)}` : `so ${said(p)}`)).join(', ');

/** Sudoku Explainer's forcing chains: each branch a sentence, then why the removal follows. */
function forcingChains(branchesText: string, removes: string): string | null {
  const branches = branchesText.split('; ').map((b) => b.split(' -> ').map(potential));
  if (!branches.length || branches.some((b) => !b.length || b.some((p) => !p))) return null;
  const bs = branches as Potential[][];
  const starts = bs.map((b) => b[0]!);
  const ends = bs.map((b) => b.at(-1)!);
  const start = starts[0]!;
  const oneStart = starts.every((s) => same(s, start) && s.on === start.on);
  // From one assumption, the second and later branches are "also" what it implies.
  const sentences = bs.map((b, i) => {
    const s = path(b);
    return i && oneStart ? `Also, ${s}.` : `${s[0]!.toUpperCase()}${s.slice(1)}.`;
  });
  let why = '';
  if (oneStart) {
    // It makes a cell both be and not be a digit, or makes itself false.
    const clash = ends.find((e, i) => ends.some((f, j) => j > i && same(e, f) && e.on !== f.on));
    const self = ends.find((e) => same(e, start) && e.on !== start.on);
    if (clash)
      why = `But ${clash.cell} cannot be ${clash.digit} and not be ${clash.digit} at once, so ${said(start, !start.on)}`;
    else if (self) why = `So ${said(start, !start.on)}`;
  } else if (
    starts.length === 2 &&
    same(starts[0]!, starts[1]!) &&
    ends.every((e) => same(e, ends[0]!) && e.on === ends[0]!.on)
  ) {
    why = `Whether ${start.cell} is ${start.digit} or not, ${said(ends[0]!)}`;
  } else if (ends.every((e) => same(e, ends[0]!) && e.on === ends[0]!.on)) {
    // Several starts of which one must hold (a cell's candidates, a digit's places in a unit).
    const cells = new Set(starts.map((s) => s.cell));
    const digits = new Set(starts.map((s) => s.digit));
    const all = starts.every((s) => s.on);
    const one =
      cells.size === 1 && all
        ? `${start.cell} must be ${list(starts.map((s) => s.digit))}`
        : digits.size === 1 && all
          ? `${start.digit} must go in ${list(starts.map((s) => s.cell))}`
          : `one of ${list(starts.map((s) => said(s)))} holds`;
    why = `Since ${one}, either way ${said(ends[0]!)}`;
  }
  return [...sentences, why ? `${why}: remove ${removes}.` : `So remove ${removes}.`].join(' ');
}

/** A named chain "A = B - C = D" (strong, weak, strong links): "if A is not ..., then B, so not C, so D". */
function namedChain(text: string): string | null {
  const tokens = text.split(/ ([=-]) /);
  const nodes = tokens.filter((_, i) => i % 2 === 0).map(potential);
  const links = tokens.filter((_, i) => i % 2 === 1);
  if (nodes.length < 2 || nodes.some((p) => !p)) return null;
  const ps = nodes as Potential[];
  // The chain starts with a strong link: if its first candidate is false, the next is true.
  const steps = [{ ...ps[0]!, on: false }, ...ps.slice(1).map((p, i) => ({ ...p, on: links[i] === '=' }))];
  return path(steps);
}
// A named chain in the engine's text, with the chain's name before it (said once already).
const CHAIN =
  /(\()?(?:(the) )?(?:X-chain|XY-chain|alternating inference chain) (r\dc\d=\d(?: [=-] r\dc\d=\d)+)(\))?|(r\dc\d=\d(?: [=-] r\dc\d=\d)+)/g;

/**
 * The step's explanation in words, without the technique's name.
 * @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API.
 */
export function explanationWords(step: Pick<Step, 'name' | 'explanation'>): string {
  let text = step.explanation;
  // Sudoku Explainer's chains: "Name (branches): removes ...".
  const se = /^(.*) \((r\dc\d(?:=|<>)\d .*)\): removes (.*)\.$/.exec(text);
  if (se) {
    const words = forcingChains(se[2]!, se[3]!);
    if (words) return words;
  }
  if (text.startsWith(`${step.name} `)) text = text.slice(step.name.length + 1);
  // "(X-chain A = B ...)" -> "(if A is not ..., then B, ...)"; "the X-chain A = ..." -> "the chain (if ...)".
  text = text.replace(CHAIN, (all, open?: string, the?: string, named?: string, close?: string, bare?: string) => {
    const words = namedChain(named ?? bare ?? '');
    if (words === null) return all;
    if (open && close) return `(${words})`;
    return `${open ?? ''}${the ? 'the chain ' : ''}(${words})${close ?? ''}`;
  });
  return plain(text);
}

/**
 * "Name: explanation in words", the name said once.
 * @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API.
 */
export const stepWords = (step: Pick<Step, 'name' | 'explanation'>) => `${step.name}: ${explanationWords(step)}`;
