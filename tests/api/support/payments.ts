import { eq } from 'drizzle-orm';
import { addDays, todayInMoscow } from '@/lib/domain/dates';
import { makeUin } from '@/lib/domain/uin';
import { getDb } from '@/lib/server/db/client';
import { charges, paymentLedger, users } from '@/lib/server/db/schema';
import type { TestAuth } from './call';

let serial = 0;

/** A unique valid УИН of a camera fine (188101…). */
export function uniqueUin(prefix = '188101'): string {
  serial += 1;
  const body = `${Date.now() % 1e9}${String(serial).padStart(4, '0')}`.padStart(19 - prefix.length, '0');
  return makeUin(`${prefix}${body}`.slice(0, 19));
}

type ChargeInsert = typeof charges.$inferInsert;

/**
 * Inserts one charge of the user (a fine by default: 1 500 ₽, unpaid, ordinance 40 days ago, no
 * discount) through the database as the lookup would store it. Returns the stored row.
 */
export async function insertCharge(auth: TestAuth | number, overrides: Partial<ChargeInsert> = {}) {
  const db = await getDb();
  const userId = typeof auth === 'number' ? auth : Number(auth.userId);
  const [row] = await db
    .insert(charges)
    .values({
      userId,
      kind: 'fine',
      uin: uniqueUin(),
      status: 'notpaid',
      billDate: addDays(todayInMoscow(), -40),
      ordinanceNumber: 'ordinance',
      amountKopeks: 150_000,
      purpose: 'Штраф по постановлению',
      kbk: '18811601121010001140',
      oktmo: '45000000',
      payee: {
        name: 'УФК по г. Москве',
        inn: '7707089101',
        kpp: '770731005',
        account: '03100643000000017300',
        bik: '004525988',
        bankName: 'ГУ Банка России по ЦФО',
      },
      article: '12.9 ч.2',
      ...overrides,
    })
    .returning();
  return row!;
}

/** The stored status of a charge. */
export async function chargeStatus(id: number): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ status: charges.status }).from(charges).where(eq(charges.id, id));
  return row!.status;
}

/** The ledger of a payment, oldest first, as `from→to` strings. */
export async function ledgerOf(paymentId: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select().from(paymentLedger).where(eq(paymentLedger.paymentId, paymentId)).orderBy(paymentLedger.id);
  return rows.map((r) => `${r.fromState ?? '∅'}→${r.toState}`);
}

/** The user id of a test sign-in. */
export async function userRow(auth: TestAuth) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.id, Number(auth.userId)));
  return row!;
}
