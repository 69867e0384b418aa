/**
 * Fine statuses and the two lists they are shown in (spec §4; DOMAIN.md "Fines").
 */

/** Every status a fine can have, as the registry and API spell them (spec §4). */
export const FINE_STATUSES = ['notpaid', 'in_progress', 'paid', 'closed', 'moved-to-order'] as const;

/**
 * Status of a fine: `notpaid`; `in_progress` (paid through us, payment not yet confirmed);
 * `paid`; `closed`; `moved-to-order` (sent to the bailiffs, an order with its own УИН replaces it).
 */
export type FineStatus = (typeof FINE_STATUSES)[number];

/** Russian label for each status, as shown on a fine card. */
export const FINE_STATUS_LABELS: Readonly<Record<FineStatus, string>> = {
  notpaid: 'Не оплачен',
  // Users pay twice when a paid fine still looks unpaid (DOMAIN.md "Fines"), so say it plainly.
  in_progress: 'Оплачен, ждём подтверждения',
  paid: 'Оплачен',
  closed: 'Закрыт',
  'moved-to-order': 'Передан приставам',
};

/** Type guard for a status string coming from the API or the database. */
export function isFineStatus(s: unknown): s is FineStatus {
  return typeof s === 'string' && (FINE_STATUSES as readonly string[]).includes(s);
}

/** Unpaid group: `notpaid` or `in_progress` (spec §4). */
export function isUnpaidStatus(s: FineStatus): boolean {
  return s === 'notpaid' || s === 'in_progress';
}

/** Paid group: `paid` or `closed` (spec §4). */
export function isPaidStatus(s: FineStatus): boolean {
  return s === 'paid' || s === 'closed';
}

/** Tabs of a charge list: unpaid fines and taxes, paid ones, bailiff orders (spec §4). */
export const CHARGE_LIST_TABS = ['unpaid', 'paid', 'orders'] as const;
/** One tab of a charge list (`?tab=` of the pages and of `GET /105/api/fines`). */
export type ChargeListTab = (typeof CHARGE_LIST_TABS)[number];

/**
 * The tab a charge is listed in (spec §4; DOMAIN.md "Fines"), or null when it is listed in none:
 * - a bailiff order → `orders`;
 * - a paid or closed charge → `paid`, unless an order replaced it (it is shown through the order);
 * - `moved-to-order` → none: its УИН is no longer payable and the order is shown instead;
 * - anything else → `unpaid`: `notpaid`, `in_progress`, and a status this product does not know,
 *   which must still be shown (with «Неизвестный статус ответа сервера», spec §8) rather than hidden.
 * The database keeps the same rule in the generated column `charges.list_tab`; a test keeps both equal.
 */
export function listTabOf(charge: { kind: 'fine' | 'tax' | 'order'; status: string; hasOrder: boolean }): ChargeListTab | null {
  if (charge.kind === 'order') return 'orders';
  if (charge.status === 'paid' || charge.status === 'closed') return charge.hasOrder ? null : 'paid';
  if (charge.status === 'moved-to-order') return null;
  return 'unpaid';
}
