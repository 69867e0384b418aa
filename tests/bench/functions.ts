/**
 * The in-process section of `npm run bench`: code whose cost does not depend on HTTP, timed by
 * calling it directly (p50/p95/mean over repeated calls). The database is an in-memory PGlite, or
 * a new database on the PostgreSQL server of DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { printGoals } from './goals';

async function timeIt(runs: number, fn: () => Promise<unknown> | unknown): Promise<{ p50: number; p95: number; mean: number }> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

/** Runs the section and prints its figures with their targets. */
export async function runFunctionsBench(): Promise<void> {
  process.env.WORKER_ENABLED = '0';
  process.env.APP_SECRET ??= randomBytes(32).toString('hex');
  const serverUrl = process.env.DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const { Client } = await import('pg');
    const name = `shtrafy_bench_${randomBytes(6).toString('hex')}`;
    const admin = async (sql: string) => {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(sql);
      await c.end();
    };
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      process.env.DATABASE_URL = serverUrl;
      await admin(`drop database if exists ${name} with (force)`);
    };
  } else {
    process.env.DATA_DIR = 'memory://';
  }
  const { getDbAtStart, closeDb } = await import('@/lib/server/db/client');
  const { createClient, createUser } = await import('@/lib/server/accounts/service');
  const { verifyTriple } = await import('@/lib/server/accounts/authenticate');
  const { computeSession } = await import('@/lib/auth/session-hash');
  const { generateSandboxResult } = await import('@/lib/server/adapters/registry/sandbox/generate');
  const { hashPassword } = await import('@/lib/server/accounts/passwords');
  const { todayInMoscow } = await import('@/lib/domain/dates');
  try {
    const db = await getDbAtStart();
    const today = todayInMoscow();
    const result = generateSandboxResult({ type: 'sts', number: '9999999999' }, today);
    const gen = await timeIt(20, () => generateSandboxResult({ type: 'sts', number: '9999999999' }, today));
    const { userId, salt } = await createUser(db, { clientId: await createClient(db) });
    const rand = 12_345_678;
    const session = computeSession({ rand, userId, salt });
    // A new rand each time misses the 5 s verification cache: each call checks as a first request does.
    let fresh = rand;
    const verify = await timeIt(200, () => {
      fresh++;
      return verifyTriple(db, String(userId), String(fresh), computeSession({ rand: fresh, userId, salt }));
    });
    const cached = await timeIt(300, () => verifyTriple(db, String(userId), String(rand), session));
    const argon = await timeIt(5, () => hashPassword('бенчмарк-пароль'));
    console.log(`\nIn-process — ${serverUrl ? 'PostgreSQL' : 'PGlite (in memory)'}, Node ${process.version}`);
    printGoals([
      {
        name: `sandbox: generate ${result.charges.length + result.orders.length} charges (p50)`,
        value: `${gen.p50.toFixed(1)} ms`,
        goal: '≤ 100 ms',
        pass: gen.p50 <= 100,
      },
      {
        name: 'session check, first use of a rand (p95)',
        value: `${verify.p95.toFixed(2)} ms`,
        goal: '≤ 10 ms',
        pass: verify.p95 <= 10,
      },
      { name: 'session check, cached (p95)', value: `${cached.p95.toFixed(3)} ms`, goal: '≤ 1 ms', pass: cached.p95 <= 1 },
      { name: 'Argon2id password hash (mean)', value: `${argon.mean.toFixed(0)} ms`, goal: '≤ 250 ms', pass: argon.mean <= 250 },
    ]);
  } finally {
    await closeDb();
    await dropDatabase?.();
  }
}
