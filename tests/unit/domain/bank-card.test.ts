import { describe, expect, it } from 'vitest';
import { cardDigits, cardExpiry, isCvcValid, isExpiryValid, isLuhnValid, maskedCard } from '@/lib/domain/bank-card';
import { findSandboxCard, groupCardNumber, SANDBOX_CARDS } from '@/lib/domain/sandbox-cards';

describe('bank card fields', () => {
  it('checks the Luhn digit', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('79927398713')).toBe(false); // too short for a card
    expect(isLuhnValid('4111 1111 1111 1111')).toBe(false); // digits only
    expect(isLuhnValid(cardDigits('4111 1111 1111 1111'))).toBe(true);
  });

  it('takes an expiry of this month or later', () => {
    expect(isExpiryValid('06/25', '2025-06-30')).toBe(true);
    expect(isExpiryValid('05/25', '2025-06-01')).toBe(false);
    expect(isExpiryValid('01/26', '2025-12-31')).toBe(true);
    expect(isExpiryValid('13/30', '2025-06-01')).toBe(false);
    expect(isExpiryValid('00/30', '2025-06-01')).toBe(false);
    expect(isExpiryValid('6/30', '2025-06-01')).toBe(false);
  });

  it('reads an expiry typed without the mask as ММ/ГГ, and leaves anything else for the check to refuse', () => {
    expect(cardExpiry('1239')).toBe('12/39');
    expect(cardExpiry(' 12 39 ')).toBe('12/39');
    expect(cardExpiry('12/39')).toBe('12/39');
    expect(cardExpiry('12.39')).toBe('12/39');
    expect(cardExpiry('123')).toBe('123');
    expect(cardExpiry(' 1/2039 ')).toBe('1/2039');
    expect(isExpiryValid(cardExpiry('12345'), '2025-06-01')).toBe(false);
    expect(isExpiryValid(cardExpiry('1330'), '2025-06-01')).toBe(false);
  });

  it('takes a three-digit CVC and masks the number', () => {
    expect(isCvcValid('123')).toBe(true);
    expect(isCvcValid('12')).toBe(false);
    expect(isCvcValid('12a')).toBe(false);
    expect(maskedCard('4111111111111111')).toBe('•••• 1111');
  });

  it('documents only Luhn-valid test cards and finds them by digits', () => {
    for (const card of SANDBOX_CARDS) expect(isLuhnValid(card.number)).toBe(true);
    expect(findSandboxCard('4000000000000002')?.outcome).toEqual({ kind: 'declined', reason: 'insufficient_funds' });
    expect(findSandboxCard('5555555555554444')).toBeUndefined();
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
  });
});
