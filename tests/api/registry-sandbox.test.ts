import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, daysBetween, todayInMoscow } from '@/lib/domain/dates';
import { isValidDriverLicense } from '@/lib/domain/driver-license';
import { FINE_STATUSES } from '@/lib/domain/fine-status';
import { chargePayByDate, isChargeOverdue, lawDiscountFor, payByDate } from '@/lib/domain/fine-terms';
import { isValidInn } from '@/lib/domain/inn';
import { isValidSts } from '@/lib/domain/sts';
import { isValidUin } from '@/lib/domain/uin';
import { amountRangeOn, findSandboxArticle } from '@/lib/server/adapters/registry/sandbox/articles';
import {
  findSandboxEdgeDocument,
  SANDBOX_EDGE_DOCUMENTS,
  SANDBOX_MANY_FINES_MIN,
} from '@/lib/server/adapters/registry/sandbox/edge-documents';
import { generateSandboxResult, MAX_CHARGES } from '@/lib/server/adapters/registry/sandbox/generate';
import { enforcementFeeKopeks } from '@/lib/server/adapters/registry/sandbox/orders';
import { SANDBOX_REGIONS, type SandboxRegion } from '@/lib/server/adapters/registry/sandbox/regions';
import { SandboxRegistry } from '@/lib/server/adapters/registry/sandbox/sandbox-registry';
import { REGION_REQUISITES } from '@/lib/server/adapters/registry/sandbox/requisites';
import { getDb } from '@/lib/server/db/client';
import { charges, documents } from '@/lib/server/db/schema';
import { saveLookupResult } from '@/lib/server/fines/save-result';
import { signUp, uniqueSts } from './support/users';
import {
  RegistryError,
  type RegistryDocument,
  type RegistryPayee,
  type RegistryResult,
} from '@/lib/server/adapters/registry/types';

const TODAY = '2026-11-21';
// Days before and after the 2025 change of amounts and discounts, a leap day, a Sunday.
const OTHER_DAYS = ['2024-06-15', '2025-01-10', '2025-03-01', '2028-02-29', '2026-11-22'];

/** 200 ordinary documents: СТС (some with a plate region), driver licences, ИНН of persons and organizations. */
function sampleDocuments(): RegistryDocument[] {
  const docs: RegistryDocument[] = [];
  const plateRegions = ['77', '178', '750', '116', '96', '154', '123', '42'];
  for (let i = 0; i < 200; i++) {
    const tail = String(100_000 + i * 3_797).slice(-6);
    const series = String(10 + ((i * 7) % 89)).padStart(2, '0');
    if (i % 4 === 0) docs.push({ type: 'sts', number: `77${series}${tail}` });
    else if (i % 4 === 1) docs.push({ type: 'sts', number: `78АВ${tail}`, plateRegion: plateRegions[i % plateRegions.length] });
    else if (i % 4 === 2) docs.push({ type: 'driverLicense', number: `50${series}${tail}` });
    else docs.push({ type: 'inn', number: innSample(i) });
  }
  return docs;
}

/** A valid ИНН made by trying check digits: 12 digits for most, 10 for every third. */
function innSample(i: number): string {
  const organization = i % 3 === 0;
  for (let n = i * 1_000; ; n++) {
    const candidate = organization ? `77${String(n).padStart(8, '0')}` : `50${String(n).padStart(10, '0')}`;
    if (isValidInn(candidate)) return candidate;
  }
}

const SAMPLE = sampleDocuments();
const RESULTS: [RegistryDocument, RegistryResult][] = SAMPLE.map((doc) => [doc, generateSandboxResult(doc, TODAY)]);
const ALL_CHARGES = RESULTS.flatMap(([, r]) => r.charges);
const ALL_FINES = ALL_CHARGES.filter((c) => c.kind === 'fine');

function regionOfPlace(place: string): SandboxRegion {
  const region = SANDBOX_REGIONS.find((r) => r.streets.some((s) => place.startsWith(`${s.address}, д. `)));
  if (!region) throw new Error(`No region has the street of "${place}"`);
  return region;
}

