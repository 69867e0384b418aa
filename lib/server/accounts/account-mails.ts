import 'server-only';
import type { Mail } from '@/lib/server/mail/queue';
import { absoluteUrl, layoutMail } from '@/lib/server/mail/templates';

/** Why an address is being confirmed: a registration, or a new sign-in e-mail of an account. */
export type ClaimKind = 'register' | 'change';

/**
 * The address confirmation mail (valid 24 hours, single use): following the link proves the
 * mailbox is the person's, makes it the account's sign-in e-mail and lets them set a password.
 */
export function verifyAddressMail(to: string, token: string, kind: ClaimKind): Mail {
  const why =
    kind === 'register'
      ? 'Этот адрес указали при регистрации в сервисе «Штрафы».'
      : 'Этот адрес указали как новый e-mail для входа в сервис «Штрафы».';
  return layoutMail({
    to,
    kind: 'verify',
    subject: 'Подтвердите e-mail в сервисе «Штрафы»',
    heading: 'Подтвердите e-mail',
    paragraphs: [why, 'Откройте ссылку, чтобы подтвердить адрес и задать пароль. Ссылка действует 24 часа и только один раз.'],
    action: { label: 'Подтвердить e-mail', url: absoluteUrl(`/login/verify?token=${encodeURIComponent(token)}`) },
    footnote: 'Если это были не вы, ничего не делайте: без подтверждения адрес ни к чему не привяжется.',
  });
}

/**
 * Sent instead of a confirmation when the address already belongs to an account, so the API's
 * answer stays the same and only the mailbox's owner learns it: a sign-in link to that account.
 */
export function addressInUseMail(to: string, token: string): Mail {
  return layoutMail({
    to,
    kind: 'signin',
    subject: 'Вход в сервис «Штрафы»',
    heading: 'Этот адрес уже зарегистрирован',
    paragraphs: [
      'Кто-то — возможно, вы — указал этот адрес, но аккаунт с ним уже есть.',
      'Чтобы войти в него, откройте ссылку. Она действует 15 минут и только один раз.',
    ],
    action: { label: 'Войти', url: absoluteUrl(`/login/link?token=${encodeURIComponent(token)}`) },
    footnote: 'Если это были не вы, просто удалите письмо: без ссылки в ваш аккаунт никто не попадёт.',
  });
}

/**
 * Sent to the current sign-in e-mail of a password-less account asked to move to `newEmail`
 * (valid an hour, single use): only the mailbox's owner can agree, so a session alone — a
 * borrowed phone, a stolen cookie — cannot move the account to another address.
 */
export function confirmChangeMail(to: string, newEmail: string, token: string): Mail {
  return layoutMail({
    to,
    kind: 'change',
    subject: 'Смена e-mail для входа в сервис «Штрафы»',
    heading: 'Подтвердите смену e-mail',
    paragraphs: [
      `В вашем аккаунте попросили сменить e-mail для входа на ${newEmail}.`,
      'Если это вы, откройте ссылку и подтвердите смену, а затем — ссылку из письма, которое придёт на новый адрес. Ссылка действует час и только один раз.',
    ],
    action: { label: 'Подтвердить смену', url: absoluteUrl(`/login/change-email?token=${encodeURIComponent(token)}`) },
    footnote:
      'Если это были не вы, кто-то вошёл в ваш аккаунт: не открывайте ссылку и завершите чужие входы в профиле, в разделе «Входы в аккаунт». Без подтверждения адрес для входа останется прежним.',
  });
}

/**
 * Sent to the old sign-in e-mail when the account's new one has been confirmed: if the owner did
 * not do it (a stolen session), they learn at once and where to turn.
 */
export function addressChangedMail(to: string, newEmail: string): Mail {
  return layoutMail({
    to,
    kind: 'address-changed',
    subject: 'E-mail для входа в сервис «Штрафы» изменён',
    heading: 'E-mail для входа изменён',
    paragraphs: [
      `Теперь в ваш аккаунт входят по адресу ${newEmail}. Этот адрес больше не подходит для входа, а ссылки, отправленные на него раньше, не действуют.`,
      'Если это сделали не вы, сразу обратитесь в поддержку сервиса «Штрафы».',
    ],
  });
}
