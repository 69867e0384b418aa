import { afterEach, describe, expect, it } from 'vitest';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GET as getClient } from '@/app/105/api/client/route';
import { POST as newUser } from '@/app/105/api/newuser/route';
import { POST as track } from '@/app/105/api/track/route';
import { POST as login } from '@/app/105/api/login/route';
import { POST as sendAuth } from '@/app/105/api/fos/send/auth/route';
import { GET as fosExists } from '@/app/105/api/fos/exists/route';
import { resetEnvCache } from '@/lib/env';
import { clientIp } from '@/lib/server/http/client-ip';
import { hookHttpServers } from '@/lib/server/http/server-hooks';
import { RATE } from '@/lib/server/accounts/limits';
import { getDb } from '@/lib/server/db/client';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { registerAndConfirm } from './support/accounts';
import { call } from './support/call';
import { signUp } from './support/users';
import { lastMailTo, uniqueEmail } from './support/mail';

/**
 * Per-address limits key on the socket address: the server appends it to X-Forwarded-For
 * (hookHttpServers), so here the last entry plays the socket and everything before it is what
 * a client wrote. `forged(i, peer)` is request i of a client that rewrites its header each time.
 */
const forged = (i: number, peer: string) => ({ 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}, ${peer}` });
const PASSWORD = 'верный-пароль-2026';

async function registeredEmail(): Promise<string> {
  const email = uniqueEmail();
  // Only a confirmed address signs in with a password (ADR 5).
  await registerAndConfirm(await signUp(), email, PASSWORD);
  return email;
}

afterEach(() => {
  delete process.env.TRUST_PROXY;
  resetEnvCache();
});

describe('per-address limits a client cannot reset', () => {
  it('takes the socket address that the server appends after whatever the client sent', async () => {
    hookHttpServers(Server);
    const server = createServer((req, res) => res.end(String(req.headers['x-forwarded-for'])));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const seen = await (await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-for': '1.2.3.4' } })).text();
      expect(seen).toBe('1.2.3.4, 127.0.0.1');
      expect(clientIp(new Request('http://localhost/', { headers: { 'x-forwarded-for': seen } }))).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });

  it('keeps counting when X-Forwarded-For changes on every request', async () => {
    const peer = '203.0.113.10';
    const answers = [];
    for (let i = 0; i <= RATE.existsPerIp.limit; i++) {
      answers.push((await call(fosExists, 'fos/exists', { query: { email: uniqueEmail() }, headers: forged(i, peer) })).http);
    }
    expect(answers.slice(0, RATE.existsPerIp.limit).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    // Another socket address has its own budget.
    expect(
      (await call(fosExists, 'fos/exists', { query: { email: uniqueEmail() }, headers: forged(0, '203.0.113.11') })).http,
    ).toBe(200);
  });

  it('counts a whole IPv6 /64 as one caller: a host picks the last 64 bits at will', async () => {
    const answers = [];
    for (let i = 0; i <= RATE.existsPerIp.limit; i++) {
      const peer = `2001:db8:7:${'a'}::${(i + 1).toString(16)}`;
      answers.push(
        (await call(fosExists, 'fos/exists', { query: { email: uniqueEmail() }, headers: { 'x-forwarded-for': peer } })).http,
      );
    }
    expect(answers.slice(0, RATE.existsPerIp.limit).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    // The neighbouring /64 is another subscriber.
    const next = { 'x-forwarded-for': '2001:db8:7:b::1' };
    expect((await call(fosExists, 'fos/exists', { query: { email: uniqueEmail() }, headers: next })).http).toBe(200);
  });

  it('limits sign-in mails per address whatever the client writes in the header', async () => {
    const peer = '203.0.113.20';
    let last = 0;
    for (let i = 0; i <= RATE.mailPerIp.limit; i++) {
      last = (await call(sendAuth, 'fos/send/auth', { body: { email: uniqueEmail() }, headers: forged(i, peer) })).http;
    }
    expect(last).toBe(429);
  });

  it('behind TRUST_PROXY=1 reads the address our proxy saw, not the ones before it', async () => {
    process.env.TRUST_PROXY = '1';
    resetEnvCache();
    const client = '203.0.113.30';
    let last = 0;
    for (let i = 0; i <= RATE.existsPerIp.limit; i++) {
      // `<forged>, <client as our proxy saw it>, <our proxy as the socket>`; the proxy may change too.
      const headers = { 'x-forwarded-for': `198.18.0.${i}, ${client}, 10.0.0.${i % 3}` };
      last = (await call(fosExists, 'fos/exists', { query: { email: uniqueEmail() }, headers })).http;
    }
    expect(last).toBe(429);
  });
});

describe('limits of installs, users and events', () => {
  it('limits new installs (GET client) per address', async () => {
    const peer = '203.0.113.40';
    let last = 0;
    for (let i = 0; i <= RATE.clientPerIp.limit; i++) last = (await call(getClient, 'client', { headers: forged(i, peer) })).http;
    expect(last).toBe(429);
  });

  it('lets one clientId create only a few users, from any address', async () => {
    const { clientId } = (await call(getClient, 'client', { headers: forged(0, '203.0.113.50') })).json;
    const answers = [];
    for (let i = 0; i <= RATE.newUserPerClient.limit; i++) {
      answers.push(
        (await call(newUser, 'newuser', { body: { clientId }, headers: { 'x-forwarded-for': `203.0.114.${i}` } })).http,
      );
    }
    expect(answers.slice(0, RATE.newUserPerClient.limit).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('limits tracking events per address', async () => {
    const peer = '203.0.113.60';
    let last = 0;
    for (let i = 0; i <= RATE.trackPerIp.limit; i++) {
      last = (await call(track, 'track', { body: { kind: 'screen', name: 'home' }, headers: forged(i, peer) })).http;
    }
    expect(last).toBe(429);
  });
});

describe('password guessing does not lock the owner out', () => {
  it('lets the owner sign in from their own address after 10 wrong passwords from another', async () => {
    const email = await registeredEmail();
    const attacker = { 'x-forwarded-for': '203.0.113.70' };
    for (let i = 0; i < RATE.signInPerAccountAndIp.limit; i++) {
      const res = await call(login, 'login', { body: { _username: email, _password: `wrong-${i}` }, headers: attacker });
      expect(res.http).toBe(401);
    }
    const again = await call(login, 'login', { body: { _username: email, _password: PASSWORD }, headers: attacker });
    expect(again.http).toBe(429);
    const owner = await call(login, 'login', {
      body: { _username: email, _password: PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.71' },
    });
    expect(owner.http, JSON.stringify(owner.json)).toBe(200);
  });

  it('counts only failures against the account: signing in all day from one address is never refused', async () => {
    const email = await registeredEmail();
    const office = { 'x-forwarded-for': '203.0.113.75' };
    const signIn = async (password: string) =>
      (await call(login, 'login', { body: { _username: email, _password: password }, headers: office })).http;
    for (let i = 0; i <= RATE.signInPerAccountAndIp.limit + 1; i++) expect(await signIn(PASSWORD)).toBe(200);
    // The guesses after them still meet the whole limit.
    for (let i = 0; i < RATE.signInPerAccountAndIp.limit; i++) expect(await signIn(`wrong-${i}`)).toBe(401);
    expect(await signIn(PASSWORD)).toBe(429);
  });

  it('signs in by a mailed link from an address that used up its password attempts', async () => {
    const email = await registeredEmail();
    const address = { 'x-forwarded-for': '203.0.113.80' };
    for (let i = 0; i <= RATE.signInPerIp.limit; i++) {
      await call(login, 'login', { body: { _username: uniqueEmail(), _password: 'wrong' }, headers: address });
    }
    expect((await call(login, 'login', { body: { _username: email, _password: PASSWORD }, headers: address })).http).toBe(429);
    await call(sendAuth, 'fos/send/auth', { body: { email }, headers: address });
    const token = (await lastMailTo(email))!.token!;
    const linked = await call(login, 'login', { body: { _token: token }, headers: address });
    expect(linked.http, JSON.stringify(linked.json)).toBe(200);
  });
});

describe('guesses from many addresses', () => {
  it('spend the account’s hourly total for the owner too, whose refusal points to the mailed link, which still works', async () => {
    const email = await registeredEmail();
    // As if ten addresses had each made their ten guesses (argon2 for each would only slow the test).
    const db = await getDb();
    for (let i = 0; i < RATE.signInPerAccountTotal.limit; i++) await hitRateLimit(db, RATE.signInPerAccountTotal, email);
    const owner = { 'x-forwarded-for': '203.0.113.90' };
    const refused = await call(login, 'login', { body: { _username: email, _password: PASSWORD }, headers: owner });
    expect(refused.http).toBe(429);
    expect(refused.json.error.errorDesc).toEqual(
      expect.stringMatching(
        /^Слишком много попыток войти в этот аккаунт по паролю\. Войдите по ссылке из письма или попробуйте через (час|\d+ минут\S*)$/,
      ),
    );
    await call(sendAuth, 'fos/send/auth', { body: { email }, headers: owner });
    const linked = await call(login, 'login', { body: { _token: (await lastMailTo(email))!.token! }, headers: owner });
    expect(linked.http, JSON.stringify(linked.json)).toBe(200);
  });
});

describe('the global fos/exists cap', () => {
  it('is not used up by one client that keeps asking past its own limit', async () => {
    const greedy = { 'x-forwarded-for': '203.0.113.90' };
    for (let i = 0; i < RATE.existsGlobal.limit + 5; i++) {
      await call(fosExists, 'fos/exists', { query: { email: uniqueEmail() }, headers: greedy });
    }
    const other = await call(fosExists, 'fos/exists', {
      query: { email: uniqueEmail() },
      headers: { 'x-forwarded-for': '203.0.113.91' },
    });
    expect(other.http).toBe(200);
  });
});
