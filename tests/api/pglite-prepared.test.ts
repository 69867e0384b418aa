import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED_STATEMENTS_MAX, withPreparedStatements } from '@/lib/server/db/pglite-prepared';

// The wrapper is the embedded database's own: it is tested on a PGlite of its own, also when the
// rest of the suite runs on a PostgreSQL server.
let raw: PGlite;
let db: PGlite;

/** The statements prepared in the session, by the text they were prepared from. */
async function preparedTexts(): Promise<{ statement: string; generic: number; custom: number }[]> {
  const r = await raw.query<{ statement: string; generic: number; custom: number }>(
    'select statement, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements',
  );
  return r.rows;
}

beforeAll(async () => {
  raw = await PGlite.create();
  await raw.exec(`
    create table notes (id bigint primary key, owner bigint not null, body text, at timestamptz, data jsonb, flag boolean);
    insert into notes values
      (1, 7, 'обычный текст', '2026-11-26T10:00:00Z', '{"a": 1}', true),
      (2, 7, 'it''s a quote', null, null, false),
      (3, 7, 'back\\slash \\'' and E''\\x41''', null, null, null),
      (4, 8, 'другой владелец', null, null, null);`);
  db = withPreparedStatements(raw);
});

afterAll(async () => {
  await raw.close();
});

describe('withPreparedStatements (reads on PGlite planned once)', () => {
  it('answers a read exactly as the direct query, from a statement prepared once and executed after', async () => {
    const text = 'select id, body, at, data, flag from notes where owner = $1 and id >= $2 order by id';
    const direct = await raw.query(text, [7, 1]);
    for (let i = 0; i < 8; i++) expect(await db.query(text, [7, 1])).toEqual(direct);
    const [entry] = (await preparedTexts()).filter((p) => p.statement.includes('from notes where owner'));
    expect(entry).toBeDefined();
    // Eight runs of one prepared statement: PostgreSQL's plan cache ran each of them.
    expect(entry!.generic + entry!.custom).toBe(8);
    expect((await db.query(text, [7, 1], { rowMode: 'array' })).rows).toEqual(
      (await raw.query(text, [7, 1], { rowMode: 'array' })).rows,
    );
  });

  it('binds hostile and unusual text as data: quotes, backslashes, escape-string syntax, Cyrillic, null', async () => {
    const text = 'select id from notes where body = $1 order by id';
    for (const body of [
      "it's a quote",
      "back\\slash \\' and E'\\x41'",
      'обычный текст',
      "x' or '1'='1",
      "\\'; drop table notes; --",
    ]) {
      expect(await db.query(text, [body])).toEqual(await raw.query(text, [body]));
    }
    expect((await db.query(text, ["back\\slash \\' and E'\\x41'"])).rows).toEqual([{ id: 3 }]);
    expect((await db.query(text, ["x' or '1'='1"])).rows).toEqual([]);
    expect((await db.query(text, [null])).rows).toEqual([]);
    expect((await raw.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]!.n).toBe(4);
  });

  it('binds dates, numbers, booleans and JSON through the serializers of their types', async () => {
    const text = 'select id from notes where at = $1 or data = $2 or flag = $3 or id = $4 order by id';
    const params = [new Date('2026-11-26T10:00:00Z'), { a: 1 }, false, 4];
    expect(await db.query(text, params)).toEqual(await raw.query(text, params));
    expect((await db.query(text, params)).rows).toEqual([{ id: 1 }, { id: 2 }, { id: 4 }]);
  });

  it('fails as the direct query does: an error raised while running, a syntax error, a wrong parameter count, a NUL', async () => {
    const failure = async (q: PGlite, text: string, params: unknown[]) =>
      q.query(text, params).then(
        () => null,
        (error: { code?: string; message: string }) => ({ code: error.code, message: error.message }),
      );
    for (const [text, params] of [
      ['select 1 / $1::int as x', [0]],
      ['select from notes where', []],
      ['select id from notes where owner = $1 and id = $2', [7]],
      ['select id from notes where body = $1', ['a\0b']],
    ] as const) {
      const expected = await failure(raw, text, [...params]);
      expect(expected).not.toBeNull();
      expect(await failure(db, text, [...params])).toEqual(expected);
    }
  });

  it('runs writes directly, and Drizzle on top of it reads, writes and runs transactions', async () => {
    const orm = drizzle({ client: db });
    await orm.execute(sql`insert into notes (id, owner, body) values (${10}, ${9}, ${'новая'})`);
    await orm.transaction(async (tx) => {
      await tx.execute(sql`update notes set body = ${'в транзакции'} where id = ${10}`);
    });
    const read = await orm.execute<{ body: string }>(sql`select body from notes where id = ${10}`);
    expect(read.rows).toEqual([{ body: 'в транзакции' }]);
    expect((await preparedTexts()).some((p) => /insert|update/i.test(p.statement))).toBe(false);
  });

  it('runs a read directly when its statement was deallocated behind its back, and prepares it again after', async () => {
    const text = 'select id from notes where owner = $1 and id < $2 order by id';
    expect((await db.query(text, [7, 3])).rows).toEqual([{ id: 1 }, { id: 2 }]);
    await raw.exec('deallocate all');
    expect((await db.query(text, [7, 3])).rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect((await preparedTexts()).some((p) => p.statement.includes('and id < $2'))).toBe(false);
    expect((await db.query(text, [7, 2])).rows).toEqual([{ id: 1 }]);
    expect((await preparedTexts()).some((p) => p.statement.includes('and id < $2'))).toBe(true);
  });

  it(`keeps at most ${PREPARED_STATEMENTS_MAX} statements, deallocating the least recently used`, async () => {
    const first = 'select id from notes where id = $1 and 0 = 0';
    await db.query(first, [1]);
    for (let i = 1; i <= PREPARED_STATEMENTS_MAX + 10; i++)
      await db.query(`select id from notes where id = $1 and ${i} = ${i}`, [1]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const texts = await preparedTexts();
    expect(texts.length).toBeLessThanOrEqual(PREPARED_STATEMENTS_MAX);
    expect(texts.some((p) => p.statement.includes('and 0 = 0'))).toBe(false);
    // An evicted statement is prepared again when it is asked for again.
    expect((await db.query(first, [1])).rows).toEqual([{ id: 1 }]);
    expect((await preparedTexts()).some((p) => p.statement.includes('and 0 = 0'))).toBe(true);
  });
});
