// Time played as the timer shows it, and the seeds of new games.

/**
 * 83000 -> '1:23'.
 * @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API.
 */
export const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
/**
 * A random seed for the generator (31 bits: any engine version accepts it).
 * @internal For the Sudoku Lab app, which drives a board through it; not part of the stable API.
 */
export const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0]! >>> 1;
