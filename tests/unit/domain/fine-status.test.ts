import { describe, expect, it } from 'vitest';
import {
  FINE_STATUSES,
  FINE_STATUS_LABELS,
  isFineStatus,
  isPaidStatus,
  isUnpaidStatus,
  listTabOf,
} from '@/lib/domain/fine-status';

describe('status groups (spec §4)', () => {
  it('lists the five statuses', () => {
    expect(FINE_STATUSES).toEqual(['notpaid', 'in_progress', 'paid', 'closed', 'moved-to-order']);
  });

  it('puts notpaid and in_progress in unpaid, paid and closed in paid, moved-to-order in neither', () => {
    const unpaid = FINE_STATUSES.filter(isUnpaidStatus);
    const paid = FINE_STATUSES.filter(isPaidStatus);
    expect(unpaid).toEqual(['notpaid', 'in_progress']);
    expect(paid).toEqual(['paid', 'closed']);
  });

  it('recognises status strings', () => {
    expect(isFineStatus('moved-to-order')).toBe(true);
    expect(isFineStatus('moved_to_order')).toBe(false);
    expect(isFineStatus(undefined)).toBe(false);
  });

  it('labels every status in Russian', () => {
    expect(FINE_STATUS_LABELS).toEqual({
      notpaid: 'Не оплачен',
      in_progress: 'Оплачен, ждём подтверждения',
      paid: 'Оплачен',
      closed: 'Закрыт',
      'moved-to-order': 'Передан приставам',
    });
  });
});

describe('listTabOf', () => {
  const tab = (kind: 'fine' | 'tax' | 'order', status: string, hasOrder = false) => listTabOf({ kind, status, hasOrder });

  it('lists unpaid fines and taxes as unpaid, paid and closed ones as paid, orders on their own tab', () => {
    expect(tab('fine', 'notpaid')).toBe('unpaid');
    expect(tab('tax', 'in_progress')).toBe('unpaid');
    expect(tab('fine', 'paid')).toBe('paid');
    expect(tab('tax', 'closed')).toBe('paid');
    expect(tab('order', 'open')).toBe('orders');
    expect(tab('order', 'paid')).toBe('orders');
  });

  it('shows a fine replaced by an order through the order only (spec §4)', () => {
    expect(tab('fine', 'closed', true)).toBeNull();
    expect(tab('fine', 'paid', true)).toBeNull();
    expect(tab('fine', 'moved-to-order', true)).toBeNull();
    expect(tab('fine', 'moved-to-order')).toBeNull();
    // Unpaid with an order is still unpaid: hiding it could hide a debt.
    expect(tab('fine', 'notpaid', true)).toBe('unpaid');
  });

  it('keeps a status it does not know in sight, on the unpaid tab (spec §8)', () => {
    expect(tab('fine', 'annulled')).toBe('unpaid');
    expect(tab('tax', '')).toBe('unpaid');
  });
});
