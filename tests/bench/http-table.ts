/** The HTTP section's table: one row per target and connection level, beside its baseline. */
import { kb } from './first-load-js';
import type { LoadResult } from './load';

/** One printed row: a target at one connection level and its baseline at the same level. */
export interface HttpRow {
  name: string;
  connections: number;
  bytes: number;
  result: LoadResult;
  peakRssMiB: number;
  baselineName: string;
  baseline: LoadResult;
}

/** Milliseconds with one decimal below 10. */
export function ms(value: number): string {
  return value.toFixed(value < 10 ? 1 : 0);
}

/** Requests per second: one decimal below 10, where whole numbers would read as nothing. */
export function rate(rps: number): string {
  return rps.toFixed(rps < 10 ? 1 : 0);
}

/** Latency of a run, or a dash when not one answer came within the run. */
function latency(result: LoadResult, value: number): string {
  return result.rps === 0 ? '—' : ms(value);
}

/**
 * Prints the rows as a fixed-width table. «open s»: when every connection had had its first answer;
 * «p99 open»: p99 of the requests sent after that (LoadResult).
 */
export function printRows(rows: HttpRow[]): void {
  const header = [
    'target'.padEnd(44),
    'conn'.padStart(4),
    'req/s'.padStart(8),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'open s'.padStart(6),
    'p99 open'.padStart(8),
    'err'.padStart(5),
    'size kB'.padStart(8),
    'RSS MiB'.padStart(8),
    '  baseline'.padEnd(26),
    'req/s'.padStart(8),
    'p99 ms'.padStart(7),
    'ratio'.padStart(6),
  ];
  console.log(header.join(' '));
  for (const r of rows) {
    console.log(
      [
        r.name.padEnd(44),
        String(r.connections).padStart(4),
        rate(r.result.rps).padStart(8),
        latency(r.result, r.result.p50).padStart(7),
        latency(r.result, r.result.p99).padStart(7),
        (r.result.allOpenS === null ? '—' : r.result.allOpenS.toFixed(1)).padStart(6),
        (r.result.p99Open === null ? '—' : ms(r.result.p99Open)).padStart(8),
        String(r.result.errors).padStart(5),
        kb(r.bytes).padStart(8),
        r.peakRssMiB.toFixed(0).padStart(8),
        `  ${r.baselineName}`.padEnd(26),
        rate(r.baseline.rps).padStart(8),
        latency(r.baseline, r.baseline.p99).padStart(7),
        (r.result.rps / r.baseline.rps).toFixed(2).padStart(6),
      ].join(' '),
    );
  }
}
