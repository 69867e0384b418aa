import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { POST as sendAuth } from '@/app/105/api/fos/send/auth/route';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { getMailTransport } from '@/lib/server/mail/transport';
import { POST as setEmail } from '@/app/105/api/email/route';
import { POST as addDl } from '@/app/105/api/driverLicense/route';
import { GET as listFines } from '@/app/105/api/fines/route';
import { charges } from '@/lib/server/db/schema';
import { and } from 'drizzle-orm';
import { makeJobsDue, mailJobOf, runJobs } from './support/jobs';
import { call } from './support/call';
import { uniqueEmail } from './support/mail';
import { expectErrorLog } from './support/console';
import { signUp } from './support/users';
import { markStale, preloadUntilDone } from './support/lookups';
import { confirmNotifyAddress } from './support/notify';

/** A real SMTP server on a free local port that keeps what it receives. */
const received: { to: string[]; raw: string; smtpUtf8: boolean }[] = [];
let acceptMail = true;
/** The SMTP reply code of a refusal (smtp-server answers 450, a temporary one, when none is set). */
let refusalCode: number | undefined;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      if (!acceptMail) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: refusalCode }));
      // MAIL FROM's SMTPUTF8 keyword: the sender needed RFC 6531 for an address outside ASCII.
      const { mailFrom } = session.envelope;
      const smtpUtf8 = mailFrom !== false && mailFrom.args !== false && 'SMTPUTF8' in mailFrom.args;
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, smtpUtf8 });
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

describe('mail delivery over SMTP', () => {
  it('delivers a queued sign-in mail to the SMTP server, in Russian, with text and HTML parts', async () => {
    const email = uniqueEmail();
    await call(sendAuth, 'fos/send/auth', { body: { email } });
    const db = await getDb();
    expect(getMailTransport().name).toBe('smtp');
    expect(await runJobs(['mail-send'])).toBe(1);
    const mail = received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/i);
    expect((await simpleParser(mail!.raw)).text).toMatch(/login\/link\?token=/);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ state: 'sent', transport: 'smtp' });
  });

  it('delivers to an address with a Cyrillic domain, addressed in punycode', async () => {
    const local = uniqueEmail().split('@')[0]!;
    await call(sendAuth, 'fos/send/auth', { body: { email: `${local}@пример.рф` } });
    await runJobs(['mail-send']);
    // smtp-server hands the envelope over decoded to Unicode; the header shows what was written.
    const mail = received.find((m) => m.to.includes(`${local}@пример.рф`));
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain(`To: ${local}@xn--e1afmkfd.xn--p1ai\r\n`);
    expect(mail!.smtpUtf8).toBe(false); // relays without RFC 6531 take it
    expect((await simpleParser(mail!.raw)).text).toMatch(/login\/link\?token=/);
  });

  it('empties the stored bodies once delivered, keeping who, what kind, subject and times', async () => {
    const email = uniqueEmail();
    await call(sendAuth, 'fos/send/auth', { body: { email } });
    const db = await getDb();
    const [queued] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = /token=([A-Za-z0-9_-]+)/.exec(queued!.text)![1]!;
    await runJobs(['mail-send']);
    expect((await simpleParser(received.find((m) => m.to.includes(email))!.raw)).text).toContain(token);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ state: 'sent', to: email, kind: 'signin', subject: queued!.subject, text: '', html: '' });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('sends a new-fine notification with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)', async () => {
    const auth = await signUp();
    const email = uniqueEmail();
    await call(setEmail, 'email', { auth, body: { email, doNotify: 1 } });
    await confirmNotifyAddress(email);
    const dl = (await call(addDl, 'driverLicense', { auth, body: { driverLicense: '9900100100' } })).json.driverLicense;
    await preloadUntilDone(auth);
    const [fine] = (await call(listFines, 'fines', { auth })).json.items as { uin: string }[];
    const db = await getDb();
    await db.delete(charges).where(and(eq(charges.userId, Number(auth.userId)), eq(charges.uin, fine!.uin)));
    await markStale(dl.id as number);
    await preloadUntilDone(auth);
    const [queued] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(queued).toMatchObject({ kind: 'new-fine', state: 'queued' });

    await runJobs(['mail-send']);
    const raw = received.find((m) => m.to.includes(email))!.raw.replace(/\r\n[ \t]+/g, ' ');
    const header = /^List-Unsubscribe: <(http[^>]+)>$/im.exec(raw);
    expect(header?.[1]).toBe(queued!.listUnsubscribe);
    expect(header?.[1]).toMatch(/\/105\/api\/email\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
    const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(sent).toMatchObject({ state: 'sent', listUnsubscribe: null, text: '', html: '' });
  });

  it('keeps a mail queued for retry when the SMTP server refuses it', async () => {
    expectErrorLog(); // a refused delivery is logged for the operators
    const email = uniqueEmail();
    await call(sendAuth, 'fos/send/auth', { body: { email } });
    acceptMail = false;
    const db = await getDb();
    await runJobs(['mail-send']);
    acceptMail = true;
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ state: 'queued' });
    expect(row!.text).toContain('/login/link?token=');
    expect(row!.lastError).toMatch(/Mailbox unavailable/);
    const job = await mailJobOf(row!.id);
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    // The address never reaches the job's record: only the mail row knows it.
    expect(JSON.stringify(job)).not.toContain(email);

    await runJobs(['mail-send']); // not due yet: nothing is sent
    expect(received.some((m) => m.to.includes(email))).toBe(false);
    await makeJobsDue('mail-send');
    expect(await runJobs(['mail-send'])).toBe(1);
    expect(received.some((m) => m.to.includes(email))).toBe(true);
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.to, email)))[0]).toMatchObject({ state: 'sent', text: '' });
  });

  it('gives a mail up at once when the relay refuses it for good (SMTP 5xx)', async () => {
    expectErrorLog();
    const email = uniqueEmail();
    await call(sendAuth, 'fos/send/auth', { body: { email } });
    acceptMail = false;
    refusalCode = 550;
    try {
      expect(await runJobs(['mail-send'])).toBe(1);
    } finally {
      acceptMail = true;
      refusalCode = undefined;
    }
    const db = await getDb();
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ state: 'failed', text: '' });
    expect(await mailJobOf(row!.id)).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('gives a mail up after 8 refused attempts and empties its bodies', async () => {
    expectErrorLog();
    const email = uniqueEmail();
    await call(sendAuth, 'fos/send/auth', { body: { email } });
    acceptMail = false;
    const db = await getDb();
    for (let attempt = 1; attempt <= 8; attempt++) {
      await makeJobsDue('mail-send');
      expect(await runJobs(['mail-send'])).toBe(1);
    }
    acceptMail = true;
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ state: 'failed', text: '', html: '', listUnsubscribe: null });
    expect(await mailJobOf(row!.id)).toMatchObject({ state: 'failed', attempts: 8 });
    await makeJobsDue('mail-send');
    expect(await runJobs(['mail-send'])).toBe(0);
  });
});
