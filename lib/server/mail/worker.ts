import 'server-only';
import { logError, redactText } from '@/lib/server/http/log';
import { JobError, registerJob, type JobContext } from '@/lib/server/jobs';
import { MAIL_JOB, markMailFailed, markMailSent, noteMailError, queuedMail } from './queue';
import { getMailTransport, type MailTransport } from './transport';

/**
 * Delivery is retried with backoff (10 s, 20 s, … up to 20 minutes) for 8 attempts, about an hour
 * and a half; a permanent refusal (SMTP 5xx) is given up at once.
 */
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
    throw new JobError(redactText(message), !refusedForGood(error));
  }
  await markMailSent(db, mail.id, transport.name);
}

/**
 * Whether the relay refused this mail for good: a 5xx reply to its recipient or its content is a
 * permanent failure (RFC 5321 §4.2.1: no such mailbox, a refused address or message), so retrying
 * it for an hour and a half only repeats the refusal. A 5xx to the sign-in or the sender (our relay
 * settings, which an operator fixes) is retried like 4xx replies and broken connections.
 */
function refusedForGood(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  return permanent && (command === 'RCPT TO' || command === 'DATA');
}

/** Registers the `mail-send` job in this process. */
export function registerMailJob(): void {
  registerJob(MAIL_JOB, (ctx) => deliverMail(ctx), {
    ...MAIL_JOB_OPTIONS,
    onFailed: ({ db, payload }) => markMailFailed(db, payload.mailId),
  });
}
