import { createServer, request, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hookHttpServers } from '@/lib/server/http/server-hooks';
import { MSG_METHOD_NOT_SUPPORTED } from '@/lib/domain/messages';
import { unsupportedMethodAnswer } from '@/lib/server/http/unsupported-method';

/** One request to the local server; resolves with its status, headers and body. */
function send(port: number, method: string, path: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('a method the site cannot take, answered before the framework', () => {
  let server: Server;
  let port: number;
  let reached: string[];

  beforeAll(async () => {
    hookHttpServers(Server);
    reached = [];
    server = createServer((req, res) => {
      reached.push(`${req.method} ${req.url}`);
      res.end('framework');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('TRACE and PROPFIND on the API: 501 in the envelope with a request id, never reaching a handler', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
      const res = await send(port, method, '/105/api/fines?userId=1');
      expect(res.status).toBe(501);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
      expect(JSON.parse(res.body)).toEqual({
        status: 'error',
        error: { code: 'method_not_implemented', errorDesc: `Сервис не принимает запросы ${method}` },
      });
    }
    expect(reached).toEqual([]);
  });

  it('TRACE on a page or the sitemap: 501 in Russian plain text', async () => {
    for (const path of ['/news', '/sitemap.xml', '/fines/list?x=1']) {
      const res = await send(port, 'TRACE', path);
      expect(res.status).toBe(501);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toBe(MSG_METHOD_NOT_SUPPORTED);
    }
    expect(reached).toEqual([]);
  });

  it('PUT, DELETE and PATCH on the static home page: 405 with Allow, in Russian', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS']) {
      const res = await send(port, method, '/?a=1');
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.body).toBe(MSG_METHOD_NOT_SUPPORTED);
    }
    expect(reached).toEqual([]);
  });

  it('lets every method an address may take through', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect((await send(port, method, '/105/api/sts')).status, method).toBe(200);
    }
    expect((await send(port, 'GET', '/')).body).toBe('framework');
    expect((await send(port, 'POST', '/check')).body).toBe('framework');
    expect(reached).toHaveLength(9);
  });

  it('a post to a built file the route guard does not see: 405 with Allow, in Russian', async () => {
    const before = reached.length;
    for (const path of ['/_next/static/chunks/app.js', '/favicon.ico', '/_next/image?url=%2Fa.png&w=64&q=75']) {
      const res = await send(port, 'POST', path);
      expect(res.status, path).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.body).toBe(MSG_METHOD_NOT_SUPPORTED);
    }
    expect((await send(port, 'GET', '/_next/static/chunks/app.js')).body).toBe('framework');
    expect(reached.length - before).toBe(1);
  });
});

describe('unsupportedMethodAnswer', () => {
  it('reads the path of an absolute request target and ignores the query and the case of the method', () => {
    expect(unsupportedMethodAnswer('trace', 'http://example.ru/105/api/user?x')?.status).toBe(501);
    expect(unsupportedMethodAnswer('TRACE', 'http://example.ru/105/api/user')?.headers['content-type']).toContain('json');
    expect(unsupportedMethodAnswer('PUT', 'http://example.ru')?.status).toBe(405);
    expect(unsupportedMethodAnswer('PUT', '/105/api2')).toBeNull();
    expect(unsupportedMethodAnswer('GET', '/?userId=1')).toBeNull();
  });

  it('does not echo a long method back', () => {
    const answer = unsupportedMethodAnswer('X'.repeat(500), '/105/api/user')!;
    expect(answer.body.length).toBeLessThan(200);
  });
});
