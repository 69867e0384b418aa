import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { POST as createPayment } from '@/app/105/api/payments/route';
import { call } from './support/call';
import { insertCharge as insertPayableCharge } from './support/payments';
import fc from 'fast-check';
import { serviceFeeKopeks } from '@/lib/domain/fee';
import { discountedView } from '@/lib/domain/fine-terms';
import { FINE_STATUSES, listTabOf } from '@/lib/domain/fine-status';
import { getDb } from '@/lib/server/db/client';
import { listChargesPage } from '@/lib/server/fines/list-service';
import { userScope } from '@/lib/server/owner-scope';
import { chargeListQuery } from '@/lib/validation/charge-list';
import { insertCharge, insertCharges } from './support/charge-rows';
import { chargesPage, storedCharges } from './support/charges';
import { signUp } from './support/users';

const TODAY = '2025-05-01';
/** Amounts on and around every edge of the fee table (spec §9), in kopeks. */
const EDGES = [0, 1, 49_999, 50_000, 50_001, 79_999, 80_000, 249_999, 250_000, 250_001, 4_999_950, 75_000, 150_050];

describe('the list tab kept by the database', () => {
  it('is the domain’s listTabOf for every kind, status and order', async () => {
    const auth = await signUp();
    const userId = Number(auth.userId);
    const combos = (['fine', 'tax', 'order'] as const).flatMap((kind) =>
      [...FINE_STATUSES, 'open', 'annulled'].flatMap((status) =>
        [null, '32200000000000000001'].map((relatedUin) => ({ kind, status, relatedUin })),
      ),
    );
    const ids = await insertCharges(userId, [], combos);
    const stored = await storedCharges(userId);
    for (const [i, combo] of combos.entries()) {
      const row = stored.find((c) => c.id === ids[i])!;
      expect({ ...combo, tab: row.listTab }).toEqual({
        ...combo,
        tab: listTabOf({ ...combo, hasOrder: combo.relatedUin !== null }),
      });
    }
  });
});

/** The totals of one payable 800 ₽ fine: past the 500–800 tier, 9 % = 72 ₽ (spec §9). */
const ONE_AT_800 = {
  count: 1,
  fines: 80_000,
  fee: 7_200,
  total: 87_200,
  awaiting: 0,
  ordersAwaiting: 0,
  ordersOwed: 0,
  taxes: 0,
};

describe('unpaid totals in SQL', () => {
  it('equal the cards’ rules (discount while it lasts, then the fee per charge) for any charges', async () => {
    const auth = await signUp();
    const userId = Number(auth.userId);
    const charge = fc.record({
      amountKopeks: fc.oneof(fc.constantFrom(...EDGES), fc.integer({ min: 0, max: 10_000_000 })),
      status: fc.constantFrom(...FINE_STATUSES, 'annulled'),
      percent: fc.constantFrom(0, 25, 50, 99, 100),
      until: fc.constantFrom('2025-04-30', TODAY, '2025-05-02'),
      kind: fc.constantFrom('fine' as const, 'tax' as const),
    });
    const sample = fc.sample(charge, { numRuns: 150, seed: 20250501 });
    await insertCharges(
      userId,
      [],
      sample.map((c) => ({
        kind: c.kind,
        status: c.status,
        amountKopeks: c.amountKopeks,
        discountPercent: c.percent || null,
        discountUntil: c.percent ? c.until : null,
      })),
    );
    const payable = sample.filter((c) => c.status === 'notpaid');
    const pays = payable.map(
      (c) =>
        discountedView(
          {
            status: 'notpaid',
            amountKopeks: c.amountKopeks,
            discount: c.percent ? { percent: c.percent, until: c.until } : null,
          },
          TODAY,
        )?.amountKopeks ?? c.amountKopeks,
    );
    const fines = pays.reduce((a, b) => a + b, 0);
    const fee = pays.reduce((a, b) => a + serviceFeeKopeks(b), 0);

    const page = await listChargesPage(await getDb(), userScope(userId), chargeListQuery.parse({}), TODAY);
    const awaiting = sample.filter((c) => c.status === 'in_progress').length;
    const taxes = payable.filter((c) => c.kind === 'tax').length;
    expect(page.totals).toEqual({
      count: payable.length,
      fines,
      fee,
      total: fines + fee,
      awaiting,
      ordersAwaiting: 0,
      ordersOwed: 0,
      held: 0,
      taxes,
    });
    expect(awaiting).toBeGreaterThan(0);
    const unknown = sample.filter((c) => c.status === 'annulled').length;
    expect(page.counts?.unpaid).toBe(sample.filter((c) => ['notpaid', 'in_progress', 'annulled'].includes(c.status)).length);
    expect(unknown).toBeGreaterThan(0);
  });

  it('counts the ФССП orders still owed, and those paid through us and awaiting ГИС ГМП, apart', async () => {
    const auth = await signUp();
    const userId = Number(auth.userId);
    await insertCharges(
      userId,
      [],
      [
        { kind: 'order', status: 'notpaid' },
        { kind: 'order', status: 'open' },
        { kind: 'order', status: 'in_progress' },
        { kind: 'order', status: 'paid' },
        { kind: 'fine', status: 'in_progress' },
      ],
    );
    const page = await chargesPage(auth);
    // The orders tab keeps paid orders too: only those neither paid nor awaiting are owed.
    expect(page.counts).toEqual({ unpaid: 1, paid: 0, orders: 4 });
    expect(page.totals).toMatchObject({ awaiting: 1, ordersAwaiting: 1, ordersOwed: 2 });
  });

  it('lists a charge of an unknown status in the unpaid tab, as it came, without counting it as payable', async () => {
    const auth = await signUp();
    const userId = Number(auth.userId);
    await insertCharge(userId, [], { status: 'annulled', billDate: '2025-03-01' });
    await insertCharge(userId, [], { status: 'notpaid', billDate: '2025-02-01', amountKopeks: 80_000 });
    const page = await chargesPage(auth);
    expect(page.items.map((r) => r.status)).toEqual(['annulled', 'notpaid']);
    expect(page.counts).toEqual({ unpaid: 2, paid: 0, orders: 0 });
    // 800 ₽ is past the 500–800 tier: 9 % = 72 ₽.
    expect(page.totals).toEqual({ ...ONE_AT_800, held: 0 });
  });

  it('leave out what the person’s own unfinished payment holds, and count it apart; another account’s payment changes nothing', async () => {
    const me = await signUp();
    const other = await signUp();
    const held = await insertPayableCharge(me);
    const free = await insertPayableCharge(me, { amountKopeks: 80_000 });
    // The same УИН among another account's charges, in that account's unfinished payment.
    await insertPayableCharge(other, { uin: free.uin });
    for (const [auth, uin] of [
      [me, held.uin],
      [other, free.uin],
    ] as const) {
      const pay = await call(createPayment, 'payments', {
        auth,
        body: { uins: uin, email: 'payer@example.ru', attempt: randomUUID() },
      });
      expect(pay.http).toBe(200);
    }
    const page = await chargesPage(me);
    expect(page.counts).toEqual({ unpaid: 2, paid: 0, orders: 0 });
    expect(page.totals).toEqual({ ...ONE_AT_800, held: 1 });
  });
});
