import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { todayInMoscow } from '@/lib/domain/dates';
import { enqueueMail } from '@/lib/server/mail/queue';
import { newChargesMail } from './new-charges-mail';
import { issueUnsubscribe } from './unsubscribe';
import type { OwnerScope } from '@/lib/server/owner-scope';
import { markNotified, readNotifySettings, unnotifiedCharges, type ChargeToNotify } from './queries';

/** What one registry lookup found that its owner had never had before. */
export interface NewChargesFound {
  /**
   * Whose charges these are: a person's own, or an organization's fleet (`userId` is then the
   * account that added the organization, whose notification settings apply).
   */
  scope: OwnerScope;
  /** Ids of the charges this lookup inserted (first seen now, not just updated). */
  chargeIds: number[];
  /**
   * True when the document or organization had never been checked successfully before this lookup,
   * or when this lookup reaches further back than the last one (an organization's longer history):
   * what it adds is history, not news — bailiff orders of old fines included.
   */
  firstLookup: boolean;
  /** The organization as the mail names it (its directory name); only for an organization's scope. */
  organizationName?: string;
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
 * The first lookup of a document or an organization mails nothing: its whole history is new and
 * the user, having just added it, sees the list anyway.
 */
export async function notifyNewCharges(tx: Db, found: NewChargesFound): Promise<void> {
  if (found.firstLookup || found.chargeIds.length === 0) return;
  const { scope } = found;
  const settings = await readNotifySettings(tx, scope.userId);
  if (!settings?.doNotify || !settings.notifyEmail || !settings.confirmed) return;
  const due = (await unnotifiedCharges(tx, scope, found.chargeIds)).filter(isPayable);
  if (due.length === 0) return;
  const unsubscribe = await issueUnsubscribe(tx, scope.userId, settings.notifyEmail);
  const fleet =
    scope.kind === 'organization' ? { id: scope.organizationId, name: found.organizationName ?? 'Организация' } : undefined;
  await enqueueMail(tx, newChargesMail(settings.notifyEmail, due, todayInMoscow(), unsubscribe, fleet));
  await markNotified(
    tx,
    scope,
    due.map((c) => c.id),
  );
}
