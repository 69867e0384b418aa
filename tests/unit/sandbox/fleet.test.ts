import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/domain/dates';
import { isValidInn, makeInn10 } from '@/lib/domain/inn';
import { isValidPlateNumber, isValidRegion } from '@/lib/domain/plate';
import { isValidSts } from '@/lib/domain/sts';
import { isValidUin } from '@/lib/domain/uin';
import {
  generateSandboxCompanies,
  SANDBOX_FLEET_COMPANIES,
  sandboxCompanyByInn,
} from '@/lib/server/adapters/directory/sandbox/companies';
import { generateFleetResult } from '@/lib/server/adapters/registry/sandbox/fleet';
import { sandboxFleetVehicles, type SandboxFleetVehicle } from '@/lib/server/adapters/registry/sandbox/fleet-vehicles';
import { generateSandboxResult } from '@/lib/server/adapters/registry/sandbox/generate';
import { sortResult } from '@/lib/server/adapters/registry/sandbox/result-order';
import { SandboxRegistry } from '@/lib/server/adapters/registry/sandbox/sandbox-registry';
import { RegistryError, type RegistryResult } from '@/lib/server/adapters/registry/types';

const TODAY = '2026-11-21';
const fixed = (behaviour: string): string => {
  const company = SANDBOX_FLEET_COMPANIES.find((c) => c.behaviour === behaviour);
  if (!company) throw new Error(`No fixed company ${behaviour}`);
  return company.inn;
};
const LARGE = fixed('largeFleet');
const SMALL = fixed('small');
const EMPTY = fixed('empty');
const ERROR = fixed('error');
/** A valid organization ИНН that is not in the sandbox directory. */
const OUTSIDE = makeInn10('503200777');
const org = (number: string) => ({ type: 'organization', number }) as const;

const LARGE_RESULT = generateFleetResult(org(LARGE), TODAY);
const SMALL_RESULT = generateFleetResult(org(SMALL), TODAY);

/** Checks that every charge and order of `result` is addressed to the organization with `inn` and one of its vehicles. */
function expectAddressedToOrganization(result: RegistryResult, inn: string, name: string): void {
  const vehicles = new Map<string, SandboxFleetVehicle>(sandboxFleetVehicles(inn).map((v) => [v.sts, v]));
  for (const charge of result.charges) {
    expect(charge.kind).toBe('fine');
    const payer = charge.payer!;
    expect(payer).toMatchObject({ organization: name, inn, surname: null, name: null, patronymic: null, driverLicense: null });
    const vehicle = vehicles.get(payer.sts ?? '');
    expect(vehicle, `${charge.uin} names ${payer.sts}`).toBeDefined();
    expect(charge.offence?.vehiclePlate).toBe(`${vehicle!.plateNumber}${vehicle!.plateRegion}`);
    expect(charge.offence?.recordedBy).toBe('camera');
  }
  for (const order of result.orders) {
    expect(order.payer).toMatchObject({ organization: name, inn, surname: null });
    expect(vehicles.has(order.payer?.sts ?? '')).toBe(true);
  }
}

/** All УИН of a result (charges and orders) are valid and appear once; every order replaced a listed fine. */
function expectUinsUniqueAndValid(result: RegistryResult): void {
  const uins = [...result.charges.map((c) => c.uin), ...result.orders.map((o) => o.uin)];
  for (const uin of uins) expect(isValidUin(uin), uin).toBe(true);
  expect(new Set(uins).size).toBe(uins.length);
  const fines = new Set(result.charges.filter((c) => c.status === 'moved-to-order').map((c) => c.uin));
  for (const order of result.orders) expect(fines.has(order.fineUin)).toBe(true);
  expect(result.orders).toHaveLength(fines.size);
}

