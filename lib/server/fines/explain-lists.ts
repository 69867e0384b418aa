/**
 * `npm run explain:lists [-- --plans]`: EXPLAIN ANALYZE of the charge list queries for a person
 * with the sandbox's 1 000+ charges and for a fleet with 100 000, on a fresh database — a
 * PostgreSQL database created next to DATABASE_URL's (and dropped after), else an in-memory PGlite.
 * Prints each query's execution time and plan shape, and the unpaged query the lists used before,
 * for comparison. Nothing is asserted: plans are for people to read (docs/decisions/0007).
 */
import { randomBytes } from 'node:crypto';

process.env.WORKER_ENABLED = '0';
process.env.APP_SECRET ??= randomBytes(32).toString('hex');
const serverUrl = process.env.DATABASE_URL;
const scratch = `shtrafy_explain_${randomBytes(4).toString('hex')}`;
const { Client } = await import('pg');
async function admin(statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}
if (serverUrl) {
  await admin(`create database ${scratch}`);
  const url = new URL(serverUrl);
  url.pathname = `/${scratch}`;
  process.env.DATABASE_URL = url.toString();
} else {
  process.env.DATA_DIR = 'memory://';
}

const { sql } = await import('drizzle-orm');
const { getDbAtStart, closeDb } = await import('@/lib/server/db/client');
const { createClient, createUser } = await import('@/lib/server/accounts/service');
const { generateSandboxResult } = await import('@/lib/server/adapters/registry/sandbox/generate');
const { saveLookupResult } = await import('./save-result');
const { listDocuments } = await import('@/lib/server/documents/queries');
const { todayInMoscow } = await import('@/lib/domain/dates');
const { userScope } = await import('@/lib/server/owner-scope');
const { chargeRowsQuery, chargeSummaryQuery } = await import('./list-queries');
type Filter = import('./list-filter').ChargeListFilter;

const db = await getDbAtStart();
const today = todayInMoscow();
const showPlans = process.argv.includes('--plans');
const FLEET_CHARGES = 100_000;
const FLEET_DOCUMENTS = 200;

/** A person with the sandbox certificate of 1 000+ charges, stored as a lookup stores them. */
async function person(): Promise<number> {
  const { userId } = await createUser(db, { clientId: await createClient(db), sts: '9999999999' });
  const [doc] = await listDocuments(db, userScope(userId), 'sts');
  await saveLookupResult(db, userId, doc!.id, generateSandboxResult({ type: 'sts', number: '9999999999' }, today), doc!.number);
  return userId;
}

/**
 * A fleet of 200 certificates with 100 000 charges over two years: statuses in the sandbox's
 * proportions (a tenth unpaid, the rest paid or closed, a twelfth sent to the bailiffs with their
 * orders), a few tax charges, each charge found by one certificate.
 */
async function fleet(): Promise<number> {
  const { userId } = await createUser(db, { clientId: await createClient(db) });
  await db.execute(sql`insert into documents (user_id, type, number)
    select ${userId}, 'sts', lpad(g::text, 10, '0') from generate_series(1, ${FLEET_DOCUMENTS}) g`);
  await db.execute(sql`insert into charges (user_id, kind, uin, status, bill_date, ordinance_number, amount_kopeks,
      purpose, kbk, oktmo, payee, discount_percent, discount_until, article, article_text, place, related_uin)
    select ${userId},
      case when g % 97 = 0 then 'tax' when g % 12 = 0 then 'order' else 'fine' end,
      'fleet-' || g,
      case when g % 12 = 0 then 'open' when g % 12 = 1 then 'moved-to-order' when g % 10 = 2 then 'notpaid'
        when g % 50 = 3 then 'in_progress' when g % 3 = 0 then 'closed' else 'paid' end,
      date '2024-01-01' + (g % 720), 'fleet-' || g, 50000 + (g % 40) * 5000,
      'Административный штраф', '18811601121010001140', '45382000', '{}'::jsonb,
      case when g % 4 = 0 then 25 end, case when g % 4 = 0 then date '2024-01-01' + (g % 720) + 30 end,
      '12.9 ч.2', 'Превышение скорости на 20–40 км/ч', 'г. Москва, ул. Тверская, д. ' || (g % 90),
      case when g % 12 = 0 then 'fleet-' || (g + 1) when g % 12 = 1 then 'fleet-' || (g - 1) end
    from generate_series(1, ${FLEET_CHARGES}) g`);
  await db.execute(sql`insert into charge_sources (charge_id, document_id)
    select c.id, d.id from charges c
      join (select id, row_number() over (order by id) - 1 as n from documents where user_id = ${userId}) d
        on d.n = c.id % ${FLEET_DOCUMENTS}
    where c.user_id = ${userId}`);
  return userId;
}

