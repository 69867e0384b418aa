/**
 * The measurements of the fleet bench (tests/bench/fleet.ts), on the database the environment
 * names and the fleet tests/bench/fleet-seeder.ts put there: times the real service functions (not
 * HTTP) with queries built by the real input parsers, and prints the figures beside their targets.
 */
import { sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { addDays, todayInMoscow } from '@/lib/domain/dates';
import { getDbAtStart } from '@/lib/server/db/client';
import { generateSandboxCompanies } from '@/lib/server/adapters/directory/sandbox/companies';
import { fleetExport } from '@/lib/server/organizations/fleet-export';
import { importVehicles } from '@/lib/server/organizations/fleet-import';
import { listFleetPage } from '@/lib/server/organizations/fleet-list';
import { fleetGroups, fleetStats } from '@/lib/server/organizations/fleet-report';
import { searchCompanies } from '@/lib/server/organizations/service';
import { fleetFilterQuery, fleetGroupsQuery, fleetListQuery } from '@/lib/validation/organizations';
import { benchVehicles, vehiclesCsv } from './fleet-seed';
import type { SeededFleet } from './fleet-seeder';
import { legalEntityWithOrganization } from './fleet-owner';
import { latency, latencyRow, printTable, timed, type BenchRow } from './fleet-table';
import { rssSampler, treeMemory } from './proc-memory';

/** Sizes of one run of the fleet bench. */
export interface FleetBenchSizes {
  vehicles: number;
  charges: number;
  /** Runs of each fast measurement (heavy ones run a fifth as often). */
  runs: number;
  quick: boolean;
}

const db = await getDbAtStart();
const today = todayInMoscow();
const fmt = (n: number) => n.toLocaleString('ru-RU');

/** Reads a streamed body to its end, keeping nothing; answers bytes and lines. */
async function drain(body: ReadableStream<Uint8Array>): Promise<{ bytes: number; lines: number }> {
  let bytes = 0;
  let lines = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { bytes, lines };
}

/**
 * Measures and prints, on the fleet another process seeded (`seeded`, tests/bench/fleet-seeder.ts):
 * this process opens the database as a server starting on it would.
 */
export async function runFleetBench(engine: string, sizes: FleetBenchSizes, seeded: SeededFleet): Promise<void> {
  const rows: BenchRow[] = [];
  const data = `${fmt(sizes.vehicles)} vehicles, ${fmt(sizes.charges)} charges`;
  const note = sizes.quick ? ' — --quick: smaller than the 10 000 / 100 000 of a full run' : '';

  const { userId, organizationId } = seeded;
  const memory = treeMemory(process.pid).rssMiB;
  rows.push({
    name: 'seeding (user, organization, vehicles, charges), by a process of its own',
    value: `${(seeded.seedMs / 1000).toFixed(1)} s`,
  });
  rows.push({ name: 'vacuum analyze after seeding', value: `${(seeded.analyzeMs / 1000).toFixed(1)} s` });
  rows.push({ name: 'this process after opening the database, RSS', value: `${memory.toFixed(0)} MiB` });

  const list = (query: Record<string, string>) =>
    listFleetPage(db, userId, organizationId, z.parse(fleetListQuery, query), today);
  const busiest = (await db.execute(sql`select vehicle_plate as plate, count(*)::int as n from charges
    where organization_id = ${organizationId} group by 1 order by 2 desc limit 1`)) as unknown as {
    rows: { plate: string; n: number }[];
  };
  const { plate, n: plateCharges } = busiest.rows[0]!;

  rows.push(latencyRow('first page, default query (with tab counts and totals)', await latency(sizes.runs, () => list({})), 150));
  const filters: [string, Record<string, string>][] = [
    [`filtered: one vehicle plate (the busiest, ${plateCharges} charges)`, { vehicle: plate }],
    ['filtered: article 12.12 ч.1', { article: '12.12 ч.1' }],
    ['filtered: amount 1 000–2 000 ₽', { min: '1000', max: '2000' }],
    ['filtered: bill dates 180 to 90 days ago', { from: addDays(today, -180), to: addDays(today, -90) }],
  ];
  for (const [name, query] of filters) rows.push(latencyRow(name, await latency(sizes.runs, () => list(query)), 250));

  let cursor = '';
  const walked = sizes.quick ? 10 : 25;
  for (let i = 0; i < walked; i++) cursor = (await list({ tab: 'paid', ...(cursor && { cursor }) })).nextCursor ?? cursor;
  rows.push(
    latencyRow(`page ${walked + 1} of the paid tab, by cursor`, await latency(sizes.runs, () => list({ tab: 'paid', cursor }))),
  );

  const heavy = Math.max(3, Math.round(sizes.runs / 5));
  for (const by of ['vehicle', 'driver'] as const) {
    const query = z.parse(fleetGroupsQuery, { by });
    rows.push(
      latencyRow(
        `groups by ${by}, first page`,
        await latency(heavy, () => fleetGroups(db, userId, organizationId, query, today), 1),
      ),
    );
  }
  const noFilter = z.parse(fleetFilterQuery, {});
  rows.push(
    latencyRow(
      'stats (per month, top vehicles)',
      await latency(heavy, () => fleetStats(db, userId, organizationId, noFilter, today), 1),
    ),
  );

  // Export: the whole streamed CSV, with the process's resident memory sampled meanwhile.
  const before = treeMemory(process.pid).rssMiB;
  const sampler = rssSampler(process.pid, 20);
  const exported = await timed(async () => drain((await fleetExport(db, userId, organizationId, noFilter)).body!));
  const peak = sampler.peak();
  sampler.stop();
  const { bytes, lines } = exported.value;
  rows.push({
    name: `export of every listed charge (${fmt(lines - 1)} rows, ${(bytes / 2 ** 20).toFixed(1)} MiB CSV)`,
    value: `${(exported.ms / 1000).toFixed(2)} s`,
    target: { text: '≤ 10 s', met: exported.ms <= 10_000 },
  });
  rows.push({
    name: `process RSS during the export, peak (before it: ${before.toFixed(0)} MiB)`,
    value: `${peak.toFixed(0)} MiB (+${Math.max(0, peak - before).toFixed(0)})`,
    target: { text: '≤ 300 MB', met: peak * 2 ** 20 <= 300e6 },
  });

  // The same charges as an Excel workbook (streamed through ExcelJS and its ZIP writer).
  const beforeXlsx = treeMemory(process.pid).rssMiB;
  const xlsxSampler = rssSampler(process.pid, 20);
  const workbook = await timed(async () => drain((await fleetExport(db, userId, organizationId, noFilter, 'xlsx')).body!));
  const xlsxPeak = xlsxSampler.peak();
  xlsxSampler.stop();
  rows.push({
    name: `export as XLSX (${(workbook.value.bytes / 2 ** 20).toFixed(1)} MiB workbook)`,
    value: `${(workbook.ms / 1000).toFixed(2)} s`,
    target: { text: '≤ 10 s', met: workbook.ms <= 10_000 },
  });
  rows.push({
    name: `process RSS during the XLSX export, peak (before it: ${beforeXlsx.toFixed(0)} MiB)`,
    value: `${xlsxPeak.toFixed(0)} MiB (+${Math.max(0, xlsxPeak - beforeXlsx).toFixed(0)})`,
    target: { text: '≤ 300 MB', met: xlsxPeak * 2 ** 20 <= 300e6 },
  });

  // Import: the same number of vehicles into a second organization, then the same file again.
  const second = await legalEntityWithOrganization(db, '770498765');
  const csv = vehiclesCsv(benchVehicles('import', sizes.vehicles));
  const imported = await timed(() => importVehicles(db, second.userId, second.organizationId, csv));
  const { added, refusedCount } = imported.value;
  rows.push({
    name: `import of a ${fmt(sizes.vehicles)}-line CSV (added ${fmt(added)}, refused ${refusedCount})`,
    value: `${(imported.ms / 1000).toFixed(2)} s`,
    target: { text: '≤ 10 s', met: imported.ms <= 10_000 },
  });
  const again = await timed(() => importVehicles(db, second.userId, second.organizationId, csv));
  rows.push({ name: `the same file again (updated ${fmt(again.value.updated)})`, value: `${(again.ms / 1000).toFixed(2)} s` });

  // Company search: the sandbox directory (3 000 companies), stored by the first search.
  const firstSearch = await timed(() => searchCompanies(db, userId, 'авто'));
  rows.push({ name: 'company search, first call (stores the sandbox directory)', value: `${firstSearch.ms.toFixed(0)} ms` });
  const companies = generateSandboxCompanies();
  const queries = Array.from({ length: 50 }, (_, i) => {
    const company = companies[(i * 59) % companies.length]!;
    if (i % 2) return company.inn.slice(0, 4 + (i % 5));
    const word = /«([^»]+)»/.exec(company.name)?.[1]?.split(' ')[0] ?? company.name;
    return word.slice(0, 3 + (i % 4));
  });
  rows.push(
    latencyRow(
      'company search: name parts and ИНН prefixes',
      await latency(queries.length, (i) => searchCompanies(db, userId, queries[i]!)),
      50,
    ),
  );

  printTable(`Fleet bench (printed, not asserted): ${engine}, ${data}${note}`, rows);
}
