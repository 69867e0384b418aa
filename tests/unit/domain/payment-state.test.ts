import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advance,
  advanceAll,
  canReach,
  isActiveState,
  pageForState,
  PAYMENT_STATES,
  stateFromGateway,
  type PaymentState,
} from '@/lib/domain/payment-state';

const state = fc.constantFrom(...PAYMENT_STATES);
const observations = fc.array(state, { maxLength: 30 });

describe('payment state machine', () => {
  it('moves only forward along the diagram', () => {
    expect(advance('created', 'pending')).toBe('pending');
    expect(advance('pending', 'succeeded')).toBe('succeeded');
    expect(advance('succeeded', 'refunded')).toBe('refunded');
    expect(advance('created', 'succeeded')).toBe('succeeded'); // a late first observation skips pending
    expect(advance('succeeded', 'pending')).toBe('succeeded');
    expect(advance('canceled', 'succeeded')).toBe('canceled');
    expect(advance('failed', 'pending')).toBe('failed');
    expect(advance('succeeded', 'canceled')).toBe('succeeded');
    expect(advance('pending', 'refunded')).toBe('refunded');
  });

  it('has no cycles: no state reaches itself', () => {
    for (const s of PAYMENT_STATES) expect(canReach(s, s)).toBe(false);
  });

  it('applying any sequence of observations twice equals applying it once', () => {
    fc.assert(
      fc.property(state, observations, (start, seq) => {
        const once = advanceAll(start, seq);
        expect(advanceAll(once, seq)).toBe(once);
      }),
    );
  });

  it('a duplicated delivery of every observation changes nothing', () => {
    fc.assert(
      fc.property(state, observations, (start, seq) => {
        const doubled = seq.flatMap((s) => [s, s]);
        expect(advanceAll(start, doubled)).toBe(advanceAll(start, seq));
      }),
    );
  });

  it('a canceled or failed payment never becomes succeeded, whatever arrives later', () => {
    fc.assert(
      fc.property(fc.constantFrom<PaymentState>('canceled', 'failed'), observations, (start, seq) => {
        const end = advanceAll(start, seq);
        expect(end).toBe(start);
      }),
    );
  });

  it('a reordered pair of observations ends where the later state in the machine is', () => {
    // «succeeded» delivered before «pending» still ends succeeded.
    expect(advanceAll('created', ['succeeded', 'pending'])).toBe('succeeded');
    expect(advanceAll('created', ['pending', 'succeeded'])).toBe('succeeded');
  });

  it('maps gateway statuses: waiting_for_capture is still pending; a full refund is refunded', () => {
    expect(stateFromGateway('pending')).toBe('pending');
    expect(stateFromGateway('waiting_for_capture')).toBe('pending');
    expect(stateFromGateway('succeeded', 0, 100)).toBe('succeeded');
    expect(stateFromGateway('succeeded', 50, 100)).toBe('succeeded');
    expect(stateFromGateway('succeeded', 100, 100)).toBe('refunded');
    expect(stateFromGateway('canceled')).toBe('canceled');
  });

  it('shows each state on the page that matches it', () => {
    expect(pageForState('created')).toBe('/prepayment/wait');
    expect(pageForState('pending')).toBe('/prepayment/wait');
    expect(pageForState('succeeded')).toBe('/prepayment/success');
    expect(pageForState('canceled')).toBe('/prepayment/error');
    expect(pageForState('failed')).toBe('/prepayment/error');
    expect(pageForState('refunded')).toBe('/prepayment/error');
    expect(PAYMENT_STATES.filter(isActiveState)).toEqual(['created', 'pending']);
  });
});
