// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

const requestPath = vi.hoisted(() => ({ value: '/fines/list?tab=orders' as string | null }));
vi.mock('server-only', () => ({}));
// React's `cache` keeps one value per server request; here a request is `request.id`, moved on by each test.
const request = vi.hoisted(() => ({ id: 0 }));
vi.mock('react', async (original) => ({
  ...(await original<typeof import('react')>()),
  cache: <T>(fn: () => T) => {
    const values = new Map<number, T>();
    return () => {
      if (!values.has(request.id)) values.set(request.id, fn());
      return values.get(request.id)!;
    };
  },
}));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(requestPath.value === null ? {} : { 'x-shtrafy-request-path': requestPath.value }),
}));

const { outageAware } = await import('@/lib/server/pages/outage-aware');
const { notFound } = await import('next/navigation');

/** The address a Next.js redirect error carries (its digest: `NEXT_REDIRECT;replace;<url>;307;`). */
function redirectTarget(error: unknown): string | undefined {
  const digest = (error as { digest?: unknown }).digest;
  return typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT') ? digest.split(';')[2] : undefined;
}

async function thrownBy(render: () => Promise<unknown>): Promise<unknown> {
  try {
    await render();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
}

/** What `render` throws and the error lines it logged (the setup fails a test on an unexpected console.error). */
async function thrownAndLogged(render: () => Promise<unknown>): Promise<{ thrown: unknown; logged: string[] }> {
  const spy = vi.mocked(console.error).mockImplementation(() => {});
  try {
    const thrown = await thrownBy(render);
    return { thrown, logged: spy.mock.calls.map((args) => String(args[0])) };
  } finally {
    spy.mockReset();
  }
}

/** A driver error as Drizzle wraps it: the SQLSTATE on `cause`. */
function databaseError(code: string): Error {
  return Object.assign(new Error('Failed query: select …'), { cause: Object.assign(new Error('driver'), { code }) });
}

describe('outageAware', () => {
  it('sends a page whose database stops answering to the 503 page, naming the address asked for', async () => {
    requestPath.value = '/fines/list?tab=orders';
    for (const code of ['57014', '08006', 'ECONNRESET', '57P01']) {
      request.id += 1;
      const page = outageAware(async () => Promise.reject(databaseError(code)));
      const { thrown, logged } = await thrownAndLogged(page);
      expect(redirectTarget(thrown), code).toBe('/unavailable?next=%2Ffines%2Flist%3Ftab%3Dorders');
      // The operators see it: the page's 503 is not the framework's logged 500 any more.
      expect(logged).toHaveLength(1);
      expect(JSON.parse(logged[0]!)).toMatchObject({ message: 'page render: database unavailable (answered 503)' });
    }
  });

  it('logs one outage once when a page and its metadata both meet it in one request', async () => {
    request.id += 1;
    const metadata = outageAware(async () => Promise.reject(databaseError('57014')));
    const page = outageAware(async () => Promise.reject(databaseError('57014')));
    expect((await thrownAndLogged(metadata)).logged).toHaveLength(1);
    const second = await thrownAndLogged(page);
    expect(redirectTarget(second.thrown)).toBe('/unavailable?next=%2Ffines%2Flist%3Ftab%3Dorders');
    expect(second.logged).toHaveLength(0);
    // The next request's outage is logged again.
    request.id += 1;
    expect((await thrownAndLogged(page)).logged).toHaveLength(1);
  });

  it('falls back to the home page when the proxy named no address', async () => {
    requestPath.value = null;
    const page = outageAware(async () => Promise.reject(databaseError('57014')));
    expect(redirectTarget((await thrownAndLogged(page)).thrown)).toBe('/unavailable?next=%2F');
  });

  it('lets other errors, a unique violation and the framework’s own 404 go on as thrown', async () => {
    const bug = new TypeError('x is undefined');
    expect(await thrownBy(outageAware(async () => Promise.reject(bug)))).toBe(bug);
    const duplicate = databaseError('23505');
    expect(await thrownBy(outageAware(async () => Promise.reject(duplicate)))).toBe(duplicate);
    const missing = await thrownBy(
      outageAware(async () => {
        notFound();
      }),
    );
    expect(redirectTarget(missing)).toBeUndefined();
    expect((missing as { digest?: string }).digest).toMatch(/^NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it('passes the page its arguments and returns what it renders', async () => {
    const page = outageAware(async (props: { id: number }) => `page ${props.id}`);
    expect(await page({ id: 7 })).toBe('page 7');
  });
});
