import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { innNumber } from '@/lib/validation/inn';
import { uinField } from '@/lib/validation/fine-details';
import { innCheckDigits } from '@/lib/domain/inn';
import { MSG_INN_INVALID_CHECKSUM, MSG_INN_INVALID_LENGTH, MSG_INN_STARTS_WITH_00 } from '@/lib/domain/messages';

const messageFor = (value: string) => z.safeParse(innNumber, value).error?.issues[0]?.message;

describe('innNumber', () => {
  it('names the rule a number breaks: length, a person’s ИНН starting with 00, or the check digits', () => {
    expect(messageFor('12345')).toBe(MSG_INN_INVALID_LENGTH);
    // Check digits that match: only the 00 start is wrong, and that is what is said.
    expect(messageFor(`0012345678${innCheckDigits('0012345678')}`)).toBe(MSG_INN_STARTS_WITH_00);
    expect(messageFor('7707083894')).toBe(MSG_INN_INVALID_CHECKSUM);
    expect(messageFor('77 0708 3893')).toBeUndefined();
  });

  it('reads full-width digits as ordinary ones, in an ИНН and in a УИН', () => {
    expect(z.parse(innNumber, '７７０７０８３８９３')).toBe('7707083893');
    expect(z.parse(uinField, '１８８１０１７７２５０１０１００００２６')).toBe('18810177250101000026');
  });
});
