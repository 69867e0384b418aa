import { describe, expect, it } from 'vitest';
import { GET as getEmail, POST as setEmail } from '@/app/105/api/email/route';
import { POST as confirm } from '@/app/105/api/email/confirm/route';
import { GET as unsubscribeGet, POST as unsubscribePost } from '@/app/105/api/email/unsubscribe/route';
import { getDb } from '@/lib/server/db/client';
import { issueUnsubscribe, MSG_UNSUBSCRIBE_LINK_INVALID } from '@/lib/server/notifications/unsubscribe';
import { call, type TestAuth } from './support/call';
import { signUp } from './support/users';
import { uniqueEmail } from './support/mail';
import { confirmNotifyAddress } from './support/notify';

const read = async (auth: TestAuth) => (await call(getEmail, 'email', { auth })).json.email;

/** A user with a confirmed address, notifications on, and the token of one notification mail to it. */
async function subscribed() {
  const auth = await signUp();
  const email = uniqueEmail();
  await call(setEmail, 'email', { auth, body: { email, doNotify: 1 } });
  await confirmNotifyAddress(email);
  const urls = await issueUnsubscribe(await getDb(), Number(auth.userId), email);
  return { auth, email, token: new URL(urls.oneClickUrl).searchParams.get('token')! };
}

// What a mail client sends (RFC 8058 §3.2), here from a webmail page on another origin, as a browser sends it.
const oneClick = (token: string, headers: Record<string, string> = {}) =>
  call(unsubscribePost, 'email/unsubscribe', {
    method: 'POST',
    query: { token },
    body: 'List-Unsubscribe=One-Click',
    headers: {
      origin: 'https://webmail.example.com',
      'sec-fetch-site': 'cross-site',
      referer: 'https://webmail.example.com/inbox',
      ...headers,
    },
  });

describe('one-click unsubscribe', () => {
  it('a POST with the token turns notifications off without a session, from any origin; again is still ok', async () => {
    const { auth, email, token } = await subscribed();
    const res = await oneClick(token);
    expect(res.json).toEqual({ status: 'ok', unsubscribed: true });
    expect(await read(auth)).toEqual({ email, doNotify: false, confirmed: true, confirmationSent: false });
    expect((await oneClick(token, { 'content-type': 'multipart/form-data; boundary=x' })).http).toBe(200);
  });

  it('a GET never unsubscribes: it leads to the page that asks first', async () => {
    const { auth, token } = await subscribed();
    const req = new Request(`http://localhost:3000/105/api/email/unsubscribe?token=${token}`);
    const res = unsubscribeGet(req);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/email/unsubscribe?token=${token}`);
    expect((await read(auth)).doNotify).toBe(true);
  });

  it('a token of a mail to an earlier address does not touch the new one', async () => {
    const { auth, token } = await subscribed();
    const next = uniqueEmail();
    await call(setEmail, 'email', { auth, body: { email: next, doNotify: 1 } });
    await confirmNotifyAddress(next);
    expect((await oneClick(token)).http).toBe(200);
    expect(await read(auth)).toEqual({ email: next, doNotify: true, confirmed: true, confirmationSent: false });
  });

  it('refuses a token never issued, and a missing one, in Russian and changing nothing', async () => {
    const { auth } = await subscribed();
    const unknown = await oneClick('B'.repeat(43));
    expect(unknown.http).toBe(400);
    expect(unknown.json.error.errorDesc).toBe(MSG_UNSUBSCRIBE_LINK_INVALID);
    expect((await oneClick('')).http).toBe(400);
    expect((await read(auth)).doNotify).toBe(true);
  });

  it('the exemption from the same-origin check is this endpoint alone', async () => {
    const res = await call(confirm, 'email/confirm', {
      body: { token: 'C'.repeat(43) },
      headers: { origin: 'https://webmail.example.com', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.http).toBe(403);
  });
});
