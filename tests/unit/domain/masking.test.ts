import { describe, expect, it } from 'vitest';
import { maskDocumentNumber, maskPersonNames } from '@/lib/domain/masking';

describe('masking what a lookup by УИН shows', () => {
  it('leaves the surname’s first letter and initials', () => {
    expect(maskPersonNames({ surname: 'Васильева', name: 'Юлия', patronymic: 'Владимировна', organization: null })).toEqual({
      surname: 'В***',
      name: 'Ю.',
      patronymic: 'В.',
      organization: null,
    });
    expect(maskPersonNames({ surname: 'ёлкин', name: null, patronymic: null })).toEqual({
      surname: 'Ё***',
      name: null,
      patronymic: null,
    });
  });

  it('shows only the last four characters of a document number', () => {
    expect(maskDocumentNumber('99 04 449114')).toBe('•••••• 9114');
    expect(maskDocumentNumber('1234')).toBe('••••');
    expect(maskDocumentNumber(null)).toBeNull();
  });
});
