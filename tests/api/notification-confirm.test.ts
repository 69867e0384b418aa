import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET as getEmail, POST as setEmail } from '@/app/105/api/email/route';
import { POST as editEmail } from '@/app/105/api/email/edit/route';
import { POST as resend } from '@/app/105/api/email/resend/route';
import { POST as confirm } from '@/app/105/api/email/confirm/route';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox, notifyAddresses } from '@/lib/server/db/schema';
import { absoluteUrl } from '@/lib/server/mail/templates';
import { confirmationLinkState, MSG_CONFIRM_LINK_INVALID } from '@/lib/server/notifications/confirmation';
import { NOTIFY_CONFIRM_PER_USER } from '@/lib/server/notifications/limits';
import { MSG_NOTIFY_EMAIL_CONFIRMED, MSG_NOTIFY_EMAIL_NOT_SET } from '@/lib/server/notifications/settings-service';
import { call, type TestAuth } from './support/call';
import { signUp } from './support/users';
import { uniqueEmail } from './support/mail';
import { notifyConfirmationToken } from './support/notify';

const read = async (auth: TestAuth) => (await call(getEmail, 'email', { auth })).json.email;
const set = (auth: TestAuth, email: string, doNotify = 1) => call(setEmail, 'email', { auth, body: { email, doNotify } });
const follow = (token: string) => call(confirm, 'email/confirm', { body: { token } });

async function mailsTo(to: string) {
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

describe('confirming the notification e-mail', () => {
  it('mails a link to the new address; following it (without a session) confirms that address once', async () => {
    const auth = await signUp();
    const email = uniqueEmail();
    await set(auth, email);
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: 'notify-confirm', subject: 'Подтвердите адрес для уведомлений о штрафах' });
    const token = await notifyConfirmationToken(email);
    // The link is on a line of its own in the text part, which never speaks of a button.
    expect(mail!.text.split('\n')).toContain(absoluteUrl(`/email/confirm?token=${token}`));
    expect(mail!.text).not.toMatch(/кнопк/i);
    // Only a hash of the token is stored.
    const db = await getDb();
    const [row] = await db
      .select()
      .from(notifyAddresses)
      .where(eq(notifyAddresses.userId, Number(auth.userId)));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));

    const res = await follow(token);
    expect(res.json).toEqual({ status: 'ok', email, doNotify: true });
    expect(await read(auth)).toEqual({ email, doNotify: true, confirmed: true, confirmationSent: false });

    const again = await follow(token);
    expect(again.http).toBe(400);
    expect(again.json.error).toMatchObject({ code: 'bad_token', errorDesc: MSG_CONFIRM_LINK_INVALID });
  });

  it('says whether new-fine mails are on: switched off after the link was mailed, the confirmation says so', async () => {
    const auth = await signUp();
    const email = uniqueEmail();
    await set(auth, email);
    expect((await call(editEmail, 'email/edit', { auth, body: { email, doNotify: 0 } })).http).toBe(200);
    const token = await notifyConfirmationToken(email);
    const db = await getDb();
    expect(await confirmationLinkState(db, token)).toEqual({ state: 'open', email, doNotify: false });
    expect((await follow(token)).json).toEqual({ status: 'ok', email, doNotify: false });
    expect(await confirmationLinkState(db, token)).toEqual({ state: 'done', email, doNotify: false });
  });

  it('refuses unknown and malformed tokens in Russian', async () => {
    for (const token of ['A'.repeat(43), 'short', '']) {
      const res = await follow(token);
      expect(res.http).toBe(400);
      expect(res.json.error.errorDesc).toMatch(/[а-я]/);
    }
  });

  it('a changed address is unconfirmed again and voids the old link; the switch alone mails nothing', async () => {
    const auth = await signUp();
    const first = uniqueEmail();
    await set(auth, first);
    const oldToken = await notifyConfirmationToken(first);
    await follow(oldToken);

    // The same address with the switch off: no new mail, still confirmed.
    await call(editEmail, 'email/edit', { auth, body: { email: first, doNotify: 0 } });
    expect(await mailsTo(first)).toHaveLength(1);
    expect(await read(auth)).toEqual({ email: first, doNotify: false, confirmed: true, confirmationSent: false });

    const second = uniqueEmail();
    await set(auth, uniqueEmail()); // an address abandoned before its link was followed
    const abandoned = (await read(auth)).email as string;
    const abandonedToken = await notifyConfirmationToken(abandoned);
    await call(editEmail, 'email/edit', { auth, body: { email: second, doNotify: 1 } });
    expect(await read(auth)).toEqual({ email: second, doNotify: true, confirmed: false, confirmationSent: true });
    expect((await follow(abandonedToken)).http).toBe(400);
    expect((await read(auth)).confirmed).toBe(false);

    await follow(await notifyConfirmationToken(second));
    expect((await read(auth)).confirmed).toBe(true);
  });

  it('sends the link again on request, voiding the earlier one', async () => {
    const auth = await signUp();
    expect((await call(resend, 'email/resend', { auth, method: 'POST' })).json.error.errorDesc).toBe(MSG_NOTIFY_EMAIL_NOT_SET);
    const email = uniqueEmail();
    await set(auth, email);
    const first = await notifyConfirmationToken(email);
    const res = await call(resend, 'email/resend', { auth, method: 'POST' });
    expect(res.json).toEqual({ status: 'ok', email: { email, doNotify: true, confirmed: false, confirmationSent: true } });
    expect(await mailsTo(email)).toHaveLength(2);
    const second = await notifyConfirmationToken(email);
    expect(second).not.toBe(first);
    expect((await follow(first)).http).toBe(400);
    expect((await follow(second)).http).toBe(200);

    const done = await call(resend, 'email/resend', { auth, method: 'POST' });
    expect(done.http).toBe(409);
    expect(done.json.error.errorDesc).toBe(MSG_NOTIFY_EMAIL_CONFIRMED);
    expect((await call(resend, 'email/resend', { method: 'POST' })).http).toBe(401);
  });

  it('limits confirmation mails per account: the refused change stores nothing and mails nothing', async () => {
    const auth = await signUp();
    let last = '';
    for (let i = 0; i < NOTIFY_CONFIRM_PER_USER.limit; i++) {
      last = uniqueEmail();
      expect((await set(auth, last)).http).toBe(200);
    }
    const refused = uniqueEmail();
    const res = await set(auth, refused);
    expect(res.http).toBe(429);
    expect(res.json.error.errorDesc).toBe(NOTIFY_CONFIRM_PER_USER.message.replace('{wait}', 'через час'));
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await read(auth)).email).toBe(last);
    expect(await mailsTo(refused)).toHaveLength(0);
  });
});
