import { describe, expect, it } from 'vitest';
import { chargePayByDate, isChargeOverdue } from '@/lib/domain/fine-terms';
import { taxDeadline, taxPayByDate, taxPayerOf, taxPeriodOf } from '@/lib/domain/tax-terms';

const PERSON_TRANSPORT = '18210604012021000110';
const ORGANIZATION_TRANSPORT = '18210604011021000110';

/** A person's transport tax for `year`, charged on `billDate`. */
function transportTax(year: number, billDate: string) {
  return {
    kind: 'tax' as const,
    billDate,
    kbk: PERSON_TRANSPORT,
    purpose: `Транспортный налог с физических лиц за ${year} год`,
    status: 'notpaid' as const,
  };
}

describe('taxDeadline (НК РФ 363, 397, 409)', () => {
  it('is 1 December of the next year for a person, moved off a weekend', () => {
    expect(taxDeadline(2024, 'person')).toBe('2025-12-01'); // Monday
    expect(taxDeadline(2023, 'person')).toBe('2024-12-02'); // 1 December 2024 was a Sunday
  });

  it('is 28 February of the next year for an organization', () => {
    expect(taxDeadline(2024, 'organization')).toBe('2025-02-28');
    expect(taxDeadline(2025, 'organization')).toBe('2026-03-02'); // 28 February 2026 is a Saturday
  });
});

describe('the term of a tax charge', () => {
  it('tells persons from organizations by the КБК', () => {
    expect(taxPayerOf(PERSON_TRANSPORT)).toBe('person');
    expect(taxPayerOf(ORGANIZATION_TRANSPORT)).toBe('organization');
    expect(taxPayerOf('18210602010021000110')).toBe('organization');
    expect(taxPayerOf('18210601020041000110')).toBe('person');
  });

  it('takes the period from the purpose, else the year before the charge', () => {
    expect(taxPeriodOf({ purpose: 'Налог на имущество физических лиц за 2023 год', billDate: '2025-09-01' })).toBe(2023);
    expect(taxPeriodOf({ purpose: 'Налог', billDate: '2025-09-01' })).toBe(2024);
    expect(taxPayByDate(transportTax(2024, '2025-09-15'))).toBe('2025-12-01');
  });

  it('is not overdue 70 days after the charge, only after the deadline', () => {
    const tax = transportTax(2024, '2025-09-15');
    // The fine's rule would have marked it overdue from 2025-11-25.
    expect(isChargeOverdue(tax, '2025-11-25')).toBe(false);
    expect(isChargeOverdue(tax, '2025-12-01')).toBe(false);
    expect(isChargeOverdue(tax, '2025-12-02')).toBe(true);
    expect(isChargeOverdue({ ...tax, status: 'paid' }, '2026-06-01')).toBe(false);
  });

  it('is overdue at once when charged after the deadline', () => {
    expect(isChargeOverdue(transportTax(2023, '2025-01-20'), '2025-01-20')).toBe(true);
  });

  it('leaves fines on their 70-day term', () => {
    const fine = {
      kind: 'fine' as const,
      billDate: '2025-09-15',
      kbk: '18811601121010001140',
      purpose: '',
      status: 'notpaid' as const,
    };
    expect(chargePayByDate(fine)).toBe('2025-11-24');
    expect(isChargeOverdue(fine, '2025-11-24')).toBe(false);
    expect(isChargeOverdue(fine, '2025-11-25')).toBe(true);
  });
});
