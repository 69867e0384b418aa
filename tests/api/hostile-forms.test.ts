import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as postCheck } from '@/app/check/route';
import { DELETE as deleteCookie, POST as postCookie } from '@/app/auth/cookie/route';
import { decodeCheckErrors } from '@/app/check/check-errors';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { MSG_MALFORMED_FORM } from '@/lib/server/http/form';
import { signUp, uniqueSts } from './support/users';

const SITE = 'http://localhost:3000';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, 'sec-fetch-site': 'same-origin' };

/** A same-site post of a raw (possibly broken) form body. */
function post(path: string, body: string, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${path}`, { method: 'POST', body, headers: { ...FORM, ...headers } });
}

const messagesOf = (res: Response) => {
  const line = res.headers.getSetCookie().find((l) => l.startsWith('shtrafy_check_errors='));
  return decodeCheckErrors(decodeURIComponent(line?.slice(line.indexOf('=') + 1).split(';')[0] ?? ''));
};
const userCount = async () => Number((await (await getDb()).select({ n: count() }).from(users))[0]!.n);
const setsAuth = (res: Response) => res.headers.getSetCookie().some((l) => /^shtrafy_auth=[^;]/.test(l));

describe('hostile input to POST /check', () => {
  it.each([
    [
      'a NUL byte in the certificate',
      `sts=${encodeURIComponent('7701\u0000123456')}&vehiclePlateNumber=А123ВС&vehiclePlateRegion=77`,
    ],
    ['a NUL byte in the plate', `sts=7701123456&vehiclePlateNumber=${encodeURIComponent('А12\u00003ВС')}&vehiclePlateRegion=77`],
    ['broken %-escapes', 'sts=%E0%A4%A&vehiclePlateNumber=%ZZ&vehiclePlateRegion=%'],
    ['repeated and unknown fields', 'sts=1&sts=2&__proto__=x&constructor=y'],
    ['no body at all', ''],
  ])('%s: back to the form with a Russian message, nobody created', async (_, body) => {
    const before = await userCount();
    const res = await postCheck(post('/check', body));
    expect(res.status).toBe(303);
    // At the first wrong field (no fragment), or at the form for a message about the whole form.
    expect(res.headers.get('location')).toMatch(/^\/check\/refused(#check-form)?$/);
    const messages = messagesOf(res);
    expect(Object.values(messages).length).toBeGreaterThan(0);
    for (const message of Object.values(messages)) expect(message).toMatch(/[А-Яа-яЁё]/);
    expect(setsAuth(res)).toBe(false);
    expect(await userCount()).toBe(before);
  });

  it('refuses a body declared over 256 KiB before reading it, with a Russian message', async () => {
    const before = await userCount();
    const res = await postCheck(post('/check', 'sts=1', { 'content-length': String(300 * 1024) }));
    expect(res.status).toBe(303);
    expect(messagesOf(res)._).toBe('Слишком большой запрос: не больше 256 КБ');
    expect(await userCount()).toBe(before);
  });

  it('cuts off a body over 256 KiB while it streams', async () => {
    const res = await postCheck(post('/check', `sts=${'7'.repeat(300 * 1024)}`));
    expect(res.status).toBe(303);
    expect(messagesOf(res)._).toBe('Слишком большой запрос: не больше 256 КБ');
  });

  it('does not add to another person’s account with their id and a forged session: a new account is made instead', async () => {
    const victim = await signUp({ sts: uniqueSts() });
    const sts = uniqueSts();
    const res = await postCheck(
      post('/check', new URLSearchParams({ sts, vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '77' }).toString(), {
        cookie: `shtrafy_auth=${victim.userId}.${victim.rand}.${'0'.repeat(64)}`,
      }),
    );
    expect(res.status).toBe(303);
    const auth = res.headers.getSetCookie().find((l) => l.startsWith('shtrafy_auth='))!;
    expect(auth.startsWith(`shtrafy_auth=${victim.userId}.`)).toBe(false);
  });
});

describe('hostile input to /auth/cookie', () => {
  const cookiePost = (body: string, headers: Record<string, string> = {}) => postCookie(post('/auth/cookie', body, headers));

  it.each([
    ['a NUL byte in userId', `userId=${encodeURIComponent('1\u0000')}&rand=12345678&session=${'a'.repeat(64)}`],
    ['a NUL byte in the session', `userId=1&rand=12345678&session=${encodeURIComponent(`${'a'.repeat(63)}\u0000`)}`],
    ['nothing', ''],
  ])('%s: 401 in Russian, no cookie', async (_, body) => {
    const res = await cookiePost(body);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      status: 'error',
      error: { code: 'auth_failed', errorDesc: 'Вход не подтверждён. Войдите снова' },
    });
    expect(setsAuth(res)).toBe(false);
  });

  it('broken %-escapes: 400 in Russian (the form cannot be read), no cookie', async () => {
    const res = await cookiePost('userId=%E0%A4%A&rand=%ZZ&session=%');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 'error', error: { code: 'bad_request', errorDesc: MSG_MALFORMED_FORM } });
    expect(setsAuth(res)).toBe(false);
  });

  it('refuses another user’s id with my session (401), never sets their cookie', async () => {
    const me = await signUp();
    const other = await signUp();
    const res = await cookiePost(new URLSearchParams({ userId: other.userId, rand: me.rand, session: me.session }).toString());
    expect(res.status).toBe(401);
    expect(setsAuth(res)).toBe(false);
  });

  it('refuses an oversized body with 413 in Russian', async () => {
    const res = await cookiePost('userId=1', { 'content-length': String(300 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      status: 'error',
      error: { code: 'too_large', errorDesc: 'Слишком большой запрос: не больше 256 КБ' },
    });
  });

  it('refuses a JSON body with 415', async () => {
    const res = await cookiePost('{"userId":1}', { 'content-type': 'application/json' });
    expect(res.status).toBe(415);
    expect((await res.json()).error.code).toBe('unsupported_media_type');
  });

  it('refuses a cross-site sign-out (403) and accepts a same-site one', async () => {
    const foreign = await deleteCookie(
      new Request(`${SITE}/auth/cookie`, {
        method: 'DELETE',
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie()).toEqual([]);
    const own = await deleteCookie(new Request(`${SITE}/auth/cookie`, { method: 'DELETE', headers: { origin: SITE } }));
    expect(own.status).toBe(200);
  });

  it('an old browser that sends neither Origin nor Sec-Fetch-Site is judged by its Referer: another site’s is refused', async () => {
    const signOut = (headers: Record<string, string>) =>
      deleteCookie(new Request(`${SITE}/auth/cookie`, { method: 'DELETE', headers }));
    for (const referer of ['https://evil.example/page', 'not an address']) {
      const res = await signOut({ referer });
      expect(res.status, referer).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect((await signOut({ referer: `${SITE}/profile` })).status).toBe(200);
    // No header at all (a server, a command-line client): no cookie of a victim's rides along.
    expect((await signOut({})).status).toBe(200);
    // A current browser's own word wins: Sec-Fetch-Site says the post is this site's.
    expect((await signOut({ 'sec-fetch-site': 'same-origin', referer: 'https://evil.example/' })).status).toBe(200);
  });
});
