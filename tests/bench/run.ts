/**
 * `npm run bench`: speed and memory figures of the hot paths, printed with their targets and
 * ratios (figure ÷ target; below 1 is within target). Runs on an in-memory PGlite, or on the
 * PostgreSQL server in DATABASE_URL. Nothing here asserts: the numbers are for people to read.
 */
import { randomBytes } from 'node:crypto';

process.env.WORKER_ENABLED = '0';
process.env.SANDBOX_DELAY_MIN_MS = '0';
process.env.SANDBOX_DELAY_MAX_MS = '0';
process.env.APP_SECRET ??= randomBytes(32).toString('hex');
if (!process.env.DATABASE_URL) process.env.DATA_DIR = 'memory://';

const { getDb, closeDb } = await import('@/lib/server/db/client');
const { createClient, createUser } = await import('@/lib/server/accounts/service');
const { verifyTriple } = await import('@/lib/server/accounts/authenticate');
const { computeSession } = await import('@/lib/auth/session-hash');
const { generateSandboxResult } = await import('@/lib/server/adapters/registry/sandbox/generate');
const { saveLookupResult } = await import('@/lib/server/fines/save-result');
const { listChargesPage } = await import('@/lib/server/fines/list-service');
const { hashPassword } = await import('@/lib/server/accounts/passwords');
const { todayInMoscow } = await import('@/lib/domain/dates');
const { listDocuments } = await import('@/lib/server/documents/queries');

interface Row {
  name: string;
  value: number;
  unit: string;
  target: number;
}
const rows: Row[] = [];

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

const db = await getDb();
const rssOpen = process.memoryUsage().rss / 2 ** 20;
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)';

// A legal entity's fleet: the many-fines certificate gives ~1200 charges.
const clientId = await createClient(db);
const { userId, salt } = await createUser(db, { clientId, sts: '9999999999' });
const [doc] = await listDocuments(db, { kind: 'user', userId }, 'sts');
const today = todayInMoscow();

const gen = await timeIt(20, () => generateSandboxResult({ type: 'sts', number: '9999999999' }, today));
const result = generateSandboxResult({ type: 'sts', number: '9999999999' }, today);
rows.push({
  name: `sandbox: generate ${result.charges.length + result.orders.length} charges (p50)`,
  value: gen.p50,
  unit: 'ms',
  target: 100,
});

const save = await timeIt(5, () => saveLookupResult(db, userId, doc!.id, result));
rows.push({
  name: `save ${result.charges.length + result.orders.length} charges, upsert (p50)`,
  value: save.p50,
  unit: 'ms',
  target: 1500,
});

const firstPage = { tab: 'unpaid', show: 'all', limit: 20, summary: false } as const;
const list = await timeIt(30, () => listChargesPage(db, { kind: 'user', userId }, firstPage));
rows.push({ name: 'fines list first page of ~1400 charges (p95)', value: list.p95, unit: 'ms', target: 300 });

const rand = 12345678;
const session = computeSession({ rand, userId, salt });
const verify = await timeIt(300, () => verifyTriple(db, String(userId), String(rand), session));
rows.push({ name: 'session verification (p95)', value: verify.p95, unit: 'ms', target: 10 });

const argon = await timeIt(5, () => hashPassword('бенчмарк-пароль'));
rows.push({ name: 'Argon2id password hash (mean)', value: argon.mean, unit: 'ms', target: 250 });

const rss = process.memoryUsage().rss / 2 ** 20;
rows.push({ name: 'process memory (RSS) with the database open', value: rssOpen, unit: 'MiB', target: 512 });
rows.push({ name: 'process memory (RSS) after the runs', value: rss, unit: 'MiB', target: 1024 });

console.log(`\nБенчмарки «Штрафы» — ${engine}, Node ${process.version}\n`);
const width = Math.max(...rows.map((r) => r.name.length));
for (const r of rows) {
  console.log(
    `${r.name.padEnd(width)}  ${r.value.toFixed(1).padStart(9)} ${r.unit.padEnd(3)}  target ${String(r.target).padStart(5)} ${r.unit.padEnd(3)}  ratio ${(r.value / r.target).toFixed(2)}`,
  );
}
await closeDb();
