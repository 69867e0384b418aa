import { describe, expect, it } from 'vitest';
import { NOT_ALLOWED } from '@/lib/server/http/method-not-allowed';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

// Every route of the API, loaded as Next.js loads it (the catch-all answers 404 to everything).
const routes = Object.entries(import.meta.glob<Record<string, unknown>>('/app/105/api/**/route.ts')).filter(
  ([file]) => !file.includes('[[...path]]'),
);
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const isOwn = (handler: unknown) => typeof handler === 'function' && !(NOT_ALLOWED in handler);

describe('a method an API path does not take', () => {
  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it.each(routes)('%s answers every other method with the 405 envelope and Allow', async (file, load) => {
    const route = await load();
    const own = METHODS.filter((m) => isOwn(route[m]));
    expect(own.length, `${file} exports no handler of its own`).toBeGreaterThan(0);
    const allow = [...new Set([...own, ...(own.includes('GET') ? ['HEAD'] : []), 'OPTIONS'])].sort().join(', ');
    for (const method of METHODS) {
      const handler = route[method] as Handler | undefined;
      // Next.js answers HEAD with GET; every other method must be exported, or Next.js answers an empty 405.
      if (method === 'HEAD' && own.includes('GET')) continue;
      expect(handler, `${file}: add \`export const { … } = otherMethods(${own.map((m) => `'${m}'`).join(', ')})\``).toBeTypeOf(
        'function',
      );
      if (isOwn(handler)) continue;
      const res = await handler!(new Request(`http://localhost:3000${file.replace(/^\/app|\/route\.ts$/g, '')}`, { method }), {
        params: Promise.resolve({}),
      });
      expect(res.headers.get('allow'), `${file} ${method}`).toBe(allow);
      expect(res.headers.get('cache-control')).toBe('no-store');
      if (method === 'OPTIONS') {
        expect(res.status).toBe(204);
        continue;
      }
      expect(res.status, `${file} ${method}`).toBe(405);
      if (method === 'HEAD') continue;
      expect(res.headers.get('x-request-id')).toBeTruthy();
      expect(await res.json()).toEqual({
        status: 'error',
        error: { code: 'method_not_allowed', errorDesc: `Этот адрес API не принимает запросы ${method}. Допустимо: ${allow}` },
      });
    }
  });
});
