import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long one stretch of work may hold the event loop before other requests get their turn. */
const SLICE_MS = 8;

/**
 * For long loops on the request path (reading a 100,000-character text, resolving its thousands of citations):
 * `await tick()` inside the loop costs nothing until the stretch has lasted SLICE_MS, then gives the event loop
 * one turn, so a health check or a page arriving meanwhile waits milliseconds, not the whole request.
 */
export function pacer(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  let sliceEnd = performance.now() + sliceMs;
  return () => {
    if (performance.now() < sliceEnd) return undefined;
    return nextTurn().then(() => {
      sliceEnd = performance.now() + sliceMs;
    });
  };
}
