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

/**
 * Splits fines into the unpaid and paid lists, keeping their order (spec §4):
 * unpaid = notpaid | in_progress; paid = paid | closed without a bailiffs' order
 * (a fine with an order is shown through the order instead). `moved-to-order` fines go in
 * neither list: their УИН is no longer payable and the order is shown (DOMAIN.md "Fines").
 */
export function groupFines<T extends { status: FineStatus; hasOrder: boolean }>(fines: readonly T[]): { unpaid: T[]; paid: T[] } {
  const unpaid: T[] = [];
  const paid: T[] = [];
  for (const fine of fines) {
    if (isUnpaidStatus(fine.status)) unpaid.push(fine);
    else if (isPaidStatus(fine.status) && !fine.hasOrder) paid.push(fine);
  }
  return { unpaid, paid };
}
