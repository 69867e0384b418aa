import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { todayInMoscow } from '@/lib/domain/dates';
import { enqueueMail } from '@/lib/server/mail/queue';
import { newChargesMail } from './new-charges-mail';
import { issueUnsubscribe } from './unsubscribe';
import { markNotified, readNotifySettings, unnotifiedCharges, type ChargeToNotify } from './queries';

/** What one registry lookup found that the user had never had before. */
export interface NewChargesFound {
  userId: number;
  /** Ids of the charges this lookup inserted (first seen now, not just updated). */
  chargeIds: number[];
  /** True when the document had never been checked successfully before this lookup. */
  firstLookup: boolean;
}

// Only what the user still has to pay is news: a fine or tax debt found already paid (or being paid)
// is history, and a fine moved to the bailiffs is announced through its order.
function isPayable(c: ChargeToNotify): boolean {
  return c.kind === 'order' ? c.status === 'open' : c.status === 'notpaid';
}

/**
 * Queues ONE mail naming the new payable charges of a lookup and sets their `notified_at`, when the
 * user has notifications on and a confirmed address; the mail carries a one-click unsubscribe link
 * of its own (RFC 8058). Call inside the transaction that saved the charges, so
 * the mail and the charges commit together (ARCHITECTURE.md §4; the worker sends it later).
 * The first lookup of a document mails nothing: its whole history is new and the user, having just
 * added it, sees the list anyway.
 */
export async function notifyNewCharges(tx: Db, found: NewChargesFound): Promise<void> {
  if (found.firstLookup || found.chargeIds.length === 0) return;
  const settings = await readNotifySettings(tx, found.userId);
  if (!settings?.doNotify || !settings.notifyEmail || !settings.confirmed) return;
  const due = (await unnotifiedCharges(tx, found.userId, found.chargeIds)).filter(isPayable);
  if (due.length === 0) return;
  const unsubscribe = await issueUnsubscribe(tx, found.userId, settings.notifyEmail);
  await enqueueMail(tx, newChargesMail(settings.notifyEmail, due, todayInMoscow(), unsubscribe));
  await markNotified(
    tx,
    found.userId,
    due.map((c) => c.id),
  );
}
