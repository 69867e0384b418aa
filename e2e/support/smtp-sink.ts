import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the test SMTP server writes each received mail as JSON (`{ to, subject, text, html }`). */
export const MAIL_DIR = path.resolve('.data/e2e-mail');
/** The test SMTP server's port; the app under test gets `SMTP_URL=smtp://127.0.0.1:<port>`. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

/** Starts a real SMTP server that accepts every mail and stores it parsed. Returns a stop function. */
export async function startSmtpSink(): Promise<() => Promise<void>> {
  mkdirSync(MAIL_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          n += 1;
          const record = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: new Date().toISOString(),
          };
          // Written aside, then renamed: a reader polling the folder sees a mail whole or not at all.
          const file = path.join(MAIL_DIR, `${Date.now()}-${n}.json`);
          writeFileSync(`${file}.part`, JSON.stringify(record));
          renameSync(`${file}.part`, file);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
