import { describe, expect, it } from 'vitest';
import { GET as getSignOut, POST as postSignOut } from '@/app/auth/sign-out/route';
import { GET as getUser } from '@/app/105/api/user/route';
import { call, type TestAuth } from './support/call';
import { formPost } from './support/page-forms';
import { signUp } from './support/users';

const cookieOf = (auth: TestAuth) => `shtrafy_auth=${auth.userId}.${auth.rand}.${auth.session}`;
/** The lines of `res` that delete the auth cookie and its readable copy. */
const cleared = (res: Response) =>
  res.headers.getSetCookie().filter((line) => /^shtrafy_(auth|adopt)=;/.test(line) && /Max-Age=0/i.test(line));

describe('POST /auth/sign-out: /profile’s «Выйти» without scripts', () => {
  it('ends this sign-in on the server, clears both cookies and goes to /login', async () => {
    const me = await signUp();
    const res = await postSignOut(formPost('/auth/sign-out', '', { cookie: cookieOf(me) }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login');
    expect(cleared(res)).toHaveLength(2);
    // The salt stops working everywhere, as after `POST /105/api/logout`.
    expect((await call(getUser, 'user', { auth: me })).http).toBe(401);
  });

  it('ends only the sign-in of the cookie, and clears a cookie that no longer holds', async () => {
    const me = await signUp();
    const forged = await postSignOut(
      formPost('/auth/sign-out', '', { cookie: `shtrafy_auth=${me.userId}.${me.rand}.${'0'.repeat(64)}` }),
    );
    expect([forged.status, forged.headers.get('location'), cleared(forged).length]).toEqual([303, '/login', 2]);
    expect((await call(getUser, 'user', { auth: me })).http).toBe(200);
    const none = await postSignOut(formPost('/auth/sign-out', ''));
    expect(none.headers.get('location')).toBe('/login');
  });

  it('refuses a post from another site (signing a visitor out) and ends nothing', async () => {
    const me = await signUp();
    const res = await postSignOut(
      formPost('/auth/sign-out', '', { cookie: cookieOf(me), origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
    );
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await call(getUser, 'user', { auth: me })).http).toBe(200);
  });

  it('signs nobody out by a visit of its address', async () => {
    const res = getSignOut();
    expect([res.status, res.headers.get('location')]).toEqual([303, '/profile']);
  });
});
