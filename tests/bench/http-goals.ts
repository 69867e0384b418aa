/** The targets of issue 9 §2, read off the HTTP section's rows. */
import { kb } from './first-load-js';
import type { Goal } from './goals';
import { ms, rate, type HttpRow } from './http-table';

function row(rows: HttpRow[], name: string, connections: number): HttpRow | undefined {
  return rows.find((r) => r.name === name && r.connections === connections);
}

/** The targets of issue 9 §2 read off the rows (50 connections unless said otherwise). */
export function httpGoals(rows: HttpRow[], firstStartMiB: number, peakUnderLoadMiB: number): Goal[] {
  const goals: Goal[] = [];
  const firstPage = row(rows, 'GET fines, first page (1000+)', 50);
  const laterPage = row(rows, 'GET fines, a later page (1000+)', 50);
  for (const [label, r] of [
    ['first page', firstPage],
    ['later page', laterPage],
  ] as const) {
    if (!r || r.result.rps === 0) {
      goals.push({
        name: `fines API ${label}, 1000+ charges`,
        value: r ? 'no answer in time' : 'no such page',
        pass: false,
        goal: 'paged API',
      });
      continue;
    }
    const ratio = r.result.rps / r.baseline.rps;
    goals.push({
      name: `fines API ${label} vs bare handler, 1000+ charges`,
      value: `${ratio.toFixed(2)} ×`,
      goal: '≥ 0.6 ×',
      pass: ratio >= 0.6,
    });
    goals.push({
      name: `fines API ${label} p99 at 50 connections`,
      value:
        `${ms(r.result.p99)} ms; ` +
        (r.result.p99Open === null
          ? 'too few requests after every connection was open'
          : `${ms(r.result.p99Open)} ms once all were open (after ${r.result.allOpenS!.toFixed(1)} s)`),
      goal: '≤ 60 ms',
      pass: r.result.p99 <= 60,
    });
  }
  const list = rows.filter((r) => r.name === 'page /fines/list (1000+)');
  if (list.length > 0) {
    const best = Math.max(...list.map((r) => r.result.rps));
    goals.push({
      name: '/fines/list, 1000+ charges, req/s (best level)',
      value: rate(best),
      goal: '≥ 150',
      pass: best >= 150,
    });
    goals.push({
      name: '/fines/list HTML, 1000+ charges',
      value: `${kb(list[0]!.bytes)} kB`,
      goal: '≤ 150 kB',
      pass: list[0]!.bytes <= 150 * 1024,
    });
  }
  const home = row(rows, 'page /', 50);
  if (home) {
    const ratio = home.result.rps / home.baseline.rps;
    goals.push({ name: '/ vs empty static page', value: `${ratio.toFixed(2)} ×`, goal: '≥ 0.8 ×', pass: ratio >= 0.8 });
  }
  goals.push({
    name: 'server RSS under load',
    value: `${peakUnderLoadMiB.toFixed(0)} MiB`,
    goal: '≤ 300 MB',
    pass: peakUnderLoadMiB <= 300,
  });
  goals.push({
    name: 'server RSS at a first start (peak)',
    value: `${firstStartMiB.toFixed(0)} MiB`,
    goal: '≤ 300 MB',
    pass: firstStartMiB <= 300,
  });
  return goals;
}
