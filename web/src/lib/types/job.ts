// The handle of a long run in the worker (solveBatch, evolve).

/**
 * A long run in the worker, advanced cooperatively in ~16 ms slices: it can be paused,
 * stepped while paused, resumed and stopped early without losing its state.
 */
export interface JobHandle<P, R> {
  /** Resolves with the job's result when it finishes or is stopped; rejects when it fails or is aborted. */
  readonly result: Promise<R>;
  /** Pause after the current slice; the state is kept. */
  pause(): void;
  /** Continue a paused job. */
  resume(): void;
  /**
   * Advance n units (puzzles, generations, ...) while paused, then report progress. n: an
   * integer in [1, 1,000,000], default 1; anything else throws SudokuOptionError.
   */
  step(n?: number): void;
  /** Finish now: result resolves with what was done so far. */
  stop(): void;
  /** Progress listener (also settable through the options). */
  onProgress?: (progress: P) => void;
}
