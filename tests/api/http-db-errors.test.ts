import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { POST as register } from '@/app/105/api/user/register/route';
import { POST as changeEmail } from '@/app/105/api/user/email/route';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { appErrorFromDatabase, databaseErrorCode } from '@/lib/server/http/db-errors';
import { plainRoute } from '@/lib/server/http/plain-route';
import { notFound } from '@/lib/server/errors';
import { call, type Answer } from './support/call';
import { expectErrorLog } from './support/console';
import { uniqueEmail } from './support/mail';
import { signUp } from './support/users';

/** The rejection of a promise (the test fails if it resolves). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the query should fail'),
    (error: unknown) => error,
  );
}

describe('database errors are answered by SQLSTATE', () => {
  it('a unique violation is a 409 conflict', async () => {
    const db = await getDb();
    const email = uniqueEmail();
    await db.insert(users).values({ email });
    const error = await failure(db.insert(users).values({ email }));
    expect(databaseErrorCode(error)).toBe('23505');
    expect(appErrorFromDatabase(error)).toMatchObject({ code: 'conflict', httpStatus: 409 });
  });

  it('a data exception is a 400 bad request', async () => {
    const db = await getDb();
    const error = await failure(db.execute(sql`select ${'не число'}::int`));
    expect(databaseErrorCode(error)).toBe('22P02');
    expect(appErrorFromDatabase(error)).toMatchObject({ code: 'bad_request', httpStatus: 400 });
  });

  it('a refused connection is a 503 with Retry-After seconds', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = new Error('Failed query: select 1', { cause: refused });
    expect(appErrorFromDatabase(wrapped)).toMatchObject({ code: 'unavailable', httpStatus: 503, details: { retryAfter: 5 } });
  });

  it('other failures are left to the generic 500', async () => {
    const db = await getDb();
    const error = await failure(db.execute(sql`select * from no_such_table`));
    expect(databaseErrorCode(error)).toBe('42P01');
    expect(appErrorFromDatabase(error)).toBeUndefined();
  });
});

describe('plainRoute: addresses outside the API (downloads, the news feed)', () => {
  const refused = () => {
    throw new Error('Failed query', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
  };

  it('answers a database that cannot serve with 503, Retry-After and a Russian sentence', async () => {
    const answer = await plainRoute('test', async () => refused());
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.text()).toBe('Сервис временно недоступен. Попробуйте через несколько секунд');
  });

  it('keeps a refusal’s status and message, and answers anything else with 500 and no details', async () => {
    const refusal = await plainRoute('test', async () => {
      throw notFound('Организация не найдена');
    });
    expect([refusal.status, await refusal.text()]).toEqual([404, 'Организация не найдена']);
    expectErrorLog();
    const broken = await plainRoute('test', async () => {
      throw new TypeError('x is not a function at /srv/app.js:1:2');
    });
    expect(broken.status).toBe(500);
    expect(await broken.text()).toBe('Что-то пошло не так. Попробуйте снова');
  });
});

/** True for an answer a client can act on: ok, or a 409 in the envelope — never a 500. */
function settled(answer: Answer): boolean {
  return answer.http === 200 || (answer.http === 409 && answer.json.status === 'error');
}

describe('two requests racing for one e-mail', () => {
  it('registrations answer ok or 409, never 500', async () => {
    for (let round = 0; round < 3; round++) {
      const email = uniqueEmail();
      const racers = await Promise.all([signUp(), signUp(), signUp()]);
      const answers = await Promise.all(
        racers.map((auth) =>
          call(register, 'user/register', {
            auth,
            body: { 'fos_user_registration_form[email]': email, 'fos_user_registration_form[plainPassword]': 'пароль-гонка-1' },
          }),
        ),
      );
      expect(answers.map((a) => a.http).filter((s) => s >= 500)).toEqual([]);
      expect(answers.every(settled)).toBe(true);
    }
  });

  it('e-mail changes answer ok or 409, never 500', async () => {
    for (let round = 0; round < 3; round++) {
      const email = uniqueEmail();
      const racers = await Promise.all([signUp(), signUp(), signUp()]);
      const answers = await Promise.all(racers.map((auth) => call(changeEmail, 'user/email', { auth, body: { email } })));
      expect(answers.map((a) => a.http).filter((s) => s >= 500)).toEqual([]);
      expect(answers.every(settled)).toBe(true);
    }
  });
});
