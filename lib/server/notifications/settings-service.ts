import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { NotifyEmailDto } from '@/lib/contract/notifications';
import type { NotifyEmailInput } from '@/lib/validation/notify-email';
import { notFound } from '@/lib/server/errors';
import { readNotifySettings, writeNotifySettings, type NotifySettings } from './queries';

function toDto(s: NotifySettings | undefined): NotifyEmailDto | null {
  return s?.notifyEmail ? { email: s.notifyEmail, doNotify: s.doNotify } : null;
}

/** `GET /105/api/email`: where new-fine mails go and whether they are sent; null when no address is set. */
export async function getNotifyEmail(db: Db, userId: number): Promise<NotifyEmailDto | null> {
  return toDto(await readNotifySettings(db, userId));
}

/**
 * `POST /105/api/email`: sets the notification address and switch, whether or not one was set
 * before. The address may differ from the sign-in e-mail (users.notifyEmail).
 */
export async function setNotifyEmail(db: Db, userId: number, input: NotifyEmailInput): Promise<NotifyEmailDto> {
  return toDto(await writeNotifySettings(db, userId, { notifyEmail: input.email, doNotify: input.doNotify }))!;
}

/**
 * `POST /105/api/email/edit`: changes an address set before.
 * @throws AppError 404 when the user has not set one yet (set it with `POST /105/api/email`).
 */
export async function editNotifyEmail(db: Db, userId: number, input: NotifyEmailInput): Promise<NotifyEmailDto> {
  const stored = await writeNotifySettings(db, userId, { notifyEmail: input.email, doNotify: input.doNotify }, true);
  if (!stored) throw notFound('E-mail для уведомлений ещё не указан');
  return toDto(stored)!;
}
