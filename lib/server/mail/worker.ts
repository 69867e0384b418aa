import 'server-only';
import { logError, redactText } from '@/lib/server/http/log';
import { JobError, registerJob, type JobContext } from '@/lib/server/jobs';
import { MAIL_JOB, markMailFailed, markMailSent, noteMailError, queuedMail } from './queue';
import { getMailTransport, type MailTransport } from './transport';

/** Delivery is retried with backoff (10 s, 20 s, … up to 20 minutes) for 8 attempts, about an hour and a half. */
export const MAIL_JOB_OPTIONS = {
  maxAttempts: 8,
  backoff: { baseSeconds: 10, factor: 2, maxSeconds: 1200 },
  leaseSeconds: 30,
  concurrency: 2,
} as const;

/**
 * Delivers one queued mail and empties its bodies. A mail already sent or given up is skipped. If the
 * process dies between the relay's acceptance and the update, the mail is sent again on the retry
 * (at least once). The relay's error text is kept on the mail row, never the body.
 */
export async function deliverMail(
  { db, payload }: Pick<JobContext<{ mailId: number }>, 'db' | 'payload'>,
  transport: MailTransport = getMailTransport(),
): Promise<void> {
  const mail = await queuedMail(db, payload.mailId);
  if (!mail) return;
  try {
    await transport.send(mail);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logError('mail delivery failed', error, { mailId: mail.id, kind: mail.kind });
    await noteMailError(db, mail.id, message);
    throw new JobError(redactText(message));
  }
  await markMailSent(db, mail.id, transport.name);
}

/** Registers the `mail-send` job in this process. */
export function registerMailJob(): void {
  registerJob(MAIL_JOB, (ctx) => deliverMail(ctx), {
    ...MAIL_JOB_OPTIONS,
    onFailed: ({ db, payload }) => markMailFailed(db, payload.mailId),
  });
}
