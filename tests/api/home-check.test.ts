import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as visitCheck, POST as postCheck } from '@/app/check/route';
import { DELETE as deleteCookie, POST as postCookie } from '@/app/auth/cookie/route';
import { decodeCheckErrors, decodeCheckValues } from '@/app/check/check-errors';
import { parseAuthCookie } from '@/lib/auth/cookie';
import { env } from '@/lib/env';
import { verifyTriple } from '@/lib/server/accounts/authenticate';
import { RATE } from '@/lib/server/accounts/limits';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { listSts } from '@/lib/server/documents/sts-service';
import { clientIp } from '@/lib/server/http/client-ip';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { signUp, uniqueSts } from './support/users';

const SITE = 'http://localhost:3000';

function post(path: string, body: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    body: new URLSearchParams(body).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, 'sec-fetch-site': 'same-origin', ...headers },
  });
}

/** Set-Cookie lines of a response by cookie name. */
function cookiesOf(res: Response): Map<string, string> {
  return new Map(res.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

const valueOf = (line: string | undefined) => line?.slice(line.indexOf('=') + 1).split(';')[0];
/** The messages cookie as the home page reads it (cookie values arrive percent-decoded). */
const messagesOf = (res: Response) =>
  decodeCheckErrors(decodeURIComponent(valueOf(cookiesOf(res).get('shtrafy_check_errors')) ?? ''));
const maxAgeOf = (line: string | undefined) => Number(/Max-Age=(\d+)/i.exec(line ?? '')?.[1]);

async function userCount(): Promise<number> {
  const [row] = await (await getDb()).select({ n: count() }).from(users);
  return Number(row!.n);
}

describe('POST /check (the home form without JavaScript)', () => {
  it('creates an anonymous user with the certificate, signs in by an HttpOnly cookie and answers 303 to the list', async () => {
    const sts = uniqueSts();
    const res = await postCheck(post('/check', { sts, vehiclePlateNumber: 'а123вс', vehiclePlateRegion: '77' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/fines/list');
    const cookies = cookiesOf(res);
    const auth = cookies.get('shtrafy_auth');
    expect(auth).toMatch(/HttpOnly/i);
    expect(auth).toMatch(/SameSite=lax/i);
    expect(maxAgeOf(auth)).toBe(env().SESSION_IDLE_DAYS * 86400);
    // The page adopts it into localStorage through the readable one-shot copy.
    expect(cookies.get('shtrafy_adopt')).not.toMatch(/HttpOnly/i);
    expect(valueOf(cookies.get('shtrafy_adopt'))).toBe(valueOf(auth));
    // Readable by scripts, so it lives minutes, not as long as the sign-in (every signed-in page load renews it).
    expect(maxAgeOf(cookies.get('shtrafy_adopt'))).toBeLessThanOrEqual(5 * 60);
    // An earlier refusal's messages are deleted: Back to their page must not show them again.
    expect(cookies.get('shtrafy_check_errors')).toMatch(/Path=\/check\/refused.*Max-Age=0/i);

    const triple = parseAuthCookie(valueOf(auth))!;
    const db = await getDb();
    const user = await verifyTriple(db, triple.userId, triple.rand, triple.session);
    expect((await listSts(db, user.userId)).map((s) => [s.sts, s.vehiclePlateNumber, s.vehiclePlateRegion])).toEqual([
      [sts, 'А123ВС', '77'],
    ]);
  });

  it('adds the certificate to the account of a valid auth cookie instead of creating another', async () => {
    const auth = await signUp({ sts: uniqueSts() });
    const before = await userCount();
    const sts = uniqueSts();
    const res = await postCheck(
      post(
        '/check',
        { sts, vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '77' },
        { cookie: `shtrafy_auth=${auth.userId}.${auth.rand}.${auth.session}` },
      ),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/fines/list');
    expect(await userCount()).toBe(before);
    expect((await listSts(await getDb(), Number(auth.userId))).map((s) => s.sts)).toContain(sts);
  });

  it('sends bad input back to the form with Russian messages, nothing in the address, and changes nothing', async () => {
    const before = await userCount();
    const res = await postCheck(post('/check', { sts: '99044', vehiclePlateNumber: 'Q123ВС', vehiclePlateRegion: '20' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/check/refused');
    const cookies = cookiesOf(res);
    expect(cookies.has('shtrafy_auth')).toBe(false);
    const flash = cookies.get('shtrafy_check_errors');
    expect(flash).toMatch(/HttpOnly/i);
    // What was typed comes back into the form, in the cookie of that one page only.
    expect(flash).toMatch(/Path=\/check\/refused(;|$)/i);
    expect(decodeCheckValues(decodeURIComponent(valueOf(flash) ?? ''))).toEqual({
      sts: '99044',
      vehiclePlateNumber: 'Q123ВС',
      vehiclePlateRegion: '20',
    });
    const messages = messagesOf(res);
    expect(messages.vehiclePlateRegion).toBe('Региона с кодом 20 нет');
    expect(messages.sts).toMatch(/^Введите номер СТС/);
    expect(messages.vehiclePlateNumber).toMatch(/^Введите госномер/);
    expect(await userCount()).toBe(before);
  });

  it('sends a visit of the form’s address (a reload, a typed address) to the home page’s form', () => {
    const res = visitCheck();
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });

  it('refuses a post from another site and creates no one', async () => {
    const before = await userCount();
    const res = await postCheck(
      post(
        '/check',
        { sts: uniqueSts(), vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '77' },
        {
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        },
      ),
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toBe('Запрос с другого сайта отклонён');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await userCount()).toBe(before);
  });

  it('counts new users per address with the API’s limit and says so in Russian', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const subject = clientIp(post('/check', {}, headers));
    const db = await getDb();
    for (let i = 0; i < RATE.newUserPerIp.limit; i += 1) await hitRateLimit(db, RATE.newUserPerIp, subject);
    const before = await userCount();
    const res = await postCheck(
      post('/check', { sts: uniqueSts(), vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '77' }, headers),
    );
    expect(res.headers.get('location')).toBe('/check/refused#check-form');
    expect(messagesOf(res)._).toBe(RATE.newUserPerIp.message.replace('{wait}', 'через час'));
    expect(await userCount()).toBe(before);
  });
});

describe('/auth/cookie (the HttpOnly auth cookie)', () => {
  it('sets a verified triple HttpOnly, SameSite=Lax, for no longer than the idle limit, and never the salt', async () => {
    const auth = await signUp();
    const res = await postCookie(post('/auth/cookie', { userId: auth.userId, rand: auth.rand, session: auth.session }));
    expect(res.status).toBe(200);
    const line = cookiesOf(res).get('shtrafy_auth');
    expect(valueOf(line)).toBe(`${auth.userId}.${auth.rand}.${auth.session}`);
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=lax/i);
    expect(line).toMatch(/Path=\//);
    expect(line).not.toMatch(/Secure/i);
    expect(maxAgeOf(line)).toBeGreaterThan(0);
    expect(maxAgeOf(line)).toBeLessThanOrEqual(env().SESSION_IDLE_DAYS * 86400);
    expect(res.headers.getSetCookie().join('\n')).not.toContain(auth.salt);
  });

  it("marks the refused form's cookie Secure behind an HTTPS proxy (it holds what was typed)", async () => {
    const res = await postCheck(
      post('/check', { sts: '99044', vehiclePlateNumber: 'Q123ВС', vehiclePlateRegion: '20' }, { 'x-forwarded-proto': 'https' }),
    );
    expect(cookiesOf(res).get('shtrafy_check_errors')).toMatch(/Secure/i);
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const auth = await signUp();
    const res = await postCookie(
      post('/auth/cookie', { userId: auth.userId, rand: auth.rand, session: auth.session }, { 'x-forwarded-proto': 'https' }),
    );
    expect(cookiesOf(res).get('shtrafy_auth')).toMatch(/Secure/i);
  });

  it('refuses a forged triple (401) and sets nothing', async () => {
    const auth = await signUp();
    const res = await postCookie(post('/auth/cookie', { userId: auth.userId, rand: auth.rand, session: 'f'.repeat(64) }));
    expect(res.status).toBe(401);
    expect((await res.json()).error.errorDesc).toBe('Вход не подтверждён. Войдите снова');
    expect(valueOf(cookiesOf(res).get('shtrafy_auth')) ?? '').toBe('');
  });

  it('refuses another site', async () => {
    const auth = await signUp();
    const res = await postCookie(
      post(
        '/auth/cookie',
        { userId: auth.userId, rand: auth.rand, session: auth.session },
        {
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        },
      ),
    );
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('clears the cookie on sign-out', async () => {
    const res = await deleteCookie(new Request(`${SITE}/auth/cookie`, { method: 'DELETE', headers: { origin: SITE } }));
    expect(res.status).toBe(200);
    const line = cookiesOf(res).get('shtrafy_auth');
    expect(valueOf(line)).toBe('');
    expect(maxAgeOf(line)).toBe(0);
  });
});
