import { describe, expect, it } from 'vitest';
import {
  FINE_STATUSES,
  FINE_STATUS_LABELS,
  type FineStatus,
  groupFines,
  isFineStatus,
  isPaidStatus,
  isUnpaidStatus,
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

describe('groupFines', () => {
  const fine = (id: string, status: FineStatus, hasOrder = false) => ({ id, status, hasOrder });

  it('splits fines keeping their order and drops paid fines that have an order', () => {
    const fines = [
      fine('a', 'paid'),
      fine('b', 'notpaid'),
      fine('c', 'closed', true),
      fine('d', 'moved-to-order', true),
      fine('e', 'in_progress'),
      fine('f', 'closed'),
      fine('g', 'paid', true),
      fine('h', 'moved-to-order'),
    ];
    const { unpaid, paid } = groupFines(fines);
    expect(unpaid.map((f) => f.id)).toEqual(['b', 'e']);
    expect(paid.map((f) => f.id)).toEqual(['a', 'f']);
  });

  it('returns the same objects and empty lists for no fines', () => {
    const f = fine('x', 'notpaid');
    expect(groupFines([f]).unpaid[0]).toBe(f);
    expect(groupFines([])).toEqual({ unpaid: [], paid: [] });
  });
});
