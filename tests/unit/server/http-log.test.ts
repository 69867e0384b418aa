import { inspect } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { logError, redactConsole, redactText } from '@/lib/server/http/log';

const UIN = '18810177240101234567';
const INN = '500100732259';

/** The lines `logError` writes, without failing the test for calling console.error (tests/setup/unit.ts). */
function errorLines(write: () => void): string[] {
  const spy = vi.mocked(console.error).mockImplementation(() => {});
  try {
    write();
    return spy.mock.calls.map((args) => String(args[0]));
  } finally {
    spy.mockReset();
  }
}

/** A console stand-in that keeps what it was asked to print. */
function fakeConsole() {
  const printed: unknown[][] = [];
  const target = {
    error: (...args: unknown[]) => void printed.push(args),
    warn: (...args: unknown[]) => void printed.push(args),
  };
  redactConsole(target);
  return { target, printed };
}

/** What Drizzle throws for a failed query: the SQL with its bound parameters in the message and in `params`. */
class DrizzleQueryError extends Error {
  constructor(
    public query: string,
    public params: unknown[],
    cause?: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`);
    this.cause = cause;
  }
}

describe('request ids in the log', () => {
  it.each([
    '3be54783-6eb6-4277-b6bb-12345678cdf6',
    '12345678-aaaa-4aaa-8aaa-123456789012',
    'A1B2C3D4-0000-4000-8000-000000000001',
    'r-1',
  ])('%s is written as is', (requestId) => {
    const [line] = errorLines(() => logError('unhandled error in /105/api', new Error('boom'), { requestId }));
    expect(JSON.parse(line!)).toMatchObject({ requestId });
    expect(redactText(`код ${requestId}`)).toBe(`код ${requestId}`);
  });

  it('a client id that is not a UUID still loses its document numbers', () => {
    const [line] = errorLines(() => logError('x', new Error('boom'), { requestId: `req-${UIN}` }));
    expect(JSON.parse(line!)).toMatchObject({ requestId: 'req-[number]' });
  });

  it('document numbers next to a UUID, or longer than its groups, are still cut', () => {
    expect(redactText(`${UIN} 3be54783-6eb6-4277-b6bb-12345678cdf6 ${INN} 79161234567 99АВ123456 a@b.ru`)).toBe(
      '[number] 3be54783-6eb6-4277-b6bb-12345678cdf6 [number] [number] [number] [email]',
    );
    expect(redactText('12345678-aaaa-4aaa-8aaa-1234567890123')).toBe('[number]-aaaa-4aaa-8aaa-[number]');
    expect(redactText('912345678-aaaa-4aaa-8aaa-123456789012')).toBe('[number]-aaaa-4aaa-8aaa-[number]');
  });
});

describe('console.error and console.warn redact what the framework prints', () => {
  it('a failed query thrown by a page: no bound parameters, addresses, token hashes or УИН', () => {
    const { target, printed } = fakeConsole();
    const pgError = Object.assign(new Error(`invalid input syntax for type bigint: "${UIN}"`), {
      code: '22P02',
      detail: 'Key (email)=(ivan@example.ru) already exists.',
    });
    const error = Object.assign(
      new DrizzleQueryError(
        'select * from rate_limits where key = $1 and hash = $2',
        ['127.0.0.1', 'ab12cd34ef'.repeat(6), UIN],
        pgError,
      ),
      { digest: '2338785109' },
    );
    target.error('⨯', error);
    const [prefix, printedError] = printed[0]!;
    expect(prefix).toBe('⨯');
    expect(printedError).toBeInstanceOf(DrizzleQueryError);
    const text = inspect(printedError, { depth: 10 });
    for (const secret of ['127.0.0.1', 'ab12cd34ef', UIN, 'ivan@example.ru']) expect(text).not.toContain(secret);
    expect(text).toContain('Failed query: select * from rate_limits where key = $1 and hash = $2');
    expect(text).toContain('params: [redacted]');
    expect(text).toContain("code: '22P02'");
    // The digest ties the error page («Digest: 2338785109») to the log line.
    expect(text).toContain("digest: '2338785109'");
    expect((printedError as Error).stack).toMatch(/^Error: Failed query: [^\n]+\nparams: \[redacted\]\n\s+at /);
    // The thrown error itself is not changed: the page's error boundary still gets it.
    expect(error.message).toContain('127.0.0.1');
  });

  it('texts: a УИН or parameters in a message, and ordinary messages unchanged', () => {
    const { target, printed } = fakeConsole();
    target.error(`Error: payment for ${UIN} failed\nparams: 127.0.0.1,x`);
    target.warn('\u001b[33m\u001b[1m⚠\u001b[22m\u001b[39m Unsupported metadata themeColor in /news/[slug]', 42, { keep: 1 });
    expect(printed[0]).toEqual(['Error: payment for [number] failed\nparams: [redacted]']);
    expect(printed[1]).toEqual([
      '\u001b[33m\u001b[1m⚠\u001b[22m\u001b[39m Unsupported metadata themeColor in /news/[slug]',
      42,
      { keep: 1 },
    ]);
  });

  it('our own JSON lines stay whole JSON and keep the request id', () => {
    const { target, printed } = fakeConsole();
    const requestId = '12345678-aaaa-4aaa-8aaa-123456789012';
    const [line] = errorLines(() => logError('query failed', new DrizzleQueryError('select 1', [UIN]), { requestId }));
    target.error(line);
    const reprinted = printed[0]![0] as string;
    expect(JSON.parse(reprinted)).toEqual(JSON.parse(line!));
    expect(reprinted).toContain(requestId);
    expect(reprinted).not.toContain(UIN);
  });

  it('installs once', () => {
    const { target, printed } = fakeConsole();
    const installed = target.error;
    redactConsole(target);
    expect(target.error).toBe(installed);
    target.error(UIN);
    expect(printed).toEqual([['[number]']]);
  });
});
