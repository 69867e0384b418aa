import { describe, expect, it } from 'vitest';
import { GET as ended } from '@/app/auth/ended/route';
import { signUp } from './support/users';

const SITE = 'http://localhost:3000';
const visit = (next: string, cookie?: string) =>
  ended(new Request(`${SITE}/auth/ended?next=${encodeURIComponent(next)}`, { headers: cookie ? { cookie } : {} }));
const cleared = (res: Response) =>
  res.headers.getSetCookie().filter((line) => /^shtrafy_(auth|adopt)=;/.test(line) && /Max-Age=0/i.test(line));

describe('GET /auth/ended (a signed-in page found the auth cookie no longer valid)', () => {
  it('clears a cookie that fails its check and sends the visitor to /login, which says why', async () => {
    const me = await signUp();
    const res = await visit('/profile', `shtrafy_auth=${me.userId}.${me.rand}.${'0'.repeat(64)}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login?next=%2Fprofile&ended=1');
    expect(cleared(res)).toHaveLength(2);
  });

  it('cannot sign anybody out: a valid cookie stays and the visitor goes on to `next`', async () => {
    const me = await signUp();
    const res = await visit('/fines/list?tab=paid', `shtrafy_auth=${me.userId}.${me.rand}.${me.session}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/fines/list?tab=paid');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('keeps `next` on this site', async () => {
    const res = await visit('//evil.example/x', 'shtrafy_auth=garbage');
    expect(res.headers.get('location')).toBe('/login?next=%2F&ended=1');
  });

  it('says nothing ended to a visitor who had no cookie (the address opened by hand)', async () => {
    const res = await visit('/profile');
    expect(res.headers.get('location')).toBe('/login?next=%2Fprofile');
  });
});
