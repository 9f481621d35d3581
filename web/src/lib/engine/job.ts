// What a handler returns: a value now, or a steppable job the scheduler advances.

export interface Payload<T> {
  value: T;
  /** Buffers to transfer instead of copy (typed arrays' .buffer). */
  transfer?: Transferable[];
}

/**
 * A long run advanced in slices. Contract: advancing by a then b units leaves the same
 * state as advancing by a + b (so pausing and slicing never change a seeded result).
 */
export interface Job<P, R> {
  /** Advance up to `units` units (puzzles, generations, ...); true when finished. */
  run(units: number): boolean;
  /** The latest state, for progress messages; undefined when there is nothing new. */
  progress(): Payload<P> | undefined;
  /** The outcome; `stopped` when the caller ended the run early. */
  result(stopped: boolean): Payload<R>;
  /** Free C++ objects (Embind handles' delete()). Called once, whatever the ending. */
  dispose?(): void;
}

export type Reply<P, R> = { now: Payload<R> } | { job: Job<P, R> };

export const reply = <R>(value: R, transfer?: Transferable[]): { now: Payload<R> } => ({
  now: transfer ? { value, transfer } : { value },
});
export const job = <P, R>(j: Job<P, R>): { job: Job<P, R> } => ({ job: j });
