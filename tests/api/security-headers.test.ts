import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { GET as getClient } from '@/app/105/api/client/route';
import { resetEnvCache } from '@/lib/env';
import { contentSecurityPolicy } from '@/lib/security/csp';
import { call } from './support/call';

const PARTNER = 'https://partner.example';

beforeAll(() => {
  process.env.API_ALLOWED_ORIGINS = `${PARTNER}, not a url`;
  resetEnvCache();
});

afterAll(() => {
  delete process.env.API_ALLOWED_ORIGINS;
  resetEnvCache();
});

const preflight = (origin: string) =>
  proxy(
    new NextRequest('http://localhost:3000/105/api/sts/5', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'DELETE' },
    }),
  );

describe('CORS of /105/api', () => {
  it('answers a preflight from a listed origin', async () => {
    const res = await preflight(PARTNER);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(res.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('refuses a preflight from any other origin', async () => {
    const res = await preflight('https://evil.example');
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a listed origin read answers, and nobody else', async () => {
    const listed = await call(getClient, 'client', { headers: { origin: PARTNER } });
    expect(listed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(listed.headers.get('access-control-expose-headers')).toContain('retry-after');
    const other = await call(getClient, 'client', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the pages’ Content-Security-Policy', () => {
  it('gives every page response its own nonce and renders the page with the same policy', async () => {
    const first = await proxy(new NextRequest('http://localhost:3000/login'));
    const second = await proxy(new NextRequest('http://localhost:3000/login'));
    const policy = first.headers.get('content-security-policy')!;
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(second.headers.get('content-security-policy')).not.toBe(policy);
    // The page renders with the policy in its request headers, where Next.js finds the nonce.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
  });

  it('allows the API host of NEXT_PUBLIC_API_BASE_URL in connect-src', async () => {
    const policy = contentSecurityPolicy('abc', { dev: false, apiBaseUrl: 'https://api.shtrafy.example/105/api' });
    expect(policy).toContain("connect-src 'self' https://api.shtrafy.example;");
    expect(contentSecurityPolicy('abc', { dev: false, apiBaseUrl: '' })).toContain("connect-src 'self';");
  });
});
