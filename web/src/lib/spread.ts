// Work spread over a lab's workers (solveMany, rateMany, generateMany): each worker takes the next
// chunk of indices as soon as it is free, so a slow puzzle holds up one worker, not the others;
// results land at their indices, overall progress is reported (throttled), and one signal stops
// them all (in-flight calls abort, which restarts their workers).
import type { WorkerClient } from './client.js';
import { abortReason } from './errors.js';
import { Throttle } from './throttle.js';
import type { BatchProgress } from './types.js';

/**
 * Runs work(client, from, to, signal, report) over [0, total) in chunks of `chunk` indices on
 * `clients`, each worker one chunk at a time; work writes its results and calls report(done) as the
 * chunk's puzzles finish (done counted from the chunk's start).
 */
export async function spreadChunks(
  clients: readonly WorkerClient[],
  total: number,
  chunk: number,
  work: (
    client: WorkerClient,
    from: number,
    to: number,
    signal: AbortSignal,
    report: (done: number) => void,
  ) => Promise<void>,
  signal: AbortSignal | undefined,
  onProgress: ((p: BatchProgress) => void) | undefined,
): Promise<void> {
  if (signal?.aborted) throw abortReason(signal);
  const doneByChunk = new Map<number, number>();
  let doneTotal = 0;
  const progress = new Throttle<BatchProgress>((p) => onProgress?.(p));
  const report = (from: number, done: number) => {
    doneTotal += done - (doneByChunk.get(from) ?? 0);
    doneByChunk.set(from, done);
    if (onProgress) progress.push({ done: doneTotal, total });
  };
  const stop = new AbortController();
  const onAbort = () => stop.abort(abortReason(signal));
  signal?.addEventListener('abort', onAbort, { once: true });
  let next = 0;
  const drain = async (client: WorkerClient) => {
    while (next < total && !stop.signal.aborted) {
      const from = next;
      const to = Math.min(total, from + chunk);
      next = to;
      await work(client, from, to, stop.signal, (done) => report(from, done));
      report(from, to - from);
    }
  };
  try {
    await Promise.all(clients.map(drain));
    if (signal?.aborted) throw abortReason(signal);
    progress.flush();
  } catch (e) {
    progress.cancel();
    if (!stop.signal.aborted) stop.abort(e);
    throw signal?.aborted ? abortReason(signal) : e;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/** One call per index: one(client, i, signal) for i in [0, total), results in index order. */
export async function spread<T>(
  clients: readonly WorkerClient[],
  total: number,
  one: (client: WorkerClient, i: number, signal: AbortSignal) => Promise<T>,
  signal: AbortSignal | undefined,
  onProgress: ((p: BatchProgress) => void) | undefined,
): Promise<T[]> {
  const results: T[] = new Array<T>(total);
  await spreadChunks(
    clients,
    total,
    1,
    async (client, i, _to, s) => {
      results[i] = await one(client, i, s);
    },
    signal,
    onProgress,
  );
  return results;
}
