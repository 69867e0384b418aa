import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as visitInnCheck, POST as postInnCheck } from '@/app/check/inn/route';
import { parseAuthCookie } from '@/lib/auth/cookie';
import { verifyTriple } from '@/lib/server/accounts/authenticate';
import { RATE } from '@/lib/server/accounts/limits';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { decodeInnCheckRefusal, INN_CHECK_REFUSAL_COOKIE } from '@/lib/server/documents/inn-check-refusal';
import { listInns } from '@/lib/server/documents/inn-service';
import { clientIp } from '@/lib/server/http/client-ip';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { formPost, setCookie } from './support/page-forms';
import { makeInn12 } from '@/lib/domain/inn';
import { MSG_INN_INVALID_CHECKSUM, MSG_INN_INVALID_LENGTH } from '@/lib/domain/messages';
import { signUp } from './support/users';

let innSeq = 0;
/** A person's ИНН with valid check digits, new for each call. */
const uniqueInn = () => makeInn12(`52${String(Date.now() % 1e5).padStart(5, '0')}${String(innSeq++ % 1000).padStart(3, '0')}`);

async function userCount(): Promise<number> {
  const [row] = await (await getDb()).select({ n: count() }).from(users);
  return Number(row!.n);
}

const check = (inn: string, headers: Record<string, string> = {}) =>
  postInnCheck(formPost('/check/inn', `inn=${encodeURIComponent(inn)}`, headers));

/** The refusal as /taxes reads it back from its cookie (values arrive percent-decoded). */
const refusalOf = (res: Response) => decodeInnCheckRefusal(setCookie(res, INN_CHECK_REFUSAL_COOKIE));

describe('POST /check/inn (/taxes’s ИНН check without JavaScript)', () => {
  it('makes a new anonymous user with the ИНН, signs in by the HttpOnly cookie and opens the tax list', async () => {
    const inn = uniqueInn();
    const res = await check(inn);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/taxes/list');
    const auth = res.headers.getSetCookie().find((l) => l.startsWith('shtrafy_auth='))!;
    expect(auth).toMatch(/HttpOnly/i);
    expect(setCookie(res, 'shtrafy_adopt')).toBe(setCookie(res, 'shtrafy_auth'));
    const triple = parseAuthCookie(setCookie(res, 'shtrafy_auth'))!;
    const db = await getDb();
    const user = await verifyTriple(db, triple.userId, triple.rand, triple.session);
    expect((await listInns(db, user.userId)).map((i) => i.inn)).toEqual([inn]);
    // An earlier refusal's cookie is deleted: Back to /taxes must not show it again.
    const forgotten = res.headers.getSetCookie().find((l) => l.startsWith(`${INN_CHECK_REFUSAL_COOKIE}=`));
    expect(forgotten).toMatch(/^shtrafy_inn_check=;.*Path=\/taxes.*Max-Age=0/i);
  });

  it('adds the ИНН to the account of a valid auth cookie, twice is fine, and creates nobody', async () => {
    const auth = await signUp();
    const cookie = { cookie: `shtrafy_auth=${auth.userId}.${auth.rand}.${auth.session}` };
    const before = await userCount();
    const inn = uniqueInn();
    for (let i = 0; i < 2; i++) {
      const res = await check(` ${inn.slice(0, 4)} ${inn.slice(4)} `, cookie);
      expect(res.headers.get('location')).toBe('/taxes/list');
      expect(setCookie(res, 'shtrafy_auth')).toBeUndefined();
    }
    expect(await userCount()).toBe(before);
    expect((await listInns(await getDb(), Number(auth.userId))).map((i) => i.inn)).toEqual([inn]);
  });

  it('sends a wrong number back to the form with the Russian message and what was typed, and changes nothing', async () => {
    const before = await userCount();
    const valid = uniqueInn();
    // The last check digit changed.
    const wrong = `${valid.slice(0, 11)}${(Number(valid[11]) + 1) % 10}`;
    const res = await check(wrong);
    expect(res.status).toBe(303);
    // The page reads the cookie only at this address: a later visit of /taxes shows no old refusal.
    expect(res.headers.get('location')).toBe('/taxes?refused=inn');
    expect(refusalOf(res)).toEqual({ inn: MSG_INN_INVALID_CHECKSUM, typed: wrong });
    const line = res.headers.getSetCookie().find((l) => l.startsWith(`${INN_CHECK_REFUSAL_COOKIE}=`))!;
    expect(line).toMatch(/; Path=\/taxes(;|$)/);
    expect(line).toMatch(/; HttpOnly/i);
    expect(setCookie(res, 'shtrafy_auth')).toBeUndefined();
    expect(refusalOf(await check('12345'))?.inn).toBe(MSG_INN_INVALID_LENGTH);
    // What comes back is what the field can hold: no control characters, its 14 characters at most.
    expect(refusalOf(await check('7700\u000000002097'))?.typed).toBe('770000002097');
    expect(refusalOf(await check('7'.repeat(5000)))?.typed).toBe('7'.repeat(14));
    expect(await userCount()).toBe(before);
  });

  it('says the per-address new-user limit on the form, in Russian, and creates nobody', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.177' };
    const db = await getDb();
    const subject = clientIp(formPost('/check/inn', '', headers));
    for (let i = 0; i < RATE.newUserPerIp.limit; i += 1) await hitRateLimit(db, RATE.newUserPerIp, subject);
    const before = await userCount();
    const res = await check(uniqueInn(), headers);
    expect(res.headers.get('location')).toBe('/taxes?refused=inn');
    expect(refusalOf(res)?.form).toBe(RATE.newUserPerIp.message.replace('{wait}', 'через час'));
    expect(await userCount()).toBe(before);
  });

  it('refuses a post from another site and creates no one; a visit of the address goes to /taxes', async () => {
    const before = await userCount();
    const res = await check(uniqueInn(), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await userCount()).toBe(before);
    expect(visitInnCheck().headers.get('location')).toBe('/taxes');
  });

  it('reads back only a refusal it wrote: anything else in the cookie is nothing', () => {
    expect(decodeInnCheckRefusal('{"typed":"1"}')).toBeNull();
    expect(decodeInnCheckRefusal('not json')).toBeNull();
    expect(decodeInnCheckRefusal(JSON.stringify({ inn: 'x'.repeat(301), typed: '' }))).toBeNull();
    expect(decodeInnCheckRefusal(JSON.stringify({ form: 'Ошибка', typed: 'x'.repeat(15) }))).toEqual({
      form: 'Ошибка',
      inn: undefined,
      typed: '',
    });
  });
});
