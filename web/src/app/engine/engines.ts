// The app's two engines: the play engine (sudoku-lab/play: solve, count, validate, rate by
// techniques or givens, hints, generate) starts with the page; the full engine (sudoku-lab:
// adds the LP and evolutionary methods) is a separate chunk, fetched and started the first
// time a view needs it, once. Keeps the first load small.
import type { EvolutionMethod, LpMethod, SolveOptions, SolveResult, SudokuLab } from 'sudoku-lab';
import { createSudokuLab as createPlayLab, type SudokuPlayLab } from 'sudoku-lab/play';
import type { SudokuVariantLab } from 'sudoku-lab/variants';

/**
 * solve on the play or the full lab, with a method the app took from that lab's own list
 * (the play lab's types take only its methods; the app's check is at run time).
 */
export function solveOn(lab: SudokuPlayLab | SudokuLab, puzzle: string, options: SolveOptions): Promise<SolveResult> {
  return (lab as SudokuLab).solve(puzzle, options);
}

export interface Engines {
  play: SudokuPlayLab;
  /** The full lab, started on the first call (the same promise afterwards). */
  full(): Promise<SudokuLab>;
  /** Whether the full lab has been asked for. */
  fullRequested(): boolean;
  /**
   * A second play engine for long runs (Solve, Compare, rating), started on first use: every
   * lab call goes to its lab's first worker, so a long solve on `play` would hold up the
   * player's quick calls (validate, hint, generate) until it ended.
   */
  long(): Promise<SudokuPlayLab>;
  /** The variants engine (sudoku-lab/variants, its own chunk and module), started on first call. */
  variants(): Promise<SudokuVariantLab>;
}

/** Starts the play engine; listeners hear when the full engine starts loading and is ready. */
export async function startEngines(
  onFull: (state: 'loading' | 'ready' | 'failed', detail?: string) => void,
): Promise<Engines> {
  const play = await createPlayLab({ workers: 2 });
  let full: Promise<SudokuLab> | undefined;
  let long: Promise<SudokuPlayLab> | undefined;
  let variants: Promise<SudokuVariantLab> | undefined;
  return {
    play,
    variants() {
      variants ??= import('sudoku-lab/variants')
        .then((m) => m.createVariantLab())
        .catch((e: unknown) => {
          variants = undefined; // a later call tries again (e.g. back online)
          throw e;
        });
      return variants;
    },
    long() {
      // On the full play module at once: what runs here long (ratings of hard puzzles) would
      // otherwise start on the lite one, find a technique it lacks, and start again.
      long ??= createPlayLab({ workers: 1, engine: 'full' }).catch((e: unknown) => {
        long = undefined;
        throw e;
      });
      return long;
    },
    fullRequested: () => full !== undefined,
    full() {
      if (!full) {
        onFull('loading');
        const t0 = performance.now();
        full = import('sudoku-lab')
          .then((m) => m.createSudokuLab({ workers: 2 }))
          .then(
            (lab) => {
              onFull('ready', `${Math.round(performance.now() - t0)} ms`);
              return lab;
            },
            (e: unknown) => {
              full = undefined; // a later call tries again (e.g. back online)
              // Offline, the files never fetched are the cause: say that, not the fetch's words.
              const error = navigator.onLine ? e : new Error(NEEDS_NETWORK, { cause: e });
              onFull('failed', error instanceof Error ? error.message : String(error));
              throw error;
            },
          );
      }
      return full;
    },
  };
}

/** The text views show while they wait for the full engine. */
export const LOADING_FULL = 'Loading the full engine…';
/** Why the full engine cannot load offline (before it was ever kept: engine/offline.ts). */
export const NEEDS_NETWORK =
  'The full engine (LP and genetic algorithms) is not on this device yet: it needs the network once';

/**
 * The full engine for a view that waits for it: offline, `show` says it needs the network and
 * the view tries again by itself when the network is back; any other failure is thrown.
 */
export async function fullWhenOnline(full: () => Promise<SudokuLab>, show: (text: string) => void): Promise<SudokuLab> {
  let retries = 0; // tries since the network came back
  for (;;) {
    try {
      return await full();
    } catch (e) {
      if (navigator.onLine) {
        // A network that has just come back often fails the first requests (the browser says
        // online before every context can fetch): a few more tries, further apart, first.
        if (retries === 0 || retries >= RETRIES_WHEN_BACK) throw e;
        await new Promise((later) => setTimeout(later, 500 * 2 ** retries));
        retries++;
        continue;
      }
      show(`${NEEDS_NETWORK}. This view loads it by itself when the network is back.`);
      await new Promise((back) => window.addEventListener('online', back, { once: true }));
      show(LOADING_FULL);
      retries = 1;
    }
  }
}

/** How many times a view tries the full engine after the network came back (0.5 s apart, then doubling). */
const RETRIES_WHEN_BACK = 5;

/**
 * The methods of the families only the full engine has (MethodInfo.family 'lp' and 'evolution'), by
 * name, so Solve and Compare can offer them before it is loaded (no MethodInfo exists
 * until then); their parameters come from the full engine's methods() once loaded.
 */
export const FULL_ONLY: readonly (LpMethod | EvolutionMethod)[] = [
  'lp',
  'lp-reweighted',
  'lp-hybrid',
  'ga-liu',
  'ga-mantere',
  'evolution',
  'ga-liu+',
  'ga-mantere+',
  'evolution+',
];
