import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { logError, logInfo, redact } from '@/lib/server/http/log';
import { expectErrorLog, errorLogLines } from './support/console';

const EMAIL = 'Ivan.Petrov+fines@example.ru';
const STS = '99АВ123456';
const INN = '500100732259';

describe('the logger redacts', () => {
  it('bound parameters, e-mails and document numbers of a failed query', async () => {
    expectErrorLog();
    const db = await getDb();
    // A real driver error: Drizzle puts the query and its parameters into the message.
    const error = await db
      .select()
      .from(users)
      .where(and(eq(users.email, EMAIL), sql`${STS}::int = 1`))
      .then(
        () => expect.unreachable(),
        (e: unknown) => e,
      );
    expect(String((error as Error).message)).toContain(EMAIL);
    logError('query failed', error, { requestId: 'r-1', path: `/105/api/sts?sts=${STS}&session=abc` });
    const line = errorLogLines().at(-1)!;
    expect(JSON.parse(line)).toMatchObject({
      level: 'error',
      message: 'query failed',
      requestId: 'r-1',
      path: '/105/api/sts?[redacted]',
    });
    for (const secret of [EMAIL, STS, 'session=abc']) expect(line).not.toContain(secret);
    expect(line).toContain('22P02');
  });

  it('secret keys at any depth, and e-mails inside other values', () => {
    const context = {
      session: 'f'.repeat(64),
      salt: 'c2FsdA',
      _password: 'пароль',
      email: EMAIL,
      sts: STS,
      driverLicense: '7712345678',
      inn: INN,
      uin: '18810177240101234567',
      nested: { token: 'abc', note: `письмо для ${EMAIL}`, list: [`ИНН ${INN}`] },
      requestId: 'r-2',
      kind: 'signin',
    };
    const redacted = JSON.stringify(redact(context));
    for (const secret of [EMAIL, STS, INN, '7712345678', '18810177240101234567', 'c2FsdA', 'пароль', 'abc', 'f'.repeat(64)]) {
      expect(redacted).not.toContain(secret);
    }
    expect(redact(context)).toMatchObject({ requestId: 'r-2', kind: 'signin', nested: { note: 'письмо для [email]' } });
  });

  it('info lines too', () => {
    const lines: string[] = [];
    const original = console.log;
    console.log = (line: string) => lines.push(line);
    try {
      logInfo('mail sent', { to: EMAIL, mailId: 7 });
    } finally {
      console.log = original;
    }
    expect(JSON.parse(lines[0]!)).toMatchObject({ message: 'mail sent', to: '[email]', mailId: 7 });
  });
});
