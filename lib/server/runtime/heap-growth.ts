import 'server-only';
import { setFlagsFromString } from 'node:v8';

/**
 * V8's flag for `percent` (HEAP_GROWING_PERCENT), or null for 0: V8 keeps its own factor.
 * By default V8 lets the heap grow up to four times what survived the last full collection before
 * the next one: at 50 connections the server on PGlite reached 595 MiB resident with about 85 MiB
 * alive. At 10 % it peaked at 337 MiB in the same bench; pages answered 10–20 % fewer requests
 * per second, about as much as runs differ on that busy machine (README «Speed», npm run bench -- http).
 */
export function heapGrowthFlag(percent: number): string | null {
  return percent > 0 ? `--heap-growing-percent=${percent}` : null;
}

/**
 * Sets V8's heap growing factor for this process. V8 reads it at every full collection, so setting
 * it at start works whoever launched the server. Call once, from instrumentation.ts.
 */
export function limitHeapGrowth(percent: number): void {
  const flag = heapGrowthFlag(percent);
  if (flag) setFlagsFromString(flag);
}
