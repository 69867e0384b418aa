import { describe, expect, it } from 'vitest';
import { summarize, URGENT_SHOWN } from '@/extension/src/summary';
import { BADGE_COLORS, badgeFor, unpaidPhrase } from '@/extension/src/badge';
import { detectNew } from '@/extension/src/new-fines';
import { buildCheck, buildFine, buildOrder } from '../components/helpers';
import { buildGlance, organizationTotals } from './fakes';

const TODAY = '2025-05-10';

describe('summary of the fines list', () => {
  it('counts notpaid fines and taxes and open orders; not in_progress or paid ones', () => {
    const glance = buildGlance({
      unpaid: [
        buildFine({ status: 'notpaid' }),
        buildFine({ status: 'in_progress' }),
        buildFine({
          kind: 'tax',
          status: 'notpaid',
          billDate: '2025-03-01',
          payBy: '2025-12-01',
          shortText: 'Транспортный налог',
        }),
      ],
      orders: [buildOrder({ status: 'open' }), buildOrder({ status: 'paid' })],
    });
    const summary = summarize(glance, TODAY);
    expect(summary.unpaidCount).toBe(3);
    expect(summary.unpaidKeys).toHaveLength(3);
    expect(summary.unpaidKeys.some((k) => k.startsWith('tax:'))).toBe(true);
  });

  it('takes counts and sums of fines from the server (past the rows read) and adds open orders', () => {
    const read = Array.from({ length: 3 }, () => buildFine({ billDate: '2025-05-01' }));
    const totals = {
      count: 1500,
      fines: 225_000_000,
      fee: 20_250_000,
      total: 245_250_000,
      awaiting: 0,
      ordersAwaiting: 0,
      ordersOwed: 0,
      held: 0,
      taxes: 0,
    };
    const summary = summarize(buildGlance({ unpaid: read, orders: [buildOrder({ amountKopeks: 80_000 })], totals }), TODAY);
    expect(summary.unpaidCount).toBe(1501);
    expect(summary.toPayKopeks).toBe(225_000_000 + 80_000);
    // Fee of the order (spec §9): 800 ₽ → 9 % = 72 ₽.
    expect(summary.feeKopeks).toBe(20_250_000 + 7_200);
    expect(summary.unpaidKeys).toHaveLength(4);
  });

  it('finds the nearest running discount and what it saves', () => {
    const discounted = buildFine({
      amountKopeks: 75_000,
      billDate: '2025-04-24',
      discount: { percent: 25, until: '2025-05-26' },
    });
    const later = buildFine({ amountKopeks: 150_000, billDate: '2025-05-05', discount: { percent: 25, until: '2025-06-04' } });
    const expired = buildFine({ amountKopeks: 50_000, billDate: '2025-03-01', discount: { percent: 25, until: '2025-03-31' } });
    const summary = summarize(buildGlance({ unpaid: [later, discounted, expired] }), TODAY);
    expect(summary.nearestDiscount).toEqual({ until: '2025-05-26', percent: 25, savesKopeks: 18_750 });
    expect(summary.urgent.find((u) => u.key === `fine:${discounted.id}`)).toMatchObject({
      amountKopeks: 56_250,
      term: 'discount',
    });
  });

  it('puts orders first, then overdue fines, then the nearest deadline, and keeps five', () => {
    const order = buildOrder({ openedDate: '2025-02-01' });
    const overdue = buildFine({ billDate: '2025-01-10', payBy: '2025-03-21' });
    const soonDiscount = buildFine({ billDate: '2025-04-24', discount: { percent: 25, until: '2025-05-26' } });
    const payBy = buildFine({ billDate: '2025-04-01', payBy: '2025-06-10' });
    const rest = [1, 2, 3].map(() => buildFine({ billDate: '2025-05-01', payBy: '2025-07-10' }));
    const summary = summarize(buildGlance({ unpaid: [...rest, payBy, soonDiscount, overdue], orders: [order] }), TODAY);
    expect(summary.urgent).toHaveLength(URGENT_SHOWN);
    expect(summary.urgent.map((u) => u.term)).toEqual(['order', 'overdue', 'discount', 'payBy', 'payBy']);
    expect(summary.urgent[0]!.path).toBe(`/fines/list/order/${order.id}`);
    expect(summary.urgent[1]).toMatchObject({ path: `/fines/list/fine/${overdue.id}`, date: '2025-03-21' });
    expect(summary.urgent[2]).toMatchObject({ amountKopeks: 112_500, date: '2025-05-26' });
    expect(summary.anyOverdue).toBe(true);
  });

  it('opens a tax on its own page and says when a check is still running', () => {
    const tax = buildFine({
      kind: 'tax',
      billDate: '2025-03-01',
      payBy: '2025-12-01',
      article: null,
      shortText: 'Транспортный налог',
    });
    const summary = summarize(
      buildGlance({ unpaid: [tax], documents: [buildCheck({ state: 'pending' })], sandbox: true }),
      TODAY,
    );
    expect(summary.urgent[0]).toMatchObject({ path: `/taxes/list/${tax.id}`, title: 'Транспортный налог' });
    expect(summary.pending).toBe(true);
    expect(summary.sandbox).toBe(true);
  });
});

