import * as z from 'zod/mini';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/domain/limits';
import { canonicalEmail, EMAIL_MAX_LENGTH } from '@/lib/domain/email-address';
import { MSG_CURRENT_PASSWORD_EMPTY, MSG_PASSWORDS_DIFFER } from '@/lib/domain/messages';
import { optional, text } from './common';
import {
  MSG_LOGIN_EMPTY_EMAIL,
  MSG_LOGIN_EMPTY_PASSWORD,
  MSG_LOGIN_REJECTED,
  MSG_SIGNUP_EMPTY_EMAIL,
} from '@/lib/domain/messages';
import { plateNumber, plateRegion, stsNumber } from './sts';

/** `POST /105/api/newuser`: a new anonymous user for a clientId, optionally with its first СТС. */
export const newUserInput = z
  .object({
    clientId: z.uuid({ error: 'Неверный clientId' }),
    channel: optional(z.enum(['web', 'chromeExtension'], { error: 'Неизвестный канал' })),
    sts: optional(stsNumber),
    vehiclePlateNumber: optional(plateNumber),
    vehiclePlateRegion: optional(plateRegion),
  })
  .check(
    z.refine((v) => v.sts !== undefined || (v.vehiclePlateNumber === undefined && v.vehiclePlateRegion === undefined), {
      message: 'Номер и регион передаются вместе с СТС',
      path: ['sts'],
    }),
  );

/** Parsed `newUserInput`. */
export type NewUserInput = z.output<typeof newUserInput>;

// Kept in lib/domain so forms can show them without loading zod; re-exported for the schemas' users.
export { PASSWORD_MAX, PASSWORD_MIN };
const MSG_PASSWORD_SHORT = `Пароль — не короче ${PASSWORD_MIN} символов`;
const MSG_PASSWORD_LONG = `Пароль — не длиннее ${PASSWORD_MAX} символов`;

/** A new password: 8–128 characters, nothing else imposed (ASVS 2.1.9: no composition rules). */
export const newPassword = text(MSG_PASSWORD_SHORT).check(
  z.minLength(PASSWORD_MIN, MSG_PASSWORD_SHORT),
  z.maxLength(PASSWORD_MAX, MSG_PASSWORD_LONG),
);

/** A typed address that is not one (`bad@@x`), where the form has its own words for this. */
export const MSG_EMAIL_MALFORMED = 'Проверьте e-mail: в адресе ошибка';

/**
 * An address whose part before @ is not in Latin letters (`иван@пример.рф`): a Cyrillic domain is
 * accepted, a Cyrillic mailbox name is not (internationalized mailboxes, RFC 6531, need SMTPUTF8 at
 * every relay on the way), so the message says which part to change.
 */
export const MSG_EMAIL_LOCAL_PART = 'Часть адреса до @ пишется латиницей: например, ivan@пример.рф';

/** True when the text before the last @ holds a letter outside ASCII. */
function localPartNotLatin(value: string): boolean {
  const at = value.lastIndexOf('@');
  return at > 0 && /[\u0080-\u{10FFFF}]/u.test(value.slice(0, at));
}

/**
 * An e-mail address in its one spelling (`canonicalEmail`: trimmed, lower-cased, a Cyrillic or
 * punycode domain written in Unicode); `message` when empty, `noAt` when it has no @, `malformed`
 * when it is no address otherwise (`abc@`), MSG_EMAIL_LOCAL_PART for a mailbox name in another script.
 */
export function emailField(message: string, malformed = message, noAt = malformed) {
  return z.pipe(
    text(message).check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, message),
      z.refine((v) => v.includes('@'), { message: noAt, abort: true }),
      z.refine((v) => !localPartNotLatin(v), { message: MSG_EMAIL_LOCAL_PART, abort: true }),
      z.refine((v) => canonicalEmail(v) !== null, malformed),
    ),
    z.transform((v: string) => canonicalEmail(v) ?? v),
  );
}

/**
 * The address of a sign-up (and of the forms that may create an account): spec §8 gives «Введите
 * e-mail» for an empty one and one without @; an address with @ that is still none (`abc@`) says
 * what is wrong with it (MSG_EMAIL_MALFORMED) instead of asking for what was typed.
 */
export function signupEmailField() {
  return emailField(MSG_SIGNUP_EMPTY_EMAIL, MSG_EMAIL_MALFORMED, MSG_SIGNUP_EMPTY_EMAIL);
}

/** Sign-in with a mailed `_token` (spec §7). */
export const signInTokenInput = z.object({
  _token: text('Ссылка недействительна').check(z.trim(), z.minLength(1, 'Ссылка недействительна')),
});

/** Sign-in with `_username` (e-mail) and `_password` (spec §7, messages spec §8). */
export const signInPasswordInput = z.object({
  // Any non-empty text: a malformed address is simply a wrong login, not a form error. An address
  // is looked up in its one spelling, so `ivan@xn--e1afmkfd.xn--p1ai` finds `ivan@пример.рф`.
  _username: z.pipe(
    text(MSG_LOGIN_EMPTY_EMAIL).check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, MSG_LOGIN_EMPTY_EMAIL),
      z.maxLength(EMAIL_MAX_LENGTH, MSG_LOGIN_REJECTED),
    ),
    z.transform((v: string) => canonicalEmail(v) ?? v),
  ),
  _password: text(MSG_LOGIN_EMPTY_PASSWORD).check(
    z.minLength(1, MSG_LOGIN_EMPTY_PASSWORD),
    z.maxLength(PASSWORD_MAX, MSG_LOGIN_REJECTED),
  ),
});

