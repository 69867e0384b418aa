import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { POST as sendAuth } from '@/app/105/api/fos/send/auth/route';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { drainMail } from '@/lib/server/mail/worker';
import { getMailTransport } from '@/lib/server/mail/transport';
import { call } from './support/call';
import { uniqueEmail } from './support/mail';
import { expectErrorLog } from './support/console';

/** A real SMTP server on a free local port that keeps what it receives. */
const received: { to: string[]; raw: string }[] = [];
let acceptMail = true;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      if (!acceptMail) return callback(new Error('Mailbox unavailable'));
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
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
    expect(await drainMail(db)).toBe(1);
    const mail = received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail!.raw).toMatch(/login\/link\?token=/);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ state: 'sent', transport: 'smtp' });
  });

  it('keeps a mail queued for retry when the SMTP server refuses it', async () => {
    expectErrorLog(); // a refused delivery is logged for the operators
    const email = uniqueEmail();
    await call(sendAuth, 'fos/send/auth', { body: { email } });
    acceptMail = false;
    const db = await getDb();
    await drainMail(db);
    acceptMail = true;
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row!.lastError).toMatch(/Mailbox unavailable/);
    expect(row!.runAfter.getTime()).toBeGreaterThan(Date.now());
  });
});
