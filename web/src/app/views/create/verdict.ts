// What the variants engine says of the puzzle being made: its problems, or how many solutions it
// has (none, one, more), and for more, a cell two solutions disagree on. Every search is bounded by
// nodes, so a hard puzzle ends as 'undecided' rather than keeping the worker busy.
import type { SudokuVariantLab, VariantProblem } from 'sudoku-lab/variants';

/** Nodes a search may take, at first, before the answer is 'undecided' (about a few seconds in a phone's browser). */
export const MAX_NODES = 300_000;
/** Seeded solves tried for a second, different solution. */
export const SECOND_TRIES = 12;

export type Verdict =
  | { kind: 'problems'; problems: VariantProblem[] }
  | { kind: 'none' }
  | { kind: 'one'; solution: string }
  /** differs: a cell where the two solutions found disagree (absent when the seeded solves found no second one). */
  | { kind: 'many'; first: string; second?: string; differs?: number }
  | { kind: 'undecided'; nodes: number };

const incomplete = (e: unknown) => e instanceof Error && e.name === 'SudokuIncompleteError';

/** The engine's verdict on a compact line, each search stopped past maxNodes; rejects with AbortError when signal aborts. */
export async function judge(
  lab: SudokuVariantLab,
  line: string,
  signal: AbortSignal,
  maxNodes = MAX_NODES,
): Promise<Verdict> {
  const v = await lab.validate(line, { signal });
  if (!v.ok) return { kind: 'problems', problems: v.errors };
  let r;
  try {
    r = await lab.solve(line, { signal, maxNodes });
  } catch (e) {
    if (incomplete(e)) return { kind: 'undecided', nodes: maxNodes };
    throw e;
  }
  if (r.status === 'unsolvable' || !r.solution) return { kind: 'none' };
  if (r.status === 'solved') return { kind: 'one', solution: r.solution };
  const first = r.solution;
  // Random digit orders find other solutions; a puzzle with only two may need a few seeds.
  for (let seed = 1; seed <= SECOND_TRIES; seed++) {
    let second: string | undefined;
    try {
      second = (await lab.solve(line, { signal, maxNodes, seed })).solution;
    } catch (e) {
      if (incomplete(e)) break; // more than one all the same, without a cell to name
      throw e;
    }
    const other = second;
    if (!other || other === first) continue;
    return { kind: 'many', first, second: other, differs: [...first].findIndex((ch, i) => ch !== other[i]) };
  }
  return { kind: 'many', first };
}
