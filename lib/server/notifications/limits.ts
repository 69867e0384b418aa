import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { RATE } from '@/lib/server/accounts/limits';
import { hitRateLimit, type RateRule } from '@/lib/server/rate-limit';

/**
 * One account may ask for this many confirmation mails an hour, whatever the addresses: pointing
 * the notification address at strangers one after another is how it would be abused for spam.
 */
export const NOTIFY_CONFIRM_PER_USER: RateRule = {
  name: 'notify-confirm:user',
  limit: 5,
  windowSeconds: 60 * 60,
  message: 'Слишком много писем с подтверждением. Попробуйте {wait}',
};

/**
 * Counts one confirmation mail against the account, the address (shared with sign-in mails:
 * RATE.mailPerEmail, so an inbox gets at most a few of our mails in 15 minutes) and the caller's
 * network address (RATE.mailPerIp).
 * @throws AppError 429 with Retry-After when any limit is exceeded.
 */
export async function limitConfirmationMail(db: Db, userId: number, email: string, ip: string): Promise<void> {
  await hitRateLimit(db, NOTIFY_CONFIRM_PER_USER, String(userId));
  await hitRateLimit(db, RATE.mailPerIp, ip);
  await hitRateLimit(db, RATE.mailPerEmail, email);
}
