import { describe, expect, it } from 'vitest';
import { GET as getEmail, POST as setEmail } from '@/app/105/api/email/route';
import { POST as confirmSubmit } from '@/app/email/confirm/submit/route';
import { POST as unsubscribeSubmit } from '@/app/email/unsubscribe/submit/route';
import { getDb } from '@/lib/server/db/client';
import { confirmationLinkState } from '@/lib/server/notifications/confirmation';
import { issueUnsubscribe, unsubscribeLinkState } from '@/lib/server/notifications/unsubscribe';
import { call, type TestAuth } from './support/call';
import { signUp } from './support/users';
import { uniqueEmail } from './support/mail';
import { confirmNotifyAddress, notifyConfirmationToken } from './support/notify';

const SITE = 'http://localhost:3000';
const read = async (auth: TestAuth) => (await call(getEmail, 'email', { auth })).json.email;

/** The page's form as a browser without scripts posts it. */
function formPost(path: string, token: string, origin = SITE): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    body: new URLSearchParams({ token }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      'sec-fetch-site': origin === SITE ? 'same-origin' : 'cross-site',
    },
  });
}

async function withAddress(confirmed: boolean) {
  const auth = await signUp();
  const email = uniqueEmail();
  await call(setEmail, 'email', { auth, body: { email, doNotify: 1 } });
  if (confirmed) await confirmNotifyAddress(email);
  return { auth, email };
}

describe('the confirmation page without JavaScript', () => {
  it('reads the link on opening, confirms by its form, and then says the address is confirmed', async () => {
    const { auth, email } = await withAddress(false);
    const token = await notifyConfirmationToken(email);
    const db = await getDb();
    expect(await confirmationLinkState(db, token)).toEqual({ state: 'open', email, doNotify: true });

    const res = await confirmSubmit(formPost('/email/confirm/submit', token));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/email/confirm?token=${token}`);
    expect((await read(auth)).confirmed).toBe(true);
    expect((await read(auth)).confirmationSent).toBe(false);
    expect(await confirmationLinkState(db, token)).toEqual({ state: 'done', email, doNotify: true });
    // Pressed again (Back, a second tab): nothing more happens, and the page still tells the truth.
    expect((await confirmSubmit(formPost('/email/confirm/submit', token))).headers.get('location')).toBe(
      `/email/confirm?token=${token}`,
    );
    expect(await confirmationLinkState(db, token)).toEqual({ state: 'done', email, doNotify: true });
  });

  it('says a made-up link is not valid, and refuses a post from another site (403, nothing changes)', async () => {
    const { auth, email } = await withAddress(false);
    const db = await getDb();
    expect(await confirmationLinkState(db, 'x'.repeat(43))).toEqual({ state: 'invalid' });
    expect(await confirmationLinkState(db, 'not a token')).toEqual({ state: 'invalid' });
    const token = await notifyConfirmationToken(email);
    expect((await confirmSubmit(formPost('/email/confirm/submit', token, 'https://evil.example'))).status).toBe(403);
    expect((await read(auth)).confirmed).toBe(false);
  });

  it('a link for an address changed since is not valid', async () => {
    const { auth, email } = await withAddress(false);
    const token = await notifyConfirmationToken(email);
    await call(setEmail, 'email', { auth, body: { email: uniqueEmail(), doNotify: 1 } });
    expect(await confirmationLinkState(await getDb(), token)).toEqual({ state: 'invalid' });
  });
});

describe('the unsubscribe page without JavaScript', () => {
  it('reads the link on opening, unsubscribes by its form, and then says it is done', async () => {
    const { auth, email } = await withAddress(true);
    const db = await getDb();
    const urls = await issueUnsubscribe(db, Number(auth.userId), email);
    const token = new URL(urls.oneClickUrl).searchParams.get('token')!;
    expect(await unsubscribeLinkState(db, token)).toEqual({ state: 'open', email });

    const res = await unsubscribeSubmit(formPost('/email/unsubscribe/submit', token));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/email/unsubscribe?token=${token}`);
    expect((await read(auth)).doNotify).toBe(false);
    expect(await unsubscribeLinkState(db, token)).toEqual({ state: 'done', email });
  });

  it('a link never issued is named at once and its form changes nothing', async () => {
    const { auth } = await withAddress(true);
    const made = 'y'.repeat(43);
    expect(await unsubscribeLinkState(await getDb(), made)).toEqual({ state: 'invalid' });
    const res = await unsubscribeSubmit(formPost('/email/unsubscribe/submit', made));
    expect(res.headers.get('location')).toBe(`/email/unsubscribe?token=${made}`);
    expect((await read(auth)).doNotify).toBe(true);
  });
});
