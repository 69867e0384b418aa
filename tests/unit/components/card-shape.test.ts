import { describe, expect, it } from 'vitest';
import { cardShape } from '@/components/fines/card-shape';
import { buildFine, buildOrder } from './helpers';

describe('cardShape', () => {
  // The list guesses an unpainted card's height by it (app/globals.css, `data-card`).
  it('tells orders, paid fines and unpaid fines apart', () => {
    expect(cardShape(buildOrder())).toBe('order');
    expect(cardShape(buildOrder({ status: 'paid' }))).toBe('order');
    expect(cardShape(buildFine({ status: 'paid' }))).toBe('paid');
    expect(cardShape(buildFine({ status: 'closed' }))).toBe('paid');
    expect(cardShape(buildFine({ status: 'notpaid' }))).toBe('unpaid');
    expect(cardShape(buildFine({ status: 'in_progress' }))).toBe('unpaid');
  });

  it('takes a status this version does not know for an unpaid card, as the list counts it', () => {
    expect(cardShape(buildFine({ status: 'refunded' as 'paid' }))).toBe('unpaid');
  });
});
