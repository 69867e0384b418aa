/**
 * The HTTP section of `npm run bench`: the production build on a fresh database, seeded users with
 * 10, 100 and 1000+ charges, autocannon at 1, 10 and 50 connections per target, each beside a
 * baseline of the same framework measured in the same run (tests/bench/fixture): a bare route
 * handler answering a JSON of the same size from memory, and an empty static page.
 */
import os from 'node:os';
import { kb } from './first-load-js';
import { finesPageUrls } from './fines-pages';
import { drive, warm, type LoadResult, type Target } from './load';
import { benchPorts, type BenchOptions } from './options';
import { rssSampler, treeMemory } from './proc-memory';
import { certificatesFor, MANY_CHARGES_STS, seedUser, type BenchUser } from './seed';
import { APP_DIR, ensureBuild, FIXTURE_DIR, startNext } from './servers';
import { startBenchApp } from './app-server';
import { printGoals } from './goals';
import { httpGoals } from './http-goals';
import { printRows, type HttpRow } from './http-table';

const LEVELS = [1, 10, 50] as const;

/** Cores and load: the server, autocannon and anything else running share the same cores. */
function describeMachine(): string {
  const load = os.loadavg()[0]!;
  const cores = os.availableParallelism();
  const busy = load > cores * 0.75 ? ' — other work is running: figures are unreliable' : '';
  return `${cores} cores, load average ${load.toFixed(1)}${busy}`;
}

interface BenchTarget {
  name: string;
  target: Target;
  /** `bare`: the fixture's handler with a JSON of the same size; `static`: its empty static page. */
  baseline: 'bare' | 'static';
}

function targetsFor(
  base: string,
  users: BenchUser[],
  fines: Map<string, { first: string; later: string | null }>,
): BenchTarget[] {
  const [, medium, large] = users as [BenchUser, BenchUser, BenchUser];
  const list: BenchTarget[] = [];
  for (const user of users) {
    list.push({ name: `GET fines, first page (${user.label})`, target: { url: fines.get(user.label)!.first }, baseline: 'bare' });
  }
  const later = fines.get(large.label)!.later;
  if (later) list.push({ name: `GET fines, a later page (${large.label})`, target: { url: later }, baseline: 'bare' });
  list.push(
    { name: `GET user (${medium.label})`, target: { url: `${base}/105/api/user?${medium.authQuery}` }, baseline: 'bare' },
    {
      name: `GET preload, nothing stale (${large.label})`,
      target: { url: `${base}/105/api/preload?web=1&${large.authQuery}` },
      baseline: 'bare',
    },
    {
      name: `page /fines/list (${medium.label})`,
      target: { url: `${base}/fines/list`, headers: { cookie: medium.cookie } },
      baseline: 'static',
    },
    {
      name: `page /fines/list (${large.label})`,
      target: { url: `${base}/fines/list`, headers: { cookie: large.cookie } },
      baseline: 'static',
    },
    { name: 'page /', target: { url: `${base}/` }, baseline: 'static' },
    { name: 'page /login', target: { url: `${base}/login` }, baseline: 'static' },
  );
  return list;
}

/** The server's log line of a maintenance pass that vacuumed or analyzed the charges. */
const MAINTENANCE_PASS = /"message":"db-maintenance".*"charges"/;

/**
 * The embedded database is vacuumed and analyzed by a job every minute, as a PostgreSQL server's
 * autovacuum would (README «Background jobs»). Measuring right after seeding 1 500 charges would time
 * tables in a state a server in service is not in for more than a minute: wait for that pass.
 */
async function awaitMaintenance(maintained: Promise<boolean>): Promise<void> {
  const waiting = performance.now();
  const ran = await maintained;
  const seconds = ((performance.now() - waiting) / 1000).toFixed(0);
  console.log(
    ran
      ? `the embedded database's maintenance pass (vacuum, analyze) ran ${seconds} s after seeding, as it does every minute in service\n`
      : 'no maintenance pass of the embedded database within 150 s: tables measured as seeded\n',
  );
}

