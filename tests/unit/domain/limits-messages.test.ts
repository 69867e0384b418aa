import { describe, expect, it } from 'vitest';
import * as limits from '@/lib/domain/limits';
import * as msg from '@/lib/domain/messages';
import { missingFieldMessage } from '@/lib/domain/tracking-fields';

// The spec's wording is checked where a person meets it (the API answers in tests/api, the forms in
// tests/unit/components); this file keeps only the rules that compute what is shown.

describe('limits (spec §9)', () => {
  it('shortens e-mails longer than 15 characters', () => {
    expect(limits.shortenEmail('abcdefghij@x.ru')).toBe('abcdefghij@x.ru'); // exactly 15
    expect(limits.shortenEmail('abcdefghijk@x.ru')).toBe('abcdefghijk@x.r…');
    expect(limits.shortenEmail('verylongaddress@example.com')).toBe('verylongaddress…');
    expect(limits.shortenEmail('')).toBe('');
  });

  it('labels lists younger than 60 s', () => {
    expect(limits.isJustNow(1_000, 60_999)).toBe(true);
    expect(limits.isJustNow(1_000, 61_000)).toBe(false);
    expect(limits.isJustNow(2_000, 1_000)).toBe(false);
  });
});

describe('messages (spec §5, §8)', () => {
  it('prefers the server text for a signup failure', () => {
    expect(msg.signupFailureMessage('Такой e-mail уже зарегистрирован')).toBe('Такой e-mail уже зарегистрирован');
    expect(msg.signupFailureMessage('')).toBe('Ошибка при регистрации');
    expect(msg.signupFailureMessage(undefined)).toBe('Ошибка при регистрации');
  });

  it('names the missing field', () => {
    expect(missingFieldMessage('clientId')).toBe('Не передано обязательное поле «clientId»');
  });
});
