import { getDb } from '@/lib/server/db/client';
import { charges, chargeSources } from '@/lib/server/db/schema';

type ChargeFields = Partial<typeof charges.$inferInsert>;
let counter = 0;

const PAYEE = {
  name: 'УФК по г. Москве',
  inn: '7707089101',
  kpp: '770731005',
  account: '03100643000000017300',
  bik: '004525988',
  bankName: 'ГУ Банка России по ЦФО',
};

/**
 * Stores charges for `userId` as a registry lookup would (each found by `documentIds`), for tests
 * that need shapes the sandbox does not give on demand: a given date, amount, discount or a status
 * this product does not know. Each gets a unique УИН unless given. Returns the new ids in order.
 */
export async function insertCharges(
  userId: number,
  documentIds: readonly number[],
  list: readonly ChargeFields[],
): Promise<number[]> {
  const db = await getDb();
  const rows = list.map((overrides) => {
    counter += 1;
    const uin = overrides.uin ?? `1881017725${String(Date.now() % 1e6).padStart(6, '0')}${String(counter).padStart(4, '0')}`;
    return {
      userId,
      kind: 'fine' as const,
      uin,
      status: 'notpaid',
      billDate: '2025-04-24',
      ordinanceNumber: uin,
      amountKopeks: 150_000,
      purpose: 'Административный штраф',
      kbk: '18811601121010001140',
      oktmo: '45382000',
      payee: PAYEE,
      article: '12.9 ч.2',
      articleText: 'Превышение скорости на 20–40 км/ч',
      ...overrides,
    };
  });
  const saved = await db.insert(charges).values(rows).returning({ id: charges.id });
  const links = saved.flatMap((s) => documentIds.map((documentId) => ({ chargeId: s.id, documentId })));
  if (links.length > 0) await db.insert(chargeSources).values(links);
  return saved.map((s) => s.id);
}

/** One charge (see insertCharges); returns its id. */
export async function insertCharge(
  userId: number,
  documentIds: readonly number[],
  overrides: ChargeFields = {},
): Promise<number> {
  const [id] = await insertCharges(userId, documentIds, [overrides]);
  return id!;
}
