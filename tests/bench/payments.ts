/**
 * `npm run bench:payments`: how payment creation behaves under load, printed, never asserted —
 * the latency of starting a payment (p50/p99) with 20 users paying at once, and what 100
 * concurrent submissions of the same selection make (the answer should be one payment). Runs the
 * service with the sandbox acquirer on an in-memory PGlite, or — with DATABASE_URL — in a scratch
 * database it creates on that PostgreSQL server and drops afterwards.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { percentile } from './load';

process.env.WORKER_ENABLED = '0';
process.env.APP_SECRET ??= randomBytes(32).toString('hex');
const server = process.env.DATABASE_URL;
const scratch = `shtrafy_bench_${randomBytes(6).toString('hex')}`;
if (server) {
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${scratch}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${scratch}`;
  process.env.DATABASE_URL = url.toString();
} else {
  process.env.DATA_DIR = 'memory://';
}

const { getDbAtStart, closeDb } = await import('@/lib/server/db/client');
const { createClient, createUser } = await import('@/lib/server/accounts/service');
const { paymentGateway } = await import('@/lib/server/adapters/payments');
const { userScope } = await import('@/lib/server/owner-scope');
const { startPayment } = await import('@/lib/server/payments/create');
const { charges, payments } = await import('@/lib/server/db/schema');
const { addDays, todayInMoscow } = await import('@/lib/domain/dates');
const { makeUin } = await import('@/lib/domain/uin');
const { eq } = await import('drizzle-orm');

const USERS = 20;
const PAYMENTS_PER_USER = 10;
const DUPLICATES = 100;

const db = await getDbAtStart();
const gateway = paymentGateway();
const engine = server ? 'PostgreSQL (scratch database)' : 'PGlite (in memory)';
let serial = 0;

/** A new user with `count` unpaid 1 500 ₽ fines; answers the user id and the УИНs. */
async function userWithFines(count: number): Promise<{ userId: number; uins: string[] }> {
  const { userId } = await createUser(db, { clientId: await createClient(db) });
  const uins = Array.from({ length: count }, () =>
    makeUin(`188101${String(Date.now() % 1e8).padStart(8, '0')}${String(++serial).padStart(5, '0')}`),
  );
  await db.insert(charges).values(
    uins.map((uin) => ({
      userId,
      kind: 'fine' as const,
      uin,
      status: 'notpaid',
      billDate: addDays(todayInMoscow(), -40),
      ordinanceNumber: uin,
      amountKopeks: 150_000,
      purpose: 'Штраф',
      kbk: '18811601121010001140',
      oktmo: '45000000',
      payee: {
        name: 'УФК',
        inn: '7707089101',
        kpp: '770731005',
        account: '03100643000000017300',
        bik: '004525988',
        bankName: 'Банк',
      },
    })),
  );
  return { userId, uins };
}

// 1. Latency: 20 users at once, each starting 10 payments one after another (one fine each).
const users = await Promise.all(Array.from({ length: USERS }, () => userWithFines(PAYMENTS_PER_USER)));
const samples: number[] = [];
const started = performance.now();
await Promise.all(
  users.map(async ({ userId, uins }) => {
    for (const uin of uins) {
      const t = performance.now();
      await startPayment(db, gateway, userScope(userId), {
        uins: [uin],
        email: 'bench@example.ru',
        attempt: randomUUID(),
        confirm: false,
      });
      samples.push(performance.now() - t);
    }
  }),
);
const wall = performance.now() - started;
samples.sort((a, b) => a - b);

// 2. Duplicates: 100 submissions of the same two fines at once, each with its own attempt key (100 tabs).
const dup = await userWithFines(2);
const answers = await Promise.allSettled(
  Array.from({ length: DUPLICATES }, () =>
    startPayment(db, gateway, userScope(dup.userId), {
      uins: dup.uins,
      email: 'bench@example.ru',
      attempt: randomUUID(),
      confirm: false,
    }),
  ),
);
const made = await db.select({ id: payments.id }).from(payments).where(eq(payments.userId, dup.userId));
const failedAnswers = answers.filter((a) => a.status === 'rejected').length;

const rows: [string, string][] = [
  ['engine', engine],
  [`payment creation, ${USERS} users at once × ${PAYMENTS_PER_USER} (p50)`, `${percentile(samples, 0.5).toFixed(1)} ms`],
  [`payment creation, ${USERS} users at once × ${PAYMENTS_PER_USER} (p99)`, `${percentile(samples, 0.99).toFixed(1)} ms`],
  ['payments started per second', `${((samples.length / wall) * 1000).toFixed(0)}`],
  [`${DUPLICATES} concurrent submissions of one selection → payments stored`, String(made.length)],
  [`${DUPLICATES} concurrent submissions → answers that were errors`, String(failedAnswers)],
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log('\nPayments bench (printed, not asserted)\n');
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
await closeDb();
if (server) {
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${scratch} with (force)`);
  await admin.end();
}