/** Client-side sign-in form (e-mail and password). */
export const signInForm = z.object({
  _username: z.string().check(z.trim(), z.minLength(1, MSG_LOGIN_EMPTY_EMAIL)),
  _password: z.string().check(z.minLength(1, MSG_LOGIN_EMPTY_PASSWORD)),
});

/** Where `POST /105/api/user/register` may carry each field: FOSUserBundle's names (spec §7) or plain ones. */
const REGISTER_ALIASES = {
  email: ['fos_user_registration_form[email]', 'email'],
  password: [
    'fos_user_registration_form[plainPassword]',
    'fos_user_registration_form[plainPassword][first]',
    'plainPassword',
    'password',
  ],
} as const;

function firstOf(form: Record<string, unknown>, names: readonly string[]): unknown {
  return names.map((name) => form[name]).find((value) => value !== undefined);
}

/**
 * `POST /105/api/user/register`: the e-mail alone, as the spec's client sends it
 * (`fos_user_registration_form[email]`, spec §5 checks only the e-mail), or with a password
 * (8–128). Plain names `email` and `password` are accepted too. Output: `{ email, password? }`.
 */
export const registerInput = z.pipe(
  z.transform((form: unknown) =>
    form && typeof form === 'object'
      ? {
          email: firstOf(form as Record<string, unknown>, REGISTER_ALIASES.email),
          password: firstOf(form as Record<string, unknown>, REGISTER_ALIASES.password),
        }
      : form,
  ),
  z.object({ email: signupEmailField(), password: optional(newPassword) }),
);

/** Client-side registration form: the e-mail alone; the password is set from the mailed link. */
export const registerForm = z.object({ email: signupEmailField() });

/** `POST /105/api/fos/register/confirm`: the mailed token, and optionally the account's password. */
export const confirmAddressInput = z.object({
  token: z.string({ error: 'Ссылка недействительна' }).check(z.trim(), z.minLength(1, 'Ссылка недействительна')),
  password: optional(newPassword),
});

/** `GET /105/api/fos/exists?email=`. */
export const fosExistsQuery = z.object({ email: signupEmailField() });

/** `POST /105/api/fos/send/auth`: mail a sign-in link. `type` is `fine` on the main domain, else the product name. */
export const sendAuthInput = z.object({
  email: signupEmailField(),
  type: optional(text().check(z.trim(), z.maxLength(40))),
  isLegalEntity: z.pipe(
    optional(z.enum(['0', '1', 'true', 'false'], { error: 'Юридическое лицо: укажите 1 или 0' })),
    z.transform((v) => v === '1' || v === 'true'),
  ),
});

/** `POST /105/api/fos/reset/request`. */
export const resetRequestInput = z.object({ username: emailField(MSG_LOGIN_EMPTY_EMAIL, MSG_EMAIL_MALFORMED) });

/** `POST /105/api/fos/reset/confirm`. */
export const resetConfirmInput = z.object({
  token: text('Ссылка недействительна').check(z.trim(), z.minLength(1, 'Ссылка недействительна')),
  newPassword,
});

/** The account's current password, typed to allow a change (the password itself, a new e-mail). */
const currentPassword = text(MSG_CURRENT_PASSWORD_EMPTY).check(
  z.minLength(1, MSG_CURRENT_PASSWORD_EMPTY),
  z.maxLength(PASSWORD_MAX),
);

/** `POST /105/api/user/password`: change the password (spec §7: oldPass, newPass, confirmPass). */
export const changePasswordInput = z
  .object({
    oldPass: currentPassword,
    newPass: newPassword,
    confirmPass: text('Повторите новый пароль'),
  })
  .check(z.refine((v) => v.newPass === v.confirmPass, { message: MSG_PASSWORDS_DIFFER, path: ['confirmPass'] }));

/** `POST /105/api/user/gender`. */
export const genderInput = z.object({ gender: z.enum(['m', 'f'], { error: 'Пол: m или f' }) });

/** `POST /105/api/user/email`: a new sign-in e-mail, confirmed by the password when one is set. */
export const changeEmailInput = z.object({
  email: signupEmailField(),
  password: optional(text().check(z.maxLength(PASSWORD_MAX))),
});

/** `POST /105/api/fos/email/change`: the token of the link mailed to the current address. */
export const emailChangeInput = z.object({
  token: text('Ссылка недействительна').check(z.trim(), z.minLength(1, 'Ссылка недействительна')),
});

/** `POST /105/api/user/type`: 1 — private person, 3 — legal entity. */
export const userTypeInput = z.object({
  type: z.pipe(
    z.enum(['1', '3'], { error: 'Тип пользователя: 1 или 3' }),
    z.transform((v) => Number(v)),
  ),
});

// --- Forms of the web client (loaded by the forms on demand, components/forms/lazy-zod-resolver.ts) ---

/** /login/link: the address a sign-in link goes to, and whether the person signs in as a legal entity. */
export const linkSignInForm = z.object({ email: sendAuthInput.shape.email, isLegalEntity: z.boolean() });

/** /login/reset: the new password typed twice. */
export const resetPasswordForm = z
  .object({ newPassword, confirm: z.string() })
  .check(z.refine((v) => v.newPassword === v.confirm, { message: MSG_PASSWORDS_DIFFER, path: ['confirm'] }));

/** /login/verify: an optional password (empty keeps sign-in by mailed links only), typed twice. */
export const confirmAddressForm = z
  .object({ password: z.union([z.literal(''), newPassword]), confirm: z.string() })
  .check(z.refine((v) => v.password === v.confirm, { message: MSG_PASSWORDS_DIFFER, path: ['confirm'] }));

/** /login/verify for an account moving its sign-in e-mail that has a password: that password, typed once. */
export const confirmEmailChangeForm = z.object({ password: currentPassword, confirm: z.string() });
