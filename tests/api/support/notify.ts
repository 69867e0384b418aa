import { and, eq } from 'drizzle-orm';
import { POST as confirm } from '@/app/105/api/email/confirm/route';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { call } from './call';
import { lastMailTo } from './mail';

/** The token of the newest confirmation link mailed to `email` (read from the queued mail). */
export async function notifyConfirmationToken(email: string): Promise<string> {
  const mail = await lastMailTo(email);
  if (!mail?.token || !mail.text.includes('/email/confirm?token=')) throw new Error(`no confirmation mail to ${email}`);
  return mail.token;
}

/**
 * Follows the confirmation link mailed to `email` as its owner would (`POST /105/api/email/confirm`),
 * then removes that mail from the outbox so a test sees only the mails that come after.
 */
export async function confirmNotifyAddress(email: string): Promise<void> {
  const res = await call(confirm, 'email/confirm', { body: { token: await notifyConfirmationToken(email) } });
  if (res.json.status !== 'ok') throw new Error(`confirm failed: ${JSON.stringify(res.json)}`);
  const db = await getDb();
  await db.delete(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'notify-confirm')));
}
