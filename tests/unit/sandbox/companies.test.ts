import { describe, expect, it } from 'vitest';
import { isValidInn } from '@/lib/domain/inn';
import { isValidOgrn } from '@/lib/domain/ogrn';
import {
  findSandboxFleetCompany,
  generateSandboxCompanies,
  SANDBOX_COMPANY_COUNT,
  SANDBOX_FLEET_COMPANIES,
  sandboxCompanyByInn,
} from '@/lib/server/adapters/directory/sandbox/companies';
import { SANDBOX_LOCALITIES } from '@/lib/server/adapters/directory/sandbox/company-places';
import { SANDBOX_REGIONS } from '@/lib/server/adapters/registry/sandbox/regions';

const COMPANIES = generateSandboxCompanies();
const SUBJECT_CODES = new Set(SANDBOX_REGIONS.map((r) => r.subjectCode));
// A legal form, then the name in «ёлочки»: Cyrillic words, digits, spaces, hyphens and №.
const NAME = /^(ООО|АО|ПАО) «[А-ЯЁ][А-Яа-яЁё0-9 №-]*[А-Яа-яЁё0-9]»$/;

describe('sandbox company directory', () => {
  it(`holds ${SANDBOX_COMPANY_COUNT} companies with valid, unique ИНН and ОГРН`, () => {
    expect(COMPANIES).toHaveLength(3000);
    expect(SANDBOX_COMPANY_COUNT).toBe(3000);
    const inns = new Set<string>();
    for (const c of COMPANIES) {
      expect(c.inn).toMatch(/^\d{10}$/);
      expect(isValidInn(c.inn), c.inn).toBe(true);
      expect(isValidOgrn(c.ogrn ?? ''), `${c.inn} ${c.ogrn}`).toBe(true);
      inns.add(c.inn);
    }
    expect(inns.size).toBe(COMPANIES.length);
    expect(new Set(COMPANIES.map((c) => c.ogrn)).size).toBe(COMPANIES.length);
  });

  it('starts ИНН, КПП and ОГРН from a tax office of a sandbox region', () => {
    const offices = new Set(SANDBOX_LOCALITIES.flatMap((l) => l.taxOffices));
    for (const c of COMPANIES) {
      const office = c.inn.slice(0, 4);
      expect(SUBJECT_CODES.has(office.slice(0, 2)), c.inn).toBe(true);
      expect(c.kpp).toMatch(new RegExp(`^${office}01\\d{3}$`));
      // Sign, year, then the subject and office codes.
      expect(c.ogrn?.slice(3, 7)).toBe(office);
      if (!findSandboxFleetCompany(c.inn)) expect(offices.has(office), c.inn).toBe(true);
    }
  });

  it('names each company once, in Russian, with its legal form', () => {
    for (const c of COMPANIES) expect(c.name, c.name).toMatch(NAME);
    expect(new Set(COMPANIES.map((c) => c.name)).size).toBe(COMPANIES.length);
    // Unique also without the legal form: «Вектор» is not both an ООО and an АО.
    expect(new Set(COMPANIES.map((c) => c.name.replace(/^\S+ /, ''))).size).toBe(COMPANIES.length);
    expect(COMPANIES.some((c) => c.name.startsWith('ООО «'))).toBe(true);
    expect(COMPANIES.some((c) => c.name.startsWith('АО «'))).toBe(true);
    expect(COMPANIES.some((c) => c.name.startsWith('ПАО «'))).toBe(true);
  });

  it('gives a legal address in the town of the company’s tax office', () => {
    for (const c of COMPANIES) {
      expect(c.address).toMatch(/^\d{6}, .+, д\. \d+(, (стр\.|офис) \d+)?$/);
      const locality = SANDBOX_LOCALITIES.find((l) => l.taxOffices.includes(c.inn.slice(0, 4)));
      if (locality) expect(c.address, c.inn).toContain(`, ${locality.city}, `);
    }
  });

  it('includes the fixed fleet companies, one of each behaviour', () => {
    expect(SANDBOX_FLEET_COMPANIES.map((c) => c.behaviour).sort()).toEqual(['empty', 'error', 'largeFleet', 'small']);
    for (const fixed of SANDBOX_FLEET_COMPANIES) {
      const { behaviour: _behaviour, description, ...record } = fixed;
      expect(description).toMatch(/[А-Яа-я]/);
      expect(COMPANIES).toContainEqual(record);
      expect(sandboxCompanyByInn(fixed.inn)).toEqual(record);
      expect(findSandboxFleetCompany(fixed.inn)).toBe(fixed);
    }
    expect(sandboxCompanyByInn('7707083893')).toBeUndefined();
  });

  it('is the same list every time', () => {
    expect(generateSandboxCompanies()).toEqual(COMPANIES);
    const copy = generateSandboxCompanies();
    copy[0]!.name = 'changed';
    expect(generateSandboxCompanies()[0]!.name).toBe(COMPANIES[0]!.name);
  });
});