/**
 * A statement's plan and execution time from EXPLAIN ANALYZE (timing per node off, so the figure
 * is close to a plain run; with `--plans` the per-node timings are on), and the median wall time
 * of five plain runs from this process.
 */
async function explain(statement: ReturnType<typeof sql>): Promise<{ ms: number; wall: number; plan: string[] }> {
  const options = showPlans ? sql`analyze, buffers` : sql`analyze, buffers, timing off`;
  const result = (await db.execute(sql`explain (${options}) ${statement}`)) as unknown as { rows: Record<string, string>[] };
  const plan = result.rows.map((r) => Object.values(r)[0]!);
  const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? NaN);
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await db.execute(statement);
    runs.push(performance.now() - start);
  }
  return { ms, wall: runs.sort((a, b) => a - b)[2]!, plan };
}

/** The list query before paging: every charge of the user, every column, a subquery per row. */
const unpaged = (userId: number) =>
  sql`select c.*, coalesce((select array_agg(s.document_id order by s.document_id) from charge_sources s
    where s.charge_id = c.id), '{}') from charges c where c.user_id = ${userId} order by c.bill_date desc, c.id desc`;

const base: Filter = { tab: 'unpaid', documents: null, kind: null, from: null, to: null };

async function report(label: string, userId: number): Promise<void> {
  const scope = userScope(userId);
  const [doc] = await listDocuments(db, scope, 'sts');
  const [middle] = await db
    .execute(
      sql`select bill_date::text as "billDate", id from charges
    where user_id = ${userId} and list_tab = 'paid' order by bill_date desc, id desc
    offset (select count(*) / 2 from charges where user_id = ${userId} and list_tab = 'paid') limit 1`,
    )
    .then((r) => (r as unknown as { rows: { billDate: string; id: number }[] }).rows);
  const oneDoc: Filter = { ...base, documents: { id: doc!.id } };
  const cases: [string, ReturnType<typeof sql>][] = [
    ['before: the whole list, unpaged', unpaged(userId)],
    ['first page, unpaid tab', chargeRowsQuery(db, scope, base, null, 21).getSQL()],
    ['paid tab, a page halfway down', chargeRowsQuery(db, scope, { ...base, tab: 'paid' }, middle ?? null, 21).getSQL()],
    ['first page, one certificate', chargeRowsQuery(db, scope, { ...base, documents: { id: doc!.id } }, null, 21).getSQL()],
    ['first page, every certificate', chargeRowsQuery(db, scope, { ...base, documents: { type: 'sts' } }, null, 21).getSQL()],
    ['first page, taxes only', chargeRowsQuery(db, scope, { ...base, kind: 'tax' }, null, 21).getSQL()],
    ['tab counts and unpaid totals', chargeSummaryQuery(db, scope, base, today).getSQL()],
    ['the same, one certificate', chargeSummaryQuery(db, scope, oneDoc, today).getSQL()],
  ];
  console.log(`\n${label}\n  ${'query'.padEnd(36)} ${'execution'.padStart(11)} ${'wall'.padStart(10)}   plan`);
  for (const [name, statement] of cases) {
    await explain(statement); // warm the cache: the figures are of a running server
    const { ms, wall, plan } = await explain(statement);
    const nodes = plan
      .filter((line) => /->|^\S/.test(line) && !/^(Planning|Execution|Buffers)/.test(line.trim()))
      .map((line) =>
        line
          .trim()
          .replace(/^-> +/, '')
          .replace(/ +\(cost.*$/, ''),
      )
      .slice(0, 4)
      .join(' › ');
    console.log(`  ${name.padEnd(36)} ${ms.toFixed(2).padStart(8)} ms ${wall.toFixed(1).padStart(7)} ms   ${nodes}`);
    if (showPlans) console.log(plan.map((line) => `      ${line}`).join('\n'));
  }
}

const started = performance.now();
const personId = await person();
const fleetId = await fleet();
await db.execute(sql`vacuum analyze charges`);
await db.execute(sql`vacuum analyze charge_sources`);
await db.execute(sql`analyze documents`);
const engine = serverUrl ? 'PostgreSQL' : 'PGlite (in memory)';
console.log(`Charge list plans — ${engine}, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await report('Person, sandbox СТС 9999999999 (1 000+ charges)', personId);
await report(`Fleet, ${FLEET_DOCUMENTS} certificates, ${FLEET_CHARGES.toLocaleString('ru-RU')} charges`, fleetId);
await closeDb();
if (serverUrl) await admin(`drop database if exists ${scratch} with (force)`);