describe('sandbox fleet vehicles', () => {
  it('gives each organization the same vehicles with valid СТС, plates, models and drivers', () => {
    for (const inn of [
      LARGE,
      SMALL,
      EMPTY,
      ERROR,
      OUTSIDE,
      ...generateSandboxCompanies()
        .slice(10, 40)
        .map((c) => c.inn),
    ]) {
      const vehicles = sandboxFleetVehicles(inn);
      expect(sandboxFleetVehicles(inn)).toEqual(vehicles);
      expect(new Set(vehicles.map((v) => v.sts)).size).toBe(vehicles.length);
      expect(new Set(vehicles.map((v) => v.plateNumber + v.plateRegion)).size).toBe(vehicles.length);
      for (const v of vehicles) {
        expect(isValidSts(v.sts), v.sts).toBe(true);
        expect(isValidPlateNumber(v.plateNumber), v.plateNumber).toBe(true);
        expect(isValidRegion(v.plateRegion), v.plateRegion).toBe(true);
        expect(v.model.length).toBeGreaterThan(2);
        expect(v.driver).toMatch(/^[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+$/);
      }
    }
  });

  it('sizes fleets: 5–120 vehicles for ordinary companies, about 600 for the large one, 10–20 for the small one', () => {
    for (const company of generateSandboxCompanies().slice(SANDBOX_FLEET_COMPANIES.length, 200)) {
      const count = sandboxFleetVehicles(company.inn).length;
      expect(count).toBeGreaterThanOrEqual(5);
      expect(count).toBeLessThanOrEqual(120);
    }
    expect(sandboxFleetVehicles(LARGE).length).toBeGreaterThanOrEqual(500);
    expect(sandboxFleetVehicles(LARGE).length).toBeLessThanOrEqual(700);
    expect(sandboxFleetVehicles(SMALL).length).toBeGreaterThanOrEqual(10);
    expect(sandboxFleetVehicles(SMALL).length).toBeLessThanOrEqual(20);
    expect(sandboxFleetVehicles(EMPTY).length).toBeGreaterThan(0);
  });
});

describe('sandbox registry answer for an organization', () => {
  it('is the same for the same ИНН and moment', () => {
    expect(generateFleetResult(org(SMALL), TODAY)).toEqual(SMALL_RESULT);
    const at = new Date('2026-03-04T09:30:00Z');
    expect(generateFleetResult(org(OUTSIDE), at)).toEqual(generateFleetResult(org(OUTSIDE), at));
  });

  it('addresses every charge and order to the organization, its ИНН and one of its vehicles', () => {
    expect(SMALL_RESULT.charges.length).toBeGreaterThan(0);
    expectAddressedToOrganization(SMALL_RESULT, SMALL, 'ООО «Тестовый автопарк»');
    expectAddressedToOrganization(LARGE_RESULT, LARGE, sandboxCompanyByInn(LARGE)!.name);
    for (const company of generateSandboxCompanies().slice(50, 60)) {
      expectAddressedToOrganization(generateFleetResult(org(company.inn), TODAY), company.inn, company.name);
    }
  });

  it('names an organization outside the directory by a generated ООО', () => {
    expect(isValidInn(OUTSIDE)).toBe(true);
    expect(sandboxCompanyByInn(OUTSIDE)).toBeUndefined();
    const result = generateFleetResult(org(OUTSIDE), TODAY);
    expect(result.charges.length).toBeGreaterThan(0);
    const name = result.charges[0]!.payer!.organization!;
    expect(name).toMatch(/^ООО «[А-ЯЁ][^«»]+»$/);
    expectAddressedToOrganization(result, OUTSIDE, name);
  });

  it('gives valid УИН, unique within the answer, and the orders of the fines moved to the bailiffs', () => {
    expectUinsUniqueAndValid(LARGE_RESULT);
    expectUinsUniqueAndValid(SMALL_RESULT);
    expect(LARGE_RESULT.orders.length).toBeGreaterThan(0);
    const statuses = new Set(LARGE_RESULT.charges.map((c) => c.status));
    expect([...statuses].sort()).toEqual(['closed', 'in_progress', 'moved-to-order', 'notpaid', 'paid']);
  });

  it('lists charges and orders newest first', () => {
    expect(LARGE_RESULT).toEqual(sortResult(LARGE_RESULT));
  });

  it('holds thousands of charges for the large fleet, over two years, without a cut', () => {
    expect(LARGE_RESULT.charges.length).toBeGreaterThanOrEqual(2000);
    for (const day of ['2025-02-01', '2028-02-29']) {
      expect(generateFleetResult(org(LARGE), day).charges.length).toBeGreaterThanOrEqual(2000);
    }
    const oldest = LARGE_RESULT.charges.at(-1)!.billDate;
    expect(oldest >= addDays(TODAY, -730)).toBe(true);
    expect(oldest < addDays(TODAY, -700)).toBe(true);
  });

  it('gives nothing later than the moment asked', () => {
    const today = '2026-06-10';
    const at = new Date('2026-06-10T08:15:00Z'); // 11:15 in Moscow
    const endOfDay = Date.parse(`${today}T23:59:59+03:00`);
    const answers: [RegistryResult, number][] = [
      [generateFleetResult(org(LARGE), at), at.getTime()],
      [generateFleetResult(org(OUTSIDE), at), at.getTime()],
      [generateFleetResult(org(SMALL), today), endOfDay],
    ];
    for (const [result, last] of answers) {
      for (const charge of result.charges) {
        expect(charge.billDate <= today).toBe(true);
        expect(Date.parse(charge.offence!.at), charge.offence!.at).toBeLessThanOrEqual(last);
        for (const step of charge.progress) expect(step.date <= today).toBe(true);
      }
      for (const order of result.orders) {
        expect(order.openedDate <= today).toBe(true);
        for (const step of order.progress) expect(step.date <= today).toBe(true);
      }
    }
  });

  it('keeps only charges billed since a day, with their orders', () => {
    const since = addDays(TODAY, -200);
    const recent = generateFleetResult(org(LARGE), TODAY, since);
    const kept = LARGE_RESULT.charges.filter((c) => c.billDate >= since);
    expect(recent.charges).toEqual(kept);
    const keptUins = new Set(kept.map((c) => c.uin));
    expect(recent.orders).toEqual(LARGE_RESULT.orders.filter((o) => keptUins.has(o.fineUin)));
    expect(recent.charges.length).toBeGreaterThan(0);
    expect(recent.charges.length).toBeLessThan(LARGE_RESULT.charges.length);
    expect(generateFleetResult(org(LARGE), TODAY, addDays(TODAY, 1))).toEqual({ charges: [], orders: [] });
    expect(() => generateFleetResult(org(SMALL), TODAY, '2026-02-30')).toThrow(RangeError);
  });

  it('has no charges for the empty company and none for the error one', () => {
    expect(generateFleetResult(org(EMPTY), TODAY)).toEqual({ charges: [], orders: [] });
    expect(generateFleetResult(org(ERROR), TODAY)).toEqual({ charges: [], orders: [] });
  });
});

describe('sandbox registry routing of organizations', () => {
  it('answers an organization document with its fleet and passes `since` on', () => {
    expect(generateSandboxResult(org(SMALL), TODAY)).toEqual(SMALL_RESULT);
    const since = addDays(TODAY, -90);
    expect(generateSandboxResult(org(SMALL), TODAY, since)).toEqual(generateFleetResult(org(SMALL), TODAY, since));
  });

  it('applies `since` to other documents too and leaves them as they were without it', () => {
    const doc = { type: 'sts', number: '9904449114' } as const;
    const full = generateSandboxResult(doc, TODAY);
    const since = addDays(TODAY, -365);
    const recent = generateSandboxResult(doc, TODAY, since);
    expect(recent.charges).toEqual(full.charges.filter((c) => c.billDate >= since));
  });

  it('fails the lookup of the error company with a retryable RegistryError and answers the others', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const registry = new SandboxRegistry({ delayMs: { min: 0, max: 0 }, now: () => now });
    const failure = await registry.lookup(org(ERROR)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RegistryError);
    expect((failure as RegistryError).retryable).toBe(true);
    // Only the organization document fails: the same number as an ИНН of a taxpayer is answered.
    await expect(registry.lookup({ type: 'inn', number: ERROR })).resolves.toBeDefined();
    const since = '2026-06-01';
    expect(await registry.lookup(org(SMALL), { since })).toEqual(generateSandboxResult(org(SMALL), now, since));
    expect(await registry.lookup(org(EMPTY))).toEqual({ charges: [], orders: [] });
  });
});