describe('the badge', () => {
  const summaryOf = (read: Parameters<typeof buildGlance>[0]) => summarize(buildGlance(read), TODAY);

  it('is empty while signed out and with nothing to pay', () => {
    expect(badgeFor({ signedIn: false, summary: null, failed: false })).toMatchObject({ text: '' });
    expect(badgeFor({ signedIn: true, summary: summaryOf({}), failed: false })).toMatchObject({
      text: '',
      title: 'Штрафы: неоплаченных штрафов нет',
    });
  });

  it('shows the unpaid count, red when something is overdue or with the bailiffs', () => {
    const calm = badgeFor({
      signedIn: true,
      summary: summaryOf({ unpaid: [buildFine({ billDate: '2025-05-01' })] }),
      failed: false,
    });
    expect(calm).toEqual({ text: '1', color: BADGE_COLORS.normal, title: 'Штрафы: 1 неоплаченный штраф' });
    const late = badgeFor({
      signedIn: true,
      summary: summaryOf({ orders: [buildOrder(), buildOrder()] }),
      failed: false,
    });
    expect(late).toMatchObject({ text: '2', color: BADGE_COLORS.overdue });
  });

  it('says there is nothing to check, not «no fines», without documents or organizations', () => {
    expect(badgeFor({ signedIn: true, summary: summaryOf({ documents: [] }), failed: false })).toMatchObject({
      text: '',
      title: 'Штрафы: добавьте документы на сайте',
    });
  });

  it("counts a legal entity's organizations too, red when one of them owes the bailiffs", () => {
    const totals = organizationTotals;
    const summary = summarize(
      {
        ...buildGlance({ documents: [] }),
        organizations: [
          { id: 4, name: 'ООО «Тестовый автопарк»', state: 'done', totals: totals(383, 0) },
          { id: 9, name: 'АО «Ромашка»', state: 'pending', totals: totals(0, 2) },
        ],
      },
      TODAY,
    );
    expect(summary.unpaidCount).toBe(0);
    expect(summary.organizations).toEqual([
      expect.objectContaining({ id: 4, unpaidCount: 383, finesKopeks: 383 * 50_000, path: '/fines/list/organization/4' }),
      expect.objectContaining({ id: 9, unpaidCount: 2, ordersOwed: 2, state: 'pending' }),
    ]);
    expect(summary.pending).toBe(true);
    expect(badgeFor({ signedIn: true, summary, failed: false })).toEqual({
      text: '99+',
      color: BADGE_COLORS.overdue,
      title: 'Штрафы: 385 неоплаченных штрафов',
    });
  });

  it('reads a snapshot stored before organizations were counted', () => {
    const { organizations: _o, documents: _d, ...old } = summaryOf({ unpaid: [buildFine({ billDate: '2025-05-01' })] });
    expect(badgeFor({ signedIn: true, summary: old, failed: false })).toMatchObject({ text: '1' });
    expect(badgeFor({ signedIn: true, summary: { ...old, unpaidCount: 0 }, failed: false }).title).toBe(
      'Штрафы: неоплаченных штрафов нет',
    );
  });

  it('caps the text at 99+ and shows «!» when the first check failed', () => {
    const many = summaryOf({ unpaid: Array.from({ length: 120 }, () => buildFine({ billDate: '2025-05-01' })) });
    expect(badgeFor({ signedIn: true, summary: many, failed: false }).text).toBe('99+');
    expect(badgeFor({ signedIn: true, summary: null, failed: true })).toMatchObject({ text: '!', color: BADGE_COLORS.problem });
    expect(badgeFor({ signedIn: true, summary: many, failed: true }).text).toBe('99+');
  });

  it('says the count in Russian with the right plural', () => {
    expect([1, 2, 5, 11, 12, 21, 22, 25, 101, 111].map(unpaidPhrase)).toEqual([
      '1 неоплаченный штраф',
      '2 неоплаченных штрафа',
      '5 неоплаченных штрафов',
      '11 неоплаченных штрафов',
      '12 неоплаченных штрафов',
      '21 неоплаченный штраф',
      '22 неоплаченных штрафа',
      '25 неоплаченных штрафов',
      '101 неоплаченный штраф',
      '111 неоплаченных штрафов',
    ]);
  });
});

describe('new fines', () => {
  it('announces nothing at the first check, then only charges not seen before', () => {
    const first = detectNew(null, { unpaidKeys: ['fine:1', 'order:2'], pending: false });
    expect(first).toEqual({ fresh: [], baseline: ['fine:1', 'order:2'] });
    const next = detectNew(first.baseline, { unpaidKeys: ['fine:1', 'fine:3', 'order:2'], pending: false });
    expect(next).toEqual({ fresh: ['fine:3'], baseline: ['fine:1', 'fine:3', 'order:2'] });
    // A paid charge leaves the list and is not new if it comes back as an order.
    expect(detectNew(next.baseline, { unpaidKeys: ['fine:3'], pending: false }).fresh).toEqual([]);
  });

  it('waits for the first complete check before remembering, so late lookups are not «new»', () => {
    const partial = detectNew(null, { unpaidKeys: ['fine:1'], pending: true });
    expect(partial).toEqual({ fresh: [], baseline: null });
    expect(detectNew(partial.baseline, { unpaidKeys: ['fine:1', 'fine:2'], pending: false }).fresh).toEqual([]);
  });
});
