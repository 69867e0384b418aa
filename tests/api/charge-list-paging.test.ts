import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listFines } from '@/app/105/api/fines/route';
import { GET as finesBy } from '@/app/105/api/fines/by/[kind]/[id]/route';
import { GET as listSts } from '@/app/105/api/sts/route';
import { CHARGE_LIST_TABS, listTabOf } from '@/lib/domain/fine-status';
import type { ChargeRowDto } from '@/lib/contract/fines';
import { MSG_BAD_CURSOR } from '@/lib/validation/charge-list';
import { call, type TestAuth } from './support/call';
import { chargesPage, storedCharges, wholeTab } from './support/charges';
import { insertCharge } from './support/charge-rows';
import { preloadUntilDone } from './support/lookups';
import { signUp } from './support/users';

/** The list order: bill date, then id, both descending. */
const byListOrder = (a: { billDate: string; id: number }, b: { billDate: string; id: number }) =>
  a.billDate === b.billDate ? b.id - a.id : a.billDate < b.billDate ? 1 : -1;
const dateOf = (row: ChargeRowDto) => (row.kind === 'order' ? row.openedDate : row.billDate);

let many: TestAuth;
let stsId: number;

beforeAll(async () => {
  // The sandbox certificate with more than 1000 charges in every status.
  many = await signUp({ sts: '9999999999' });
  await preloadUntilDone(many);
  stsId = (await call(listSts, 'sts', { auth: many })).json.sts[0].id;
});

describe('GET /105/api/fines pages', () => {
  it('pages every tab in list order, each listed charge once, as the brute-force split of the table says', async () => {
    const stored = await storedCharges(Number(many.userId));
    expect(stored.length).toBeGreaterThan(1000);
    for (const tab of CHARGE_LIST_TABS) {
      const expected = stored
        .filter((c) => listTabOf({ kind: c.kind, status: c.status, hasOrder: c.relatedUin !== null }) === tab)
        .sort(byListOrder)
        .map((c) => c.id);
      const paged = await wholeTab(many, tab, { limit: 37 });
      expect(paged.map((r) => r.id)).toEqual(expected);
      expect(paged.every((r, i) => i === 0 || dateOf(paged[i - 1]!) >= dateOf(r))).toBe(true);
    }
  });

  it('answers 20 slim rows by default, at most 100, and says how to go on', async () => {
    const first = await chargesPage(many);
    expect(first.limit).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const { unpaid, paid, orders } = first.counts!;
    expect(unpaid + paid + orders).toBeGreaterThan(1000);
    expect(first.documents).toEqual([expect.objectContaining({ id: stsId, state: 'done' })]);
    // A card's fields only: requisites, photos and the department come from GET fine.
    expect(Object.keys(first.items[0]!).sort()).toEqual(
      [
        'amountKopeks',
        'article',
        'billDate',
        'discount',
        'documentIds',
        'hasOrder',
        'id',
        'kind',
        'offenceAt',
        'payBy',
        'paymentInProgress',
        'place',
        'shortText',
        'status',
        'uin',
      ].sort(),
    );
    // The answer for 1 000+ charges is one page: about 10 kB (every charge was 1.7 MB).
    expect(JSON.stringify(first).length).toBeLessThan(20_000);
    expect((await chargesPage(many, { limit: 100, tab: 'paid' })).items).toHaveLength(100);
    for (const limit of ['0', '101', '2.5', 'many']) {
      const refused = await call(listFines, 'fines', { auth: many, query: { limit } });
      expect(refused.http).toBe(400);
      expect(refused.json.error).toMatchObject({ code: 'invalid_input', fields: { limit: expect.any(String) } });
    }
  });

  it('never repeats or skips a charge while new ones arrive between pages', async () => {
    const auth = await signUp({ sts: '9999999999' });
    await preloadUntilDone(auth);
    const userId = Number(auth.userId);
    const before = (await storedCharges(userId)).filter((c) => c.listTab === 'paid').map((c) => c.id);
    const seen: number[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      const page = await chargesPage(auth, { tab: 'paid', limit: 50, ...(cursor && { cursor }) });
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor;
      // Between fetches the registry finds more: one newer than anything, one on the last row's
      // day (a higher id sorts it before that row), one far in the past.
      const last = page.items.at(-1);
      if (last && last.kind !== 'order') {
        round += 1;
        for (const [i, billDate] of ['2099-01-01', last.billDate, '2001-01-01'].entries()) {
          await insertCharge(userId, [], { status: 'paid', billDate, uin: `new-${round}-${i}` });
        }
      }
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const missing = before.filter((id) => !seen.includes(id));
    expect(missing).toEqual([]);
    expect(round).toBeGreaterThan(5);
  });
});

describe('cursors', () => {
  let cursor: string;
  beforeAll(async () => {
    cursor = (await chargesPage(many, { tab: 'paid' })).nextCursor!;
  });

  it('continue the list they were made for; a later page brings the summary only when asked', async () => {
    const next = await chargesPage(many, { tab: 'paid', cursor });
    expect(next.items).toHaveLength(20);
    expect(next.documents).toHaveLength(1);
    expect(next.counts).toBeUndefined();
    expect(next.totals).toBeUndefined();
    const first = await chargesPage(many, { tab: 'paid' });
    const asked = await chargesPage(many, { tab: 'paid', cursor, summary: 1 });
    expect(asked.items).toEqual(next.items);
    expect({ counts: asked.counts, totals: asked.totals }).toEqual({ counts: first.counts, totals: first.totals });
  });

  it('refuse another user’s cursor, another list’s, a changed one and garbage with a 400 envelope', async () => {
    const other = await signUp({ sts: '9999999999' });
    await preloadUntilDone(other);
    const flipped = cursor.slice(0, 10) + (cursor[10] === 'A' ? 'B' : 'A') + cursor.slice(11);
    const attempts: [TestAuth, Record<string, string>][] = [
      [other, { tab: 'paid', cursor }],
      [many, { tab: 'unpaid', cursor }],
      [many, { tab: 'paid', show: 'sts', cursor }],
      [many, { tab: 'paid', cursor: flipped }],
      [many, { tab: 'paid', cursor: 'Zm9v' }],
      [many, { tab: 'paid', cursor: 'x'.repeat(500) }],
    ];
    for (const [auth, query] of attempts) {
      const answer = await call(listFines, 'fines', { auth, query });
      expect(answer.http).toBe(400);
      expect(answer.json).toEqual({
        status: 'error',
        error: { code: 'invalid_input', errorDesc: MSG_BAD_CURSOR, fields: { cursor: MSG_BAD_CURSOR } },
      });
    }
  });

  it('of fines/by/{kind}/{id} continue that document’s list only', async () => {
    const params = { kind: 'car', id: String(stsId) };
    const first = await call(finesBy, `fines/by/car/${stsId}`, { auth: many, params, query: { tab: 'paid' } });
    expect(first.json.items).toHaveLength(20);
    const next = await call(finesBy, 'x', { auth: many, params, query: { tab: 'paid', cursor: first.json.nextCursor } });
    expect(next.json.items[0].id).not.toBe(first.json.items[0].id);
    const elsewhere = await call(listFines, 'fines', { auth: many, query: { tab: 'paid', cursor: first.json.nextCursor } });
    expect(elsewhere.http).toBe(400);
  });
});
