import { describe, expect, it } from 'vitest';
import { GET as visitTriple, POST as postTriple } from '@/app/auth/triple/route';
import { POST as logout } from '@/app/105/api/logout/route';
import { call } from './support/call';
import { signUp } from './support/users';
import { formPost, setCookie } from './support/page-forms';

const post = (body: string, headers: Record<string, string> = {}) => formPost('/auth/triple', body, headers);
const cookie = setCookie;

const form = (auth: { userId: string; rand: string; session: string }, next = '/profile') =>
  new URLSearchParams({ userId: auth.userId, rand: auth.rand, session: auth.session, next }).toString();

describe('POST /auth/triple: «Войти как …» of a sign-in link without scripts', () => {
  it('signs in by cookie (with the one-shot copy for the page) and goes on to the page the link named', async () => {
    const auth = await signUp();
    const res = await postTriple(post(form(auth, '/fines/list?tab=paid')));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/fines/list?tab=paid');
    expect(cookie(res, 'shtrafy_auth')).toBe(`${auth.userId}.${auth.rand}.${auth.session}`);
    expect(cookie(res, 'shtrafy_adopt')).toBe(cookie(res, 'shtrafy_auth'));
    expect(res.headers.getSetCookie().find((l) => l.startsWith('shtrafy_auth='))).toMatch(/HttpOnly/i);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['the link page again', '/link-sign-in?userId=1'],
    ['a path that leaves the site', '/\\evil.example'],
  ])('never goes on to %s', async (_, next) => {
    const res = await postTriple(post(form(await signUp(), next)));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });

  it('sends a wrong, revoked, broken or oversized triple back to the link page, with nobody signed in', async () => {
    const auth = await signUp();
    const revoked = await signUp();
    expect((await call(logout, 'logout', { auth: revoked })).json.status).toBe('ok');
    for (const body of [
      form({ ...auth, session: 'f'.repeat(64) }),
      form(revoked),
      `userId=${auth.userId}%00&rand=${auth.rand}&session=${auth.session}`,
      'userId=%ZZ&rand=1&session=2',
      '',
      `userId=${'1'.repeat(300 * 1024)}`,
    ]) {
      const res = await postTriple(post(body));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/link-sign-in');
      expect(cookie(res, 'shtrafy_auth')).toBeUndefined();
    }
  });

  it('refuses a post from another site — a sign-in into the forger’s account — in Russian, and sets nothing', async () => {
    const forger = await signUp();
    const forged = await postTriple(post(form(forger), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }));
    expect(forged.status).toBe(403);
    expect(await forged.text()).toMatch(/[А-Яа-яЁё]/);
    expect(cookie(forged, 'shtrafy_auth')).toBeUndefined();
  });

  it('sends a visit of the form’s address to the link page', () => {
    const res = visitTriple();
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/link-sign-in');
  });
});
