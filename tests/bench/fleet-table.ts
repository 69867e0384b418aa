/** Timing and the printed table of the fleet bench (tests/bench/fleet.ts): figures beside their targets. */

/** Latency quantiles of repeated runs, ms. */
export interface Latency {
  p50: number;
  p95: number;
  runs: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Runs `fn` `warmup` times unmeasured, then `runs` times one after another; answers p50 and p95. */
export async function latency(runs: number, fn: (i: number) => Promise<unknown>, warmup = 3): Promise<Latency> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95), runs };
}

/** Runs `fn` once; answers its result and how long it took, ms. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}

/** One line of the table: a figure and, when it has one, its target (`≤ 150 ms`) and whether it is met. */
export interface BenchRow {
  name: string;
  value: string;
  target?: { text: string; met: boolean };
}

/** A row of p50 / p95 figures with an optional p95 target, ms. */
export function latencyRow(name: string, l: Latency, p95TargetMs?: number): BenchRow {
  return {
    name: `${name} (${l.runs} runs)`,
    value: `p50 ${l.p50.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms`,
    target: p95TargetMs === undefined ? undefined : { text: `p95 ≤ ${p95TargetMs} ms`, met: l.p95 <= p95TargetMs },
  };
}

/** Prints the rows under `title`: name, figure, target and `ok` or `MISS` (never asserted). */
export function printTable(title: string, rows: BenchRow[]): void {
  const nameWidth = Math.max(...rows.map((r) => r.name.length));
  const valueWidth = Math.max(...rows.map((r) => r.value.length));
  console.log(`\n${title}\n`);
  for (const r of rows) {
    const target = r.target ? `${r.target.text.padEnd(16)}  ${r.target.met ? 'ok' : 'MISS'}` : '';
    console.log(`${r.name.padEnd(nameWidth)}  ${r.value.padEnd(valueWidth)}  ${target}`.trimEnd());
  }
}
