import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/components/auth/next-path';

describe('safeNextPath: only same-origin paths survive', () => {
  it.each([
    ['/profile', '/profile'],
    ['/fines/list?tab=orders', '/fines/list?tab=orders'],
    ['/fines/list#top', '/fines/list#top'],
    // Still a path on this site: the encoded slashes are not a host.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps %j', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    ['a tab after the slash', '/\t/evil.example'],
    ['a newline after the slash', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a tab inside', '/\t\t/evil.example/path'],
    ['a backslash', '/\\evil.example'],
    ['slash backslash twice', '/\\\\evil.example'],
    ['a protocol-relative URL', '//evil.example'],
    ['three slashes', '///evil.example'],
    ['a dot segment back to //', '/.//evil.example'],
    ['dot-dot back to //', '/a/..//evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['an absolute URL', 'https://evil.example/'],
    ['a relative path', 'profile'],
    ['empty', ''],
  ])('refuses %s', (_, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('refuses the encoded variants once the page has decoded the query (`%2F%09%2Fhost`)', () => {
    const decoded = new URLSearchParams('next=%2F%09%2Fevil.example').get('next')!;
    expect(decoded).toBe('/\t/evil.example');
    expect(safeNextPath(decoded)).toBeNull();
    expect(safeNextPath(new URLSearchParams('next=%2F%0A%2Fevil.example').get('next')!)).toBeNull();
    expect(safeNextPath(new URLSearchParams('next=%2F%5Cevil.example').get('next')!)).toBeNull();
    expect(safeNextPath(new URLSearchParams('next=%2F%2Fevil.example').get('next')!)).toBeNull();
  });

  it('takes the first of repeated parameters', () => {
    expect(safeNextPath(['/profile', '//evil.example'])).toBe('/profile');
    expect(safeNextPath(['//evil.example', '/profile'])).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });
});
