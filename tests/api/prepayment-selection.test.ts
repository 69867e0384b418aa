import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { POST as createPayment } from '@/app/105/api/payments/route';
import { chargeSources, documents } from '@/lib/server/db/schema';
import { call } from './support/call';
import { selectionFromQuery } from '@/app/(default)/prepayment/_lib/selection';
import { getDb } from '@/lib/server/db/client';
import { userScope } from '@/lib/server/owner-scope';
import { insertCharge } from './support/payments';
import { signUp } from './support/users';

describe('the prepayment page’s selection (`?uin=`, `?fine=`)', () => {
  it('takes the person’s own charge ids and names each id that is not theirs, as a УИН not found is', async () => {
    const me = await signUp();
    const other = await signUp();
    const mine = await insertCharge(me);
    const theirs = await insertCharge(other);
    const db = await getDb();
    const selection = await selectionFromQuery(db, userScope(Number(me.userId)), {
      fine: [String(mine.id), String(theirs.id), '999999999'],
      uin: 'abc',
    });
    expect(selection.uins).toEqual([mine.uin]);
    expect(selection.invalid).toContain(`Начисление № ${theirs.id} не найдено среди ваших начислений.`);
    expect(selection.invalid).toContain('Начисление № 999999999 не найдено среди ваших начислений.');
    expect(selection.invalid.join(' ')).not.toContain(theirs.uin);
    expect(selection.invalid).toHaveLength(3);
  });

  it('names a value that is no УИН as typed, cut short, with control characters shown as «�»', async () => {
    const me = await signUp();
    const db = await getDb();
    const selection = await selectionFromQuery(db, userScope(Number(me.userId)), {
      uin: `12\u00003,<script>,${'9'.repeat(100)}`,
    });
    expect(selection.uins).toEqual([]);
    expect(selection.invalid).toEqual([
      '«12\uFFFD3» — не УИН: нужно 20 или 25 цифр с верной контрольной цифрой',
      '«<script>» — не УИН: нужно 20 или 25 цифр с верной контрольной цифрой',
      `«${'9'.repeat(30)}» — не УИН: нужно 20 или 25 цифр с верной контрольной цифрой`,
    ]);
  });

  it('prices the first 50 charges of a larger selection and says how many were left for the next payment', async () => {
    const me = await signUp();
    const db = await getDb();
    const chosen = [];
    for (let i = 0; i < 53; i++) chosen.push(await insertCharge(me));
    const selection = await selectionFromQuery(db, userScope(Number(me.userId)), {
      fine: chosen.slice(0, 51).map((c) => String(c.id)),
      uin: chosen.slice(51).map((c) => c.uin),
    });
    expect(selection.uins).toHaveLength(50);
    expect(selection.invalid).toEqual([
      'За один платёж можно оплатить не больше 50 начислений: ещё 3 не вошли в этот платёж — оплатите их следующим',
    ]);
    expect(selection.allCut).toBeNull();
  });

  it('«Оплатить все» past 50 takes the first 50 as expected, not as a refused selection', async () => {
    const me = await signUp();
    const db = await getDb();
    for (let i = 0; i < 53; i++) await insertCharge(me);
    const selection = await selectionFromQuery(db, userScope(Number(me.userId)), { all: '1' });
    expect(selection.uins).toHaveLength(50);
    expect(selection.invalid).toEqual([]);
    expect(selection.allCut).toEqual({ taken: 50, left: 3 });
  });
});

describe('«Оплатить все неоплаченные» of a person’s list (`?all=1`)', () => {
  it('takes every unpaid charge of the view (one being paid too, for the page to name), not a paid one or another person’s', async () => {
    const me = await signUp();
    const other = await signUp();
    const db = await getDb();
    const [sts] = await db
      .insert(documents)
      .values({ userId: Number(me.userId), type: 'sts', number: '9900111222' })
      .returning();
    const byDocument = await insertCharge(me);
    await db.insert(chargeSources).values({ chargeId: byDocument.id, documentId: sts!.id });
    const byUin = await insertCharge(me);
    await insertCharge(me, { status: 'paid' });
    await insertCharge(me, { status: 'in_progress' });
    await insertCharge(other);
    const held = await insertCharge(me);
    const pay = await call(createPayment, 'payments', {
      auth: me,
      body: { uins: held.uin, email: 'payer@example.ru', attempt: randomUUID() },
    });
    expect(pay.http).toBe(200);

    const scope = userScope(Number(me.userId));
    const all = await selectionFromQuery(db, scope, { all: '1' });
    expect(new Set(all.uins)).toEqual(new Set([byDocument.uin, byUin.uin, held.uin]));
    expect(all.invalid).toEqual([]);
    expect(all.allCut).toBeNull();
    // The view of one document: its charges only; a document that is not theirs finds nothing.
    expect((await selectionFromQuery(db, scope, { all: '1', show: 'sts', document: String(sts!.id) })).uins).toEqual([
      byDocument.uin,
    ]);
    expect(
      (await selectionFromQuery(db, userScope(Number(other.userId)), { all: '1', show: 'sts', document: String(sts!.id) })).uins,
    ).toEqual([]);
    // Without `all` nothing is added.
    expect((await selectionFromQuery(db, scope, {})).uins).toEqual([]);
  });
});
