import { describe, expect, it } from 'vitest';
import { birthDateToIso, isValidBirthDate, isValidFullName, needsCyrillicName, normalizeName } from '@/lib/domain/person';

describe('date of birth (spec §5)', () => {
  const today = '2025-04-20';

  it('allows an empty field', () => {
    expect(isValidBirthDate('', today)).toBe(true);
  });

  it.each(['01.02.1990', '29.02.2024', '02.01.1900', '19.04.2025', '31.12.1999'])('accepts %s', (s) => {
    expect(isValidBirthDate(s, today)).toBe(true);
  });

  it.each([
    '01.01.1900', // not after 1900-01-01
    '31.12.1899',
    '20.04.2025', // today
    '21.04.2025', // future
    '29.02.2023', // no such day
    '31.04.1990',
    '00.01.1990',
    '01.13.1990',
    '1.2.1990',
    '1990-02-01',
    '01/02/1990',
    ' 01.02.1990',
  ])('refuses %s', (s) => {
    expect(isValidBirthDate(s, today)).toBe(false);
  });

  it('converts to ISO only for real dates', () => {
    expect(birthDateToIso('01.02.1990')).toBe('1990-02-01');
    expect(birthDateToIso('30.02.1990')).toBeNull();
  });
});

describe('full name (spec §5)', () => {
  it('keeps Cyrillic letters, single spaces and hyphens inside a word only', () => {
    expect(normalizeName('  Иванов  Иван\tИванович ')).toBe('Иванов Иван Иванович');
    expect(normalizeName('Пётр1 Ёлкин!')).toBe('Пётр Ёлкин');
    expect(normalizeName('Ivanov Иван')).toBe('Иван');
    expect(normalizeName('Римский-Корсаков')).toBe('Римский-Корсаков');
    expect(normalizeName('Салтыков--Щедрин -Михаил- Евграфович')).toBe('Салтыков-Щедрин Михаил Евграфович');
    expect(normalizeName('123')).toBe('');
  });

  it.each(['Иванов Иван Иванович', 'пётр ёлкин семёнович', '  Иванов   Иван Иванович  ', 'Салтыков-Щедрин Михаил Евграфович'])(
    'accepts %s',
    (s) => {
      expect(isValidFullName(s)).toBe(true);
    },
  );

  it.each(['Ivanov Ivan', 'Иванов Ivan Иванович', '123', '-- --'])('asks for Russian letters in %s', (s) => {
    expect(needsCyrillicName(s)).toBe(true);
  });

  it.each(['', '  ', 'Иванов Иван Иванович', 'Салтыков-Щедрин'])('takes %s as Russian (or empty)', (s) => {
    expect(needsCyrillicName(s)).toBe(false);
  });

  it.each(['', 'Иванов Иван', 'Иванов Иван Иванович Оглы', 'Ivanov Ivan Ivanovich', '1 2 3'])('refuses %s', (s) => {
    expect(isValidFullName(s)).toBe(false);
  });
});
