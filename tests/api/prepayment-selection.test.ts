import { describe, expect, it } from 'vitest';
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
  });
});