/** Runs the HTTP section and prints its tables and goals. @throws Error when a server fails to start or seed. */
export async function runHttpBench(options: BenchOptions): Promise<void> {
  const seconds = options.quick ? 2 : 5;
  // At 50 connections a busy server takes several seconds to accept them all (LoadResult.p99Open):
  // twice as long, so the requests after that ramp are enough for their own p99.
  const secondsAt = (connections: number) => (connections >= 50 ? seconds * 2 : seconds);
  const ports = benchPorts();
  ensureBuild(APP_DIR, options.build);
  ensureBuild(FIXTURE_DIR, options.build);

  const fixture = await startNext({ dir: FIXTURE_DIR, port: ports.fixture, readyPath: '/' });
  const app = await startBenchApp(ports.app).catch(async (error: unknown) => {
    await fixture.stop();
    throw error;
  });
  const base = app.server.url;
  try {
    const firstStart = treeMemory(app.server.pid);
    console.log(
      `\nHTTP — ${app.engine}, ${seconds} s per run (${secondsAt(50)} s at 50 connections), Node ${process.version}, ${describeMachine()}`,
    );
    console.log(
      `server ready in ${(app.server.startMs / 1000).toFixed(1)} s; memory after the first start on the new database: ` +
        `${firstStart.rssMiB.toFixed(0)} MiB resident, peak ${firstStart.hwmMiB.toFixed(0)} MiB (VmHWM)`,
    );
    console.log(
      `baseline app ready in ${(fixture.startMs / 1000).toFixed(1)} s, ${treeMemory(fixture.pid).rssMiB.toFixed(0)} MiB`,
    );

    const seeding = performance.now();
    const users: BenchUser[] = [];
    users.push(await seedUser(base, '10', certificatesFor(10)));
    users.push(await seedUser(base, '100', certificatesFor(100)));
    // Listening before the large user's charges arrive: a pass that vacuums them may run while it is seeded.
    const maintained = app.engine.startsWith('PGlite') ? app.server.nextOutput(MAINTENANCE_PASS, 150_000) : null;
    users.push(await seedUser(base, '1000+', [MANY_CHARGES_STS]));
    console.log(
      `seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s: ` +
        users.map((u) => `${u.charges} charges on ${u.documents} СТС`).join(', ') +
        `; memory ${treeMemory(app.server.pid).rssMiB.toFixed(0)} MiB\n`,
    );
    if (maintained) await awaitMaintenance(maintained);
    const fines = new Map<string, { first: string; later: string | null }>();
    for (const user of users) fines.set(user.label, await finesPageUrls(base, user.authQuery));
    if (!fines.get('1000+')!.later)
      console.log('GET fines has no later page: the API answers the whole list at once (no nextCursor).\n');

    const sampler = rssSampler(app.server.pid);
    const baselines = new Map<string, LoadResult>();
    const rows: HttpRow[] = [];
    const staticPage: Target = { url: `${fixture.url}/` };
    await warm(staticPage);
    for (const t of targetsFor(base, users, fines)) {
      const bytes = await warm(t.target);
      const baseline: Target = t.baseline === 'bare' ? { url: `${fixture.url}/bare?bytes=${bytes}` } : staticPage;
      const baselineName = t.baseline === 'bare' ? `bare handler, ${kb(bytes)} kB` : 'empty static page';
      await warm(baseline);
      for (const connections of LEVELS) {
        sampler.reset();
        const result = await drive(t.target, connections, secondsAt(connections));
        const peakRssMiB = sampler.peak();
        const key = `${baseline.url} ${connections}`;
        if (!baselines.has(key)) baselines.set(key, await drive(baseline, connections, secondsAt(connections)));
        rows.push({ name: t.name, connections, bytes, result, peakRssMiB, baselineName, baseline: baselines.get(key)! });
      }
    }
    const dynamicPage: Target = { url: `${fixture.url}/dynamic` };
    const dynamicBytes = await warm(dynamicPage);
    for (const connections of LEVELS) {
      const result = await drive(dynamicPage, connections, secondsAt(connections));
      const baseline = baselines.get(`${staticPage.url} ${connections}`)!;
      rows.push({
        name: 'baseline: empty page rendered per request',
        connections,
        bytes: dynamicBytes,
        result,
        peakRssMiB: treeMemory(fixture.pid).rssMiB,
        baselineName: 'empty static page',
        baseline,
      });
    }
    sampler.stop();
    printRows(rows);
    const peakUnderLoad = Math.max(...rows.filter((r) => !r.name.startsWith('baseline')).map((r) => r.peakRssMiB));
    console.log(
      `\nserver memory: ${firstStart.hwmMiB.toFixed(0)} MiB peak at the first start, ${peakUnderLoad.toFixed(0)} MiB peak under load, ` +
        `${treeMemory(app.server.pid).hwmMiB.toFixed(0)} MiB highest since start (VmHWM)`,
    );
    printGoals(httpGoals(rows, firstStart.hwmMiB, peakUnderLoad));
    console.log(`\n${describeMachine()} at the end`);
  } finally {
    await app.close();
    await fixture.stop();
  }
}
