import { describe, expect, it } from 'vitest';
import { canonicalEmail, normalizeEmail } from '@/lib/domain/email-address';
import {
  emailField,
  MSG_EMAIL_LOCAL_PART,
  MSG_EMAIL_MALFORMED,
  resetRequestInput,
  signupEmailField,
} from '@/lib/validation/accounts';
import { MSG_LOGIN_EMPTY_EMAIL } from '@/lib/domain/messages';
import * as z from 'zod/mini';

describe('canonicalEmail', () => {
  it('writes a Cyrillic domain the same whether typed in Cyrillic or in punycode', () => {
    expect(canonicalEmail('ivan@пример.рф')).toBe('ivan@пример.рф');
    expect(canonicalEmail('ivan@xn--e1afmkfd.xn--p1ai')).toBe('ivan@пример.рф');
    expect(canonicalEmail('a@почта.мвд.рф')).toBe('a@почта.мвд.рф');
    expect(normalizeEmail('  Ivan@ПРИМЕР.РФ ')).toBe('ivan@пример.рф');
  });

  it('keeps ordinary addresses as they are', () => {
    expect(canonicalEmail('a.b+c@mail.ru')).toBe('a.b+c@mail.ru');
    expect(canonicalEmail('o_brien@sub.example.com')).toBe('o_brien@sub.example.com');
  });

  it.each([
    'mail.ru',
    '@mail.ru',
    'a@b',
    'a@b..ru',
    'a@b.ru.',
    'a@-b.ru',
    'a@b_c.ru',
    'a@b.c',
    'a@1.2.3.4',
    'a@[1.2.3.4]',
    'a@b%41.ru',
    'a@b.ru/x',
    'a b@mail.ru',
    '.a@mail.ru',
    'a..b@mail.ru',
    'иван@пример.рф',
    `${'a'.repeat(65)}@mail.ru`,
    `a@${'b'.repeat(64)}.ru`,
  ])('refuses %s', (value) => {
    expect(canonicalEmail(value)).toBeNull();
  });

  it('counts the length of the address as it is sent, in punycode', () => {
    const label = 'абвгдежзийклмнопрсту'; // 20 letters, 26 characters as an A-label
    const domain = `${Array(10).fill(label).join('.')}.рф`; // 212 characters, 278 in punycode
    expect(domain.length).toBeLessThan(254);
    expect(canonicalEmail(`a@${domain}`)).toBeNull();
  });
});

describe('emailField', () => {
  const field = emailField('Введите e-mail');

  it('outputs the canonical address and refuses a malformed one with the message', () => {
    expect(z.parse(field, ' IVAN@xn--e1afmkfd.xn--p1ai ')).toBe('ivan@пример.рф');
    const bad = z.safeParse(field, 'ivan@пример');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Введите e-mail');
  });

  it('says which part to change for a mailbox name in Cyrillic, with that message alone', () => {
    const bad = z.safeParse(field, 'иван@пример.рф');
    expect(bad.error?.issues.map((i) => i.message)).toEqual([MSG_EMAIL_LOCAL_PART]);
    expect(z.parse(field, 'ivan@ПРИМЕР.РФ')).toBe('ivan@пример.рф');
  });
});

describe('resetRequestInput («Забыли пароль?»)', () => {
  const firstMessage = (username: string) => z.safeParse(resetRequestInput, { username }).error?.issues[0]?.message;

  it('says the address was forgotten only when it was, and that it is wrong when it is', () => {
    expect(firstMessage('  ')).toBe(MSG_LOGIN_EMPTY_EMAIL);
    expect(firstMessage('ivan@mail')).toBe(MSG_EMAIL_MALFORMED);
    expect(firstMessage('ivan@@mail.ru')).toBe(MSG_EMAIL_MALFORMED);
    expect(firstMessage('ivan@mail.ru')).toBeUndefined();
  });
});

describe('signupEmailField (sign-up, the sign-in link, notifications)', () => {
  const firstMessage = (email: string) => z.safeParse(signupEmailField(), email).error?.issues[0]?.message;

  it('asks for an e-mail when it is empty or has no @ (spec §8), and says an address with @ is wrong when it is', () => {
    expect(firstMessage('')).toBe('Введите e-mail');
    expect(firstMessage('mail.ru')).toBe('Введите e-mail');
    expect(firstMessage('abc@')).toBe(MSG_EMAIL_MALFORMED);
    expect(firstMessage(`${'a'.repeat(300)}@mail.ru`)).toBe(MSG_EMAIL_MALFORMED);
    expect(firstMessage('abc@mail.ru')).toBeUndefined();
  });
});
