import { describe, expect, it } from 'vitest';
import { isValidBankAccount } from '@/lib/domain/bank-account';
import { formatDriverLicense, isValidDriverLicense, normalizeDriverLicense } from '@/lib/domain/driver-license';
import { toCyrillicPlateLetters } from '@/lib/domain/latin-to-cyrillic';
import { isValidPlateNumber, isValidRegion, normalizePlateNumber, PLATE_LETTERS } from '@/lib/domain/plate';
import { formatSts, isValidSts, normalizeSts } from '@/lib/domain/sts';

describe('toCyrillicPlateLetters', () => {
  it('maps all twelve Latin twins, upper-casing first', () => {
    expect(toCyrillicPlateLetters('ABEKMHOPCTYX')).toBe('АВЕКМНОРСТУХ');
    expect(toCyrillicPlateLetters('abekmhopctyx')).toBe('АВЕКМНОРСТУХ');
    expect(toCyrillicPlateLetters('a123bc')).toBe('А123ВС');
  });

  it('keeps other characters for the validators to refuse', () => {
    expect(toCyrillicPlateLetters('z-б1')).toBe('Z-Б1');
  });
});

describe('СТС', () => {
  it('normalizes spaces, case and Latin twins', () => {
    expect(normalizeSts(' 99 04 449114 ')).toBe('9904449114');
    expect(normalizeSts('77 ab 123456')).toBe('77АВ123456');
    expect(normalizeSts('77\u00A0аб\t123456')).toBe('77АБ123456');
    // Full-width digits and letters (a CJK keyboard) read as ordinary ones; Cyrillic stays as typed.
    expect(normalizeSts('９９００１１５５５５')).toBe('9900115555');
    expect(normalizeSts('７７ＡＢ１２３４５６')).toBe('77АВ123456');
    expect(normalizeSts('77ЁЙ123456')).toBe('77ЁЙ123456');
  });

  it.each(['9904449114', '77АВ123456', '77АБ123456', '775Я123456', '77Ё1123456'])('accepts %s', (s) => {
    expect(isValidSts(s)).toBe(true);
  });

  it.each(['', '990444911', '99044491140', '77ZZ123456', 'А904449114', '99 04 449114', '77ав123456', '9904А49114'])(
    'refuses %s',
    (s) => {
      expect(isValidSts(s)).toBe(false);
    },
  );

  it('formats as 99 04 449114', () => {
    expect(formatSts('9904449114')).toBe('99 04 449114');
    expect(formatSts('77АВ123456')).toBe('77 АВ 123456');
    expect(formatSts('123')).toBe('123');
  });
});

describe('ВУ', () => {
  it('has the СТС shape', () => {
    expect(normalizeDriverLicense('99 12 345678')).toBe('9912345678');
    expect(normalizeDriverLicense('77 ak 123456')).toBe('77АК123456');
    expect(isValidDriverLicense('9912345678')).toBe(true);
    expect(isValidDriverLicense('77АК123456')).toBe(true);
    expect(isValidDriverLicense('991234567')).toBe(false);
    expect(isValidDriverLicense('77QQ123456')).toBe(false);
    expect(formatDriverLicense('9912345678')).toBe('99 12 345678');
  });
});

describe('plate number (ГОСТ Р 50577-2018)', () => {
  it('lists the twelve plate letters', () => {
    expect(PLATE_LETTERS).toBe('АВЕКМНОРСТУХ');
  });

  it('normalizes Latin input', () => {
    expect(normalizePlateNumber('a 123 bc')).toBe('А123ВС');
    expect(normalizePlateNumber('х001хх')).toBe('Х001ХХ');
    expect(normalizePlateNumber('Ａ１２３ＢＣ')).toBe('А123ВС');
  });

  it.each(['А123ВС', 'Х001ХХ', 'У999ТО'])('accepts %s', (n) => {
    expect(isValidPlateNumber(n)).toBe(true);
  });

  it.each(['А000ВС', 'Б123ВС', 'А123ВД', 'A123BC', 'А12ВС', 'А1234ВС', 'А123ВС77', 'АА123В', ''])('refuses %s', (n) => {
    expect(isValidPlateNumber(n)).toBe(false);
  });
});

describe('region code', () => {
  it.each(['01', '02', '19', '21', '77', '90', '92', '99', '102', '116', '190', '777', '799', '977'])('accepts %s', (r) => {
    expect(isValidRegion(r)).toBe(true);
  });

  it.each(['00', '20', '91', '1', '7', '020', '091', '120', '191', '100', '077', '0777', '7777', 'АВ', ''])('refuses %s', (r) => {
    expect(isValidRegion(r)).toBe(false);
  });
});

describe('bank account (spec §5)', () => {
  it('accepts 20 to 25 digits only', () => {
    expect(isValidBankAccount('4'.repeat(19))).toBe(false);
    expect(isValidBankAccount('40102810545370000003')).toBe(true);
    expect(isValidBankAccount('4'.repeat(25))).toBe(true);
    expect(isValidBankAccount('4'.repeat(26))).toBe(false);
    expect(isValidBankAccount('4010281054537000000a')).toBe(false);
    expect(isValidBankAccount('4010 2810 5453 7000 0003')).toBe(false);
  });
});
