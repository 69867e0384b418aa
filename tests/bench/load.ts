import autocannon from 'autocannon';

/** One load run's figures. */
export interface LoadResult {
  /** Requests answered per second (mean over the run). */
  rps: number;
  /** Latency percentiles, ms. */
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
}

/** A request target: the URL and the headers a client sends with it (a cookie for signed-in pages). */
export interface Target {
  url: string;
  headers?: Record<string, string>;
}

/**
 * Drives `target` with autocannon: `connections` clients, each sending its next request when the
 * previous answer arrived, for `seconds`.
 */
export async function drive(target: Target, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    connections,
    duration: seconds,
    timeout: 10,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
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
