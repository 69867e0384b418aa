import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, tileOrigin } from '@/lib/security/csp';

describe('CSP for the offence map tiles (MAP_TILE_URL)', () => {
  it('allows images from the configured tile origin only', () => {
    const policy = contentSecurityPolicy('abc', { dev: false, tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    expect(policy).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
    expect(policy).toContain("connect-src 'self';");
    expect(contentSecurityPolicy('abc', { dev: false })).toContain("img-src 'self' data: blob:;");
  });

  it('widens a {s} subdomain template to those subdomains and ignores a malformed URL', () => {
    expect(tileOrigin('https://{s}.tile.example.ru/{z}/{x}/{y}.png')).toBe('https://*.tile.example.ru');
    expect(tileOrigin('http://127.0.0.1:9/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:9');
    expect(tileOrigin('not a url')).toBeNull();
    expect(tileOrigin(undefined)).toBeNull();
  });
});
