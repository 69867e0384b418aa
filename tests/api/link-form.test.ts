import { describe, expect, it } from 'vitest';
import { POST as postLink } from '@/app/auth/link/route';
import { POST as sendAuth } from '@/app/105/api/fos/send/auth/route';
import { GET as getUser } from '@/app/105/api/user/route';
import { parseAuthCookie } from '@/lib/auth/cookie';
import { call } from './support/call';
import { lastMailTo, uniqueEmail } from './support/mail';
import { formPost, setCookie } from './support/page-forms';

const post = (body: string, headers: Record<string, string> = {}) => formPost('/auth/link', body, headers);
const cookie = setCookie;

/** A fresh sign-in link's token for a new address. */
async function mailedLink(): Promise<{ email: string; token: string }> {
  const email = uniqueEmail();
  expect((await call(sendAuth, 'fos/send/auth', { body: { email } })).json.status).toBe('ok');
  return { email, token: (await lastMailTo(email))!.token! };
}

describe('POST /auth/link: «Войти» of a sign-in link without scripts', () => {
  it('signs in by cookie (with the one-shot copy for the page) and opens the fines list; the link is then spent', async () => {
    const { email, token } = await mailedLink();
    const res = await postLink(post(`token=${token}`));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/fines/list');
    const triple = parseAuthCookie(cookie(res, 'shtrafy_auth') ?? '');
    expect(triple).not.toBeNull();
    expect(cookie(res, 'shtrafy_adopt')).toBe(cookie(res, 'shtrafy_auth'));
    const user = await call(getUser, 'user', { auth: { ...triple!, salt: '' } });
    expect(user.json.user.email).toBe(email);

    const again = await postLink(post(`token=${token}`));
    expect(again.headers.get('location')).toBe(`/login/link?token=${token}&refused=expired`);
    expect(cookie(again, 'shtrafy_auth')).toBeUndefined();
  });

  it.each([
    ['a made-up token', `token=${'x'.repeat(43)}`, `/login/link?token=${'x'.repeat(43)}&refused=expired`],
    ['no token', '', '/login/link?refused=expired'],
    ['a NUL and broken escapes', 'token=%00%ZZ', '/login/link?refused=expired'],
  ])('%s: back to the link page, which says the link is spent; nobody signed in', async (_, body, location) => {
    const res = await postLink(post(body));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
    expect(cookie(res, 'shtrafy_auth')).toBeUndefined();
  });

  it('refuses a post from another site (a forged sign-in into the forger’s account) and leaves the link usable', async () => {
    const { token } = await mailedLink();
    const forged = await postLink(post(`token=${token}`, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }));
    expect(forged.status).toBe(403);
    expect(await forged.text()).toMatch(/[А-Яа-яЁё]/);
    expect(cookie(forged, 'shtrafy_auth')).toBeUndefined();
    expect((await postLink(post(`token=${token}`))).headers.get('location')).toBe('/fines/list');
  });
});
