import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { NotifyEmailDto } from '@/lib/contract/notifications';
import type { NotifyEmailInput } from '@/lib/validation/notify-email';
import { conflict, notFound } from '@/lib/server/errors';
import { findUserById } from '@/lib/server/accounts/users-queries';
import { confirmWithoutMail, startConfirmation } from './confirmation';
import { limitConfirmationMail } from './limits';
import { readNotifySettings, writeNotifySettings, type NotifySettings } from './queries';

/** Said when `edit` or a resend finds no address set. */
export const MSG_NOTIFY_EMAIL_NOT_SET = 'E-mail для уведомлений ещё не указан';
/** Said when a resend is asked for an address already confirmed. */
export const MSG_NOTIFY_EMAIL_CONFIRMED = 'Адрес уже подтверждён';

function toDto(s: NotifySettings | undefined): NotifyEmailDto | null {
  return s?.notifyEmail
    ? { email: s.notifyEmail, doNotify: s.doNotify, confirmed: s.confirmed, confirmationSent: s.confirmationSent }
    : null;
}

/** `GET /105/api/email`: where new-fine mails go, the switch and whether the address is confirmed; null when none is set. */
export async function getNotifyEmail(db: Db, userId: number): Promise<NotifyEmailDto | null> {
  return toDto(await readNotifySettings(db, userId));
}

/**
 * `POST /105/api/email` (and `/edit` with `onlyIfSet`): stores the address and the switch. The same
 * address as now only changes the switch. The account's sign-in e-mail is confirmed at once (its
 * owner followed a mailed link to become that sign-in). Another is unconfirmed until its owner follows
 * the link mailed to it (and no new-fine mail goes anywhere meanwhile); that mail is rate-limited
 * per account, address and caller (`ip`), checked before anything is written.
 * @throws AppError 404 with `onlyIfSet` when no address was set; 429 when a limit is reached.
 */
export async function setNotifyEmail(
  db: Db,
  userId: number,
  input: NotifyEmailInput,
  ip: string,
  onlyIfSet = false,
): Promise<NotifyEmailDto> {
  const current = await readNotifySettings(db, userId);
  if (!current) throw notFound();
  if (onlyIfSet && !current.notifyEmail) throw notFound(MSG_NOTIFY_EMAIL_NOT_SET);
  if (current.notifyEmail === input.email) {
    await writeNotifySettings(db, userId, { doNotify: input.doNotify });
  } else if ((await findUserById(db, userId))?.email === input.email) {
    // The sign-in e-mail is proven already (its owner followed a mailed link): no second mail.
    await db.transaction(async (tx) => {
      await writeNotifySettings(tx, userId, { notifyEmail: input.email, doNotify: input.doNotify });
      await confirmWithoutMail(tx, userId, input.email);
    });
  } else {
    await limitConfirmationMail(db, userId, input.email, ip);
    await db.transaction(async (tx) => {
      await writeNotifySettings(tx, userId, { notifyEmail: input.email, doNotify: input.doNotify });
      await startConfirmation(tx, userId, input.email);
    });
  }
  return toDto(await readNotifySettings(db, userId))!;
}

/**
 * `POST /105/api/email/resend`: mails a new confirmation link for the address set (the old link
 * stops working), under the same limits as setting it.
 * @throws AppError 404 when no address is set, 409 `already_confirmed`, 429 when a limit is reached.
 */
export async function resendConfirmation(db: Db, userId: number, ip: string): Promise<NotifyEmailDto> {
  const current = await readNotifySettings(db, userId);
  if (!current?.notifyEmail) throw notFound(MSG_NOTIFY_EMAIL_NOT_SET);
  if (current.confirmed) throw conflict('already_confirmed', MSG_NOTIFY_EMAIL_CONFIRMED);
  const email = current.notifyEmail;
  await limitConfirmationMail(db, userId, email, ip);
  await db.transaction((tx) => startConfirmation(tx, userId, email));
  return toDto(current)!;
}
