import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { logError } from '@/lib/server/http/log';
import { claimMails, markMailFailed, markMailSent } from './queue';
import { getMailTransport, type MailTransport } from './transport';

/** Sends every due mail; returns how many were tried. The SMTP error text is kept, never the body. */
export async function drainMail(db: Db, transport: MailTransport = getMailTransport()): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = await claimMails(db, 5);
    if (batch.length === 0) return total;
    for (const mail of batch) {
      try {
        await transport.send(mail);
        await markMailSent(db, mail.id, transport.name);
      } catch (error) {
        logError('mail delivery failed', error, { mailId: mail.id, kind: mail.kind });
        await markMailFailed(db, mail, error instanceof Error ? error.message : String(error));
      }
    }
    total += batch.length;
  }
}
