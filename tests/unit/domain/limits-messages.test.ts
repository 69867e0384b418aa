import { describe, expect, it } from 'vitest';
import * as limits from '@/lib/domain/limits';
import * as msg from '@/lib/domain/messages';

describe('limits (spec §9)', () => {
  it('has the spec values', () => {
    expect({
      DOCUMENT_LIST_LIMIT: limits.DOCUMENT_LIST_LIMIT,
      SAVED_UNPAID_LIMIT: limits.SAVED_UNPAID_LIMIT,
      EMAIL_SHORTCUT_LENGTH: limits.EMAIL_SHORTCUT_LENGTH,
      JUST_NOW_SECONDS: limits.JUST_NOW_SECONDS,
      RELOAD_GUARD_MS: limits.RELOAD_GUARD_MS,
      GOAL_AFTER_MS: limits.GOAL_AFTER_MS,
      TOAST_AUTOCLOSE_MS: limits.TOAST_AUTOCLOSE_MS,
      TOAST_LIMIT: limits.TOAST_LIMIT,
      SIGNUP_ATTEMPTS: limits.SIGNUP_ATTEMPTS,
      SIGNUP_RETRY_MS: limits.SIGNUP_RETRY_MS,
    }).toEqual({
      DOCUMENT_LIST_LIMIT: 50,
      SAVED_UNPAID_LIMIT: 1000,
      EMAIL_SHORTCUT_LENGTH: 15,
      JUST_NOW_SECONDS: 60,
      RELOAD_GUARD_MS: 10000,
      GOAL_AFTER_MS: 180000,
      TOAST_AUTOCLOSE_MS: 4000,
      TOAST_LIMIT: 20,
      SIGNUP_ATTEMPTS: 3,
      SIGNUP_RETRY_MS: 4000,
    });
  });

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
  it('keeps the spec wording', () => {
    expect(msg.MSG_LOGIN_EMPTY_EMAIL).toBe('Вы забыли ввести e-mail');
    expect(msg.MSG_LOGIN_EMPTY_PASSWORD).toBe('Вы забыли ввести пароль');
    expect(msg.MSG_LOGIN_REJECTED).toBe('Неправильный логин или пароль');
    expect(msg.MSG_SIGNUP_EMPTY_EMAIL).toBe('Введите e-mail');
    expect(msg.MSG_SIGNUP_FAILED).toBe('Ошибка при регистрации');
    expect(msg.MSG_CREDENTIALS_CHECK_FAILED).toBe('Что-то пошло не так. Попробуйте снова');
    expect(msg.MSG_AUTH_FAILED).toBe('Authorization failed');
    expect(msg.MSG_AUTH_PARAMS_INVALID).toBe('Authorization params are invalid');
    expect(msg.MSG_PRELOAD_FAILED).toBe('Ошибка запроса');
    expect(msg.MSG_FINES_UNKNOWN_STATUS).toBe('Неизвестный статус ответа сервера');
    expect(msg.MSG_FINE_NO_ARTICLE).toBe('Нет статьи нарушения');
    expect(msg.pageNotFoundMessage('/fines/abc?x=1')).toBe('Page Not Found: /fines/abc?x=1 (404)');
  });

  it('prefers the server text for a signup failure', () => {
    expect(msg.signupFailureMessage('Такой e-mail уже зарегистрирован')).toBe('Такой e-mail уже зарегистрирован');
    expect(msg.signupFailureMessage('')).toBe('Ошибка при регистрации');
    expect(msg.signupFailureMessage(undefined)).toBe('Ошибка при регистрации');
  });

  it('has the field messages', () => {
    expect(msg.MSG_STS_INVALID).toBe('Введите номер СТС: 10 знаков, например 99 04 449114');
    expect(msg.MSG_INN_INVALID_CHECKSUM).toBe('Проверьте ИНН: контрольная сумма не сходится');
    expect(msg.MSG_DOCUMENT_LIMIT).toBe('Можно добавить не больше 50 документов');
    expect(msg.missingFieldMessage('clientId')).toBe('Не передано обязательное поле «clientId»');
  });
});