function expectPayee(payee: RegistryPayee): void {
  expect(payee.name).toMatch(/^УФК по .+ \(.+\)$/);
  expect(isValidInn(payee.inn)).toBe(true);
  expect(payee.kpp).toMatch(/^\d{9}$/);
  expect(payee.account).toMatch(/^\d{20}$/);
  expect(payee.bik).toMatch(/^0\d{8}$/);
  expect(payee.bankName).toContain('Банка России');
}

function edge(number: string, type: RegistryDocument['type'] = 'sts'): RegistryDocument {
  return { type, number } as RegistryDocument;
}

describe('sandbox registry data', () => {
  it('is deterministic: the same document and day give the same answer, different documents differ', () => {
    for (const [doc, result] of RESULTS.slice(0, 40)) expect(generateSandboxResult(doc, TODAY)).toEqual(result);
    const withCharges = RESULTS.filter(([, r]) => r.charges.length > 0).map(([, r]) => JSON.stringify(r));
    expect(new Set(withCharges).size).toBe(withCharges.length);
  });

  it('keeps a document’s charges and УИН from one day to the next', () => {
    let kept = 0;
    let total = 0;
    for (const [doc, result] of RESULTS) {
      const next = new Set(generateSandboxResult(doc, addDays(TODAY, 1)).charges.map((c) => c.uin));
      total += result.charges.length;
      kept += result.charges.filter((c) => next.has(c.uin)).length;
    }
    // Only charges pushed out by a new one, or leaving the two-year window, may go.
    expect(kept / total).toBeGreaterThan(0.97);
  });

  it('gives valid, unique УИН with the documented prefixes', () => {
    for (const [, result] of RESULTS) {
      const uins = [...result.charges.map((c) => c.uin), ...result.orders.map((o) => o.uin)];
      expect(new Set(uins).size).toBe(uins.length);
      for (const uin of uins) expect(isValidUin(uin), uin).toBe(true);
      for (const c of result.charges) {
        expect(c.uin).toMatch(c.kind === 'fine' ? /^18810[015]\d{14}$/ : /^182\d{17}$/);
        expect(c.ordinanceNumber).toBe(c.uin);
      }
      for (const o of result.orders) expect(o.uin).toMatch(/^322\d{22}$/);
    }
  });

  it('has every status across the sample, about one empty answer in six, at most eight charges', () => {
    const seen = new Set(ALL_CHARGES.map((c) => c.status));
    for (const status of FINE_STATUSES) expect(seen, status).toContain(status);
    const empty = RESULTS.filter(([, r]) => r.charges.length === 0).length / RESULTS.length;
    expect(empty).toBeGreaterThan(0.08);
    expect(empty).toBeLessThan(0.3);
    for (const [, r] of RESULTS) expect(r.charges.length).toBeLessThanOrEqual(MAX_CHARGES);
    expect(ALL_CHARGES.some((c) => c.kind === 'tax')).toBe(true);
  });

  it('keeps statuses consistent with dates', () => {
    for (const c of ALL_CHARGES) {
      const age = daysBetween(c.billDate, TODAY);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(730);
      if (c.status === 'moved-to-order') expect(age).toBeGreaterThan(70 + 60);
      if (c.kind === 'tax') expect(c.status).not.toBe('moved-to-order');
    }
  });

  it('gives positive whole-kopek amounts that match the article table', () => {
    for (const c of ALL_CHARGES) {
      expect(Number.isInteger(c.amountKopeks)).toBe(true);
      expect(c.amountKopeks).toBeGreaterThan(0);
      // Fines and taxes are whole rubles.
      expect(c.amountKopeks % 100).toBe(0);
    }
    for (const fine of ALL_FINES) {
      const offence = fine.offence!;
      const article = findSandboxArticle(offence.article ?? '');
      expect(article, offence.article ?? 'null').toBeDefined();
      expect(offence.articleText).toBe(article!.text);
      const { min, max } = amountRangeOn(article!, offence.at.slice(0, 10));
      const rub = fine.amountKopeks / 100;
      const camera = offence.recordedBy === 'camera';
      if (camera) expect(rub).toBe(min);
      else {
        expect(rub).toBeGreaterThanOrEqual(min);
        expect(rub).toBeLessThanOrEqual(max);
      }
    }
  });

  it('gives the discount of the law for the ordinance date and article', () => {
    let withDiscount = 0;
    for (const fine of ALL_FINES) {
      const article = fine.offence!.article;
      expect(fine.discount).toEqual(lawDiscountFor(fine.billDate, article));
      expect(fine.discount !== null).toBe(findSandboxArticle(article ?? '')!.discount);
      if (fine.discount) {
        withDiscount++;
        expect(fine.discount.percent).toBe(fine.billDate >= '2025-01-01' ? 25 : 50);
      }
    }
    expect(withDiscount).toBeGreaterThan(0);
    for (const c of ALL_CHARGES.filter((x) => x.kind === 'tax')) {
      expect(c.discount).toBeNull();
      expect(c.offence).toBeNull();
      expect(c.kbk).toMatch(/^182\d{17}$/);
      expect(c.purpose).toMatch(/^(Транспортный налог|Налог на имущество|Земельный налог) .+ за \d{4} год$/);
    }
  });

  it('links orders and moved-to-order fines one to one', () => {
    let orders = 0;
    for (const [doc, result] of RESULTS) {
      const moved = result.charges.filter((c) => c.status === 'moved-to-order');
      expect(result.orders.map((o) => o.fineUin).sort()).toEqual(moved.map((c) => c.uin).sort());
      for (const order of result.orders) {
        orders++;
        const fine = moved.find((c) => c.uin === order.fineUin)!;
        expect(order.openedDate > payByDate(fine.billDate)).toBe(true);
        expect(order.openedDate <= TODAY).toBe(true);
        const fee = order.amountKopeks - fine.amountKopeks;
        const debtor = doc.type === 'inn' && doc.number.length === 10 ? 'organization' : 'person';
        expect([0, enforcementFeeKopeks(fine.amountKopeks, debtor)]).toContain(fee);
        expect(order.caseNumber).toMatch(new RegExp(`^\\d{4,6}/${order.openedDate.slice(2, 4)}/\\d{5}-ИП$`));
        expect(order.bailiffDepartment).toMatch(/ГУФССП России по /);
        expect(['open', 'paid']).toContain(order.status);
        expectPayee(order.payee);
      }
    }
    expect(orders).toBeGreaterThan(0);
  });

  it('fills requisites and offence details in the documented formats', () => {
    for (const c of ALL_CHARGES) {
      expect(c.kbk).toMatch(/^\d{20}$/);
      expect(c.oktmo).toMatch(/^(\d{8}|\d{11})$/);
      expectPayee(c.payee);
    }
    for (const fine of ALL_FINES) {
      const offence = fine.offence!;
      expect(fine.kbk).toBe('18811601121010001140');
      expect(offence.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+03:00$/);
      const offenceDate = offence.at.slice(0, 10);
      expect(offenceDate <= fine.billDate).toBe(true);
      expect(daysBetween(offenceDate, fine.billDate)).toBeLessThanOrEqual(10);
      expect(offence.department).toMatch(/ГИБДД/);
      const camera = offence.recordedBy === 'camera';
      // Cameras take 2 or 3 photos; an officer's ordinance has none.
      expect(camera ? [2, 3] : [0]).toContain(fine.attachments?.photoCount);
      expect(fine.uin.startsWith('188100')).toBe(!camera);
      if (camera) expect(offence.department).toMatch(/^ЦАФАП/);
    }
  });

  it('places offences near the centre of their region, and СТС fines in the plate region', () => {
    for (const fine of ALL_FINES) {
      const { lat, lng, place } = fine.offence!;
      const region = regionOfPlace(place);
      expect(Math.abs(lat - region.centre.lat)).toBeLessThan(1);
      expect(Math.abs(lng - region.centre.lng)).toBeLessThan(1);
    }
    // 42 is not in the table: the certificate series (78 АВ) decides.
    const expected: Record<string, string> = {
      '77': 'moscow',
      '178': 'spb',
      '750': 'moscowOblast',
      '116': 'tatarstan',
      '96': 'sverdlovsk',
      '154': 'novosibirsk',
      '123': 'krasnodar',
      '42': 'spb',
    };
    let checked = 0;
    for (const [doc, result] of RESULTS) {
      if (doc.type !== 'sts' || !doc.plateRegion) continue;
      for (const c of result.charges) {
        checked++;
        expect(regionOfPlace(c.offence!.place).id).toBe(expected[doc.plateRegion]);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('sandbox edge documents', () => {
  it('are valid by format and described in Russian', () => {
    for (const e of SANDBOX_EDGE_DOCUMENTS) {
      expect(e.description).toMatch(/[а-яё]/i);
      for (const type of e.types) {
        const valid =
          type === 'sts'
            ? isValidSts(e.number)
            : type === 'driverLicense'
              ? isValidDriverLicense(e.number)
              : isValidInn(e.number);
        expect(valid, `${type} ${e.number}`).toBe(true);
      }
    }
    expect(
      SANDBOX_EDGE_DOCUMENTS.filter((e) => e.types.includes('inn'))
        .map((e) => e.behaviour)
        .sort(),
    ).toEqual(['empty', 'error']);
  });

  for (const type of ['sts', 'driverLicense'] as const) {
    describe(type, () => {
      it('9900000000 has no charges', () => {
        for (const day of [TODAY, ...OTHER_DAYS])
          expect(generateSandboxResult(edge('9900000000', type), day)).toEqual({ charges: [], orders: [] });
      });

      it('9999999999 has at least 1000 fines', () => {
        for (const day of [TODAY, ...OTHER_DAYS]) {
          const result = generateSandboxResult(edge('9999999999', type), day);
          expect(result.charges.length).toBeGreaterThanOrEqual(SANDBOX_MANY_FINES_MIN);
          const uins = new Set(result.charges.map((c) => c.uin));
          expect(uins.size).toBe(result.charges.length);
          for (const o of result.orders) expect(uins.has(o.fineUin)).toBe(true);
        }
        // How fast it is built is measured by `npm run bench`, not asserted here.
      });

      it('9900700700 has only fines passed to the bailiffs, each with its order', () => {
        for (const day of [TODAY, ...OTHER_DAYS]) {
          const result = generateSandboxResult(edge('9900700700', type), day);
          expect(result.charges.length).toBeGreaterThan(0);
          for (const c of result.charges) expect(c.status).toBe('moved-to-order');
          expect(result.orders.map((o) => o.fineUin).sort()).toEqual(result.charges.map((c) => c.uin).sort());
          expect(result.orders.some((o) => o.status === 'open')).toBe(true);
          for (const o of result.orders) expect(o.openedDate <= day).toBe(true);
        }
      });

      it('9900100100 has one fine with a discount valid today and one overdue unpaid fine', () => {
        for (const day of [TODAY, ...OTHER_DAYS]) {
          const { charges, orders } = generateSandboxResult(edge('9900100100', type), day);
          expect(charges).toHaveLength(2);
          expect(orders).toEqual([]);
          const discounted = charges.find((c) => c.discount !== null && c.discount.until >= day && c.billDate <= day);
          expect(discounted?.status, day).toBe('notpaid');
          const overdue = charges.find((c) => c !== discounted);
          expect(overdue?.status).toBe('notpaid');
          expect(payByDate(overdue!.billDate) < day).toBe(true);
        }
      });

      it('99001xxxxx numbers answer the same way, each with fines of its own', () => {
        const uinsOf = (number: string) => generateSandboxResult(edge(number, type), TODAY).charges.map((c) => c.uin);
        const shared = uinsOf('9900100100');
        const own = uinsOf('9900112345');
        expect(own).toHaveLength(2);
        expect(own.filter((u) => shared.includes(u))).toEqual([]);
        expect(generateSandboxResult(edge('9900112345', type), TODAY).charges.map((c) => c.status)).toEqual([
          'notpaid',
          'notpaid',
        ]);
        // Outside the family: ordinary generated data.
        expect(findSandboxEdgeDocument(edge('9900212345', type))).toBeUndefined();
      });
    });
  }

  it('the error documents make the registry fail with a retryable error', async () => {
    const registry = new SandboxRegistry({ delayMs: { min: 0, max: 0 } });
    for (const doc of [
      edge('9900500500'),
      edge('9900500500', 'driverLicense'),
      ...SANDBOX_EDGE_DOCUMENTS.filter((e) => e.types.includes('inn') && e.behaviour === 'error').map((e) =>
        edge(e.number, 'inn'),
      ),
    ]) {
      const error = await registry.lookup(doc).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RegistryError);
      expect((error as RegistryError).retryable).toBe(true);
      expect((error as RegistryError).message).toMatch(/ГИС ГМП/);
    }
  });

  it('the empty ИНН has no charges', () => {
    const empty = SANDBOX_EDGE_DOCUMENTS.find((e) => e.types.includes('inn') && e.behaviour === 'empty')!;
    expect(generateSandboxResult(edge(empty.number, 'inn'), TODAY)).toEqual({ charges: [], orders: [] });
  });
});

describe('SandboxRegistry', () => {
  const now = (): Date => new Date('2026-11-21T21:30:00Z'); // 00:30 on 22 November in Moscow

  it('answers with the data generated at the moment of the request', async () => {
    const registry = new SandboxRegistry({ delayMs: { min: 0, max: 0 }, now });
    expect(registry.name).toBe('sandbox');
    expect(registry.sandbox).toBe(true);
    const doc = SAMPLE.find((d, i) => RESULTS[i]![1].charges.length > 0)!;
    expect(todayInMoscow(now())).toBe('2026-11-22');
    expect(await registry.lookup(doc)).toEqual(generateSandboxResult(doc, now()));
  });

  it('rejects with an AbortError when the signal is already aborted', async () => {
    const registry = new SandboxRegistry({ delayMs: { min: 0, max: 0 }, now });
    const error = await registry.lookup(edge('9900100100'), { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
  });

  // Timers are faked: the tests say which delays pass, not how long a busy machine took.
  it('stops waiting as soon as the signal aborts', async () => {
    vi.useFakeTimers();
    try {
      const registry = new SandboxRegistry({ delayMs: { min: 5_000, max: 5_000 }, now });
      const controller = new AbortController();
      const pending = registry.lookup(edge('9900100100'), { signal: controller.signal }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(10);
      controller.abort();
      // No more time passes: the lookup must already be over.
      const error = await pending;
      expect((error as Error).name).toBe('AbortError');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits within the configured delay', async () => {
    vi.useFakeTimers();
    try {
      const registry = new SandboxRegistry({ delayMs: { min: 30, max: 60 }, now });
      let done = false;
      const pending = registry.lookup(edge('9900000000')).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(29);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(31);
      await pending;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a nonsensical delay', () => {
    expect(() => new SandboxRegistry({ delayMs: { min: 10, max: 5 } })).toThrow(RangeError);
  });
});

describe('sandbox answers never lie about time', () => {
  /** Checks one answer generated at `at`; returns how many offences fell on that very day in Moscow. */
  function expectNothingLater(doc: RegistryDocument, at: Date): number {
    const today = todayInMoscow(at);
    const { charges: found, orders } = generateSandboxResult(doc, at);
    let sameDay = 0;
    for (const c of found) {
      expect(c.billDate <= today, `${c.uin} billed ${c.billDate} after ${today}`).toBe(true);
      if (!c.offence) continue;
      expect(new Date(c.offence.at).getTime(), `${c.offence.at} after ${at.toISOString()}`).toBeLessThanOrEqual(at.getTime());
      if (c.offence.at.startsWith(today)) sameDay++;
    }
    for (const o of orders) expect(o.openedDate <= today).toBe(true);
    return sameDay;
  }

  it('has no offence, ordinance or order later than the moment it answers at', () => {
    let sameDay = 0;
    // Early morning in Moscow (03:10, and 00:05 of the next day), when most of the day is still ahead.
    for (let i = 0; i < 20; i++) {
      for (const clock of ['00:10', '21:05'])
        sameDay += expectNothingLater(edge('9999999999'), new Date(`${addDays('2026-03-01', i)}T${clock}:00Z`));
    }
    // Ordinary and edge documents at several times of a few days.
    for (const day of ['2026-03-02', '2026-07-15', '2026-11-21']) {
      for (const clock of ['00:10', '09:00', '21:05']) {
        for (const doc of [edge('9900100100'), edge('9900700700'), ...SAMPLE.slice(0, 40)]) {
          sameDay += expectNothingLater(doc, new Date(`${day}T${clock}:00Z`));
        }
      }
    }
    // The rule was exercised: offences on the very day of the answer were generated.
    expect(sameDay, 'offences on the day of the answer').toBeGreaterThan(3);
  });

  it('the registry stamps answers with its clock, so an early-morning lookup holds no later offence', async () => {
    const at = new Date('2026-11-21T00:10:00Z'); // 03:10 in Moscow
    const registry = new SandboxRegistry({ delayMs: { min: 0, max: 0 }, now: () => at });
    for (let i = 0; i < 10; i++) {
      const { charges: found } = await registry.lookup(edge('9999999999'));
      for (const c of found) if (c.offence) expect(new Date(c.offence.at).getTime()).toBeLessThanOrEqual(at.getTime());
      at.setUTCDate(at.getUTCDate() + 1);
    }
  });

  it('charges taxes with the notice, at least 30 days before their deadline, not overdue until it passes', () => {
    const taxes = RESULTS.flatMap(([, r]) => r.charges).filter((c) => c.kind === 'tax');
    expect(taxes.length).toBeGreaterThan(20);
    for (const tax of taxes) {
      const deadline = chargePayByDate(tax);
      expect(daysBetween(tax.billDate, deadline)).toBeGreaterThanOrEqual(30);
      expect(isChargeOverdue({ ...tax, status: 'notpaid' }, addDays(tax.billDate, 71))).toBe(
        addDays(tax.billDate, 71) > deadline,
      );
    }
  });
});

describe('bailiff orders carry their own requisites', () => {
  it('gives each order the КБК and ОКТМО of its region and department', () => {
    const orders = RESULTS.flatMap(([, r]) => r.orders);
    expect(orders.length).toBeGreaterThan(5);
    const departments = Object.values(REGION_REQUISITES).flatMap((r) => r.bailiffDepartments);
    for (const order of orders) {
      const department = departments.find((d) => d.name === order.bailiffDepartment)!;
      expect(order.oktmo).toBe(department.oktmo);
      expect(order.kbk).toMatch(/^322\d{17}$/);
    }
    expect(new Set(orders.map((o) => o.oktmo)).size).toBeGreaterThan(1);
  });

  it('saves an order with the КБК and ОКТМО of the registry answer', async () => {
    const auth = await signUp({ sts: uniqueSts() });
    const db = await getDb();
    const userId = Number(auth.userId);
    const [doc] = await db
      .select({ id: documents.id, number: documents.number })
      .from(documents)
      .where(eq(documents.userId, userId));
    const fine = RESULTS.flatMap(([, r]) => r.orders)[0]!;
    const order = { ...fine, uin: '32201234567890123456', kbk: '32211601063010101140', oktmo: '92701000' };
    await saveLookupResult(db, userId, doc!.id, { charges: [], orders: [order] }, doc!.number);
    const [saved] = await db
      .select({ kbk: charges.kbk, oktmo: charges.oktmo })
      .from(charges)
      .where(and(eq(charges.userId, userId), eq(charges.uin, order.uin)));
    expect(saved).toEqual({ kbk: '32211601063010101140', oktmo: '92701000' });
  });
});
