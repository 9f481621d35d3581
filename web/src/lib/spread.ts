// Many independent calls spread over a lab's workers (rateMany, generateMany): each worker takes the
// next index as soon as it is free, so a slow puzzle holds up one worker, not the others; results
// come back in index order, with overall progress (throttled) and one signal that stops them all
// (in-flight calls abort, which restarts their workers).
import type { WorkerClient } from './client.js';
import { abortReason } from './errors.js';
import { Throttle } from './throttle.js';
import type { BatchProgress } from './types.js';

/** Runs one(client, i, signal) for i in [0, total) on `clients`, each worker one call at a time. */
export async function spread<T>(
  clients: readonly WorkerClient[],
  total: number,
  one: (client: WorkerClient, i: number, signal: AbortSignal) => Promise<T>,
  signal: AbortSignal | undefined,
  onProgress: ((p: BatchProgress) => void) | undefined,
): Promise<T[]> {
  if (signal?.aborted) throw abortReason(signal);
  const results: T[] = new Array<T>(total);
  const progress = new Throttle<BatchProgress>((p) => onProgress?.(p));
  const stop = new AbortController();
  const onAbort = () => stop.abort(abortReason(signal));
  signal?.addEventListener('abort', onAbort, { once: true });
  let next = 0;
  let done = 0;
  const drain = async (client: WorkerClient) => {
    while (next < total && !stop.signal.aborted) {
      const i = next++;
      results[i] = await one(client, i, stop.signal);
      done++;
      if (onProgress) progress.push({ done, total });
    }
  };
  try {
    await Promise.all(clients.map(drain));
    if (signal?.aborted) throw abortReason(signal);
    progress.flush();
    return results;
  } catch (e) {
    progress.cancel();
    if (!stop.signal.aborted) stop.abort(e);
    throw signal?.aborted ? abortReason(signal) : e;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
