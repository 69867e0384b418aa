/**
 * `npx tsx --conditions=react-server tests/bench/fleet.ts [--quick]` (`npm run bench -- fleet`):
 * how a legal entity's fleet behaves at size, printed beside its targets and never asserted — a
 * fleet of 10 000 vehicles and 100 000 charges over two years (1 000 / 10 000 with `--quick` or
 * BENCH_QUICK=1), the list's first, filtered and later pages, groups, stats, the streamed CSV
 * export with the process's memory, a 10 000-line vehicle import and the company search. Runs on
 * PGlite in a new data folder (removed afterwards), or — with DATABASE_URL — in a scratch database it creates on that
 * PostgreSQL server and drops afterwards, also when the run fails or is interrupted.
 *
 * Two processes, one after the other: tests/bench/fleet-seeder.ts writes the fleet, then
 * tests/bench/fleet-measure.ts opens the database as a starting server would, with the
 * environment `npm start` gives the server (SERVER_ENV), and measures.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { SeededFleet } from './fleet-seeder';
import { SERVER_ENV } from './server-env';

process.env.WORKER_ENABLED = '0';
process.env.COMPANY_DIRECTORY = 'sandbox';
process.env.APP_SECRET ??= randomBytes(32).toString('hex');
const quick = process.env.BENCH_QUICK === '1' || process.argv.includes('--quick');
const server = process.env.DATABASE_URL;
const scratch = `shtrafy_bench_fleet_${randomBytes(6).toString('hex')}`;

/** Runs statements on the server named by DATABASE_URL (creating and dropping the scratch database). */
async function admin(run: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: server });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

let dropping: Promise<void> | undefined;
/**
 * Drops the scratch database, once: every caller (the end of the run, a signal) awaits the same
 * drop. It first waits a moment for the closed pool's sessions to end on the server, so
 * `with (force)` only has to end those an interrupted run left open.
 */
function dropScratch(): Promise<void> {
  dropping ??= !server
    ? Promise.resolve()
    : admin(async (client) => {
        for (let i = 0; i < 20; i++) {
          const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [scratch]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`drop database if exists ${scratch} with (force)`);
      });
  return dropping;
}

if (server) {
  const created = admin((client) => client.query(`create database ${scratch}`));
  // Ctrl+C or a kill while the bench runs (or while the database is being created) still drops it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`\n${signal}: dropping ${scratch}`);
      void created
        .then(dropScratch)
        .catch((error: unknown) => console.log(`could not drop ${scratch}: ${String(error)}`))
        .finally(() => process.exit(130));
    });
  }
  await created;
  const url = new URL(server);
  url.pathname = `/${scratch}`;
  process.env.DATABASE_URL = url.toString();
} else {
  // On disk, as `npm start` keeps it: an in-memory PGlite holds the whole database in the process's
  // heap, which would hide what the export itself costs in memory.
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'shtrafy-fleet-bench-'));
}

/**
 * Runs a script of this folder in a Node process of its own with `env` added to ours.
 * @returns what it printed on stdout (its stderr is shown as it comes), or with `showOutput`
 *   nothing: stdout is shown as it comes.
 * @throws Error when it exits with a code other than 0.
 */
function runChild(file: string, env: Record<string, string>, showOutput = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=react-server', path.join(import.meta.dirname, file)],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', showOutput ? 'inherit' : 'pipe', 'inherit'],
      },
    );
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${file} exited with ${code}`))));
  });
}

const sizes = {
  FLEET_VEHICLES: String(quick ? 1_000 : 10_000),
  FLEET_CHARGES: String(quick ? 10_000 : 100_000),
  FLEET_RUNS: String(quick ? 15 : 50),
  BENCH_QUICK: quick ? '1' : '0',
};
try {
  const printed = (await runChild('fleet-seeder.ts', sizes)).trim().split('\n');
  const seeded = JSON.parse(printed.at(-1)!) as SeededFleet;
  await runChild(
    'fleet-measure.ts',
    {
      ...sizes,
      ...SERVER_ENV,
      FLEET_SEEDED: JSON.stringify(seeded),
      FLEET_ENGINE: server ? 'PostgreSQL (scratch database)' : 'PGlite (a new data folder)',
    },
    true,
  );
} finally {
  await dropScratch();
  if (!server) rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
}
