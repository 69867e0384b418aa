import autocannon from 'autocannon';

/** One load run's figures. */
export interface LoadResult {
  /** Requests answered per second (mean over the run). */
  rps: number;
  /** Latency percentiles, ms, over every answer of the run. */
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  /** When every connection had had its first answer, s from the start; null if some never had one. */
  allOpenS: number | null;
  /**
   * p99, ms, of the requests sent once every connection was open, or null below 100 of them. A busy
   * Node.js server takes queued connections about one per event-loop turn, so at 50 connections
   * the first requests of late connections wait for the ramp (README «Speed»).
   */
  p99Open: number | null;
}

/** A request target: the URL and the headers a client sends with it (a cookie for signed-in pages). */
export interface Target {
  url: string;
  headers?: Record<string, string>;
}

/** The value below which `share` (0–1) of the ascending `sorted` values lie (nearest rank). */
export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * Drives `target` with autocannon: `connections` clients, each sending its next request when the
 * previous answer arrived, for `seconds`.
 */
export async function drive(target: Target, connections: number, seconds: number): Promise<LoadResult> {
  const started = performance.now();
  const answered = new Set<unknown>();
  let allOpenAt: number | null = null;
  const afterOpen: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      { url: target.url, headers: target.headers, connections, duration: seconds, timeout: 10 },
      (error: unknown, finished: autocannon.Result) => (error ? reject(error as Error) : resolve(finished)),
    );
    run.on('response', (client, _status, _bytes, responseMs) => {
      const now = performance.now();
      if (allOpenAt === null) {
        answered.add(client);
        if (answered.size === connections) allOpenAt = now;
      } else if (now - responseMs >= allOpenAt) {
        afterOpen.push(responseMs);
      }
    });
  });
  afterOpen.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    allOpenS: allOpenAt === null ? null : (allOpenAt - started) / 1000,
    p99Open: afterOpen.length >= 100 ? percentile(afterOpen, 0.99) : null,
  };
}

/**
 * Asks for `target` a few times so the route's code is loaded and its caches are warm, and
 * answers the size of its body in bytes (uncompressed, as autocannon receives it).
 * @throws Error when the target does not answer 200.
 */
export async function warm(target: Target, times = 10): Promise<number> {
  let bytes = 0;
  for (let i = 0; i < times; i++) {
    const response = await fetch(target.url, { headers: { 'accept-encoding': 'identity', ...target.headers } });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${target.url.replace(/\?.*/, '')} answered ${response.status}`);
    bytes = body.byteLength;
  }
  return bytes;
}
