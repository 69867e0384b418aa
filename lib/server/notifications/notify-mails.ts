import 'server-only';
import { absoluteUrl, layoutMail } from '@/lib/server/mail/templates';
import type { Mail } from '@/lib/server/mail/queue';

/** How long a confirmation link works. */
export const CONFIRM_TTL_HOURS = 72;

/** The page a confirmation link opens (it asks for one press before confirming). */
export const confirmPageUrl = (token: string) => absoluteUrl(`/email/confirm?token=${encodeURIComponent(token)}`);

/**
 * The unsubscribe links of one notification mail: `pageUrl` (in the body; GET shows a button, since
 * mail scanners follow links) and `oneClickUrl` (the `List-Unsubscribe` header; the mail client
 * POSTs to it, RFC 8058).
 */
export function unsubscribeUrls(token: string): { pageUrl: string; oneClickUrl: string } {
  const query = `?token=${encodeURIComponent(token)}`;
  return { pageUrl: absoluteUrl(`/email/unsubscribe${query}`), oneClickUrl: absoluteUrl(`/105/api/email/unsubscribe${query}`) };
}

/** The mail that asks the owner of a new notification address to confirm it (kind `notify-confirm`). */
export function confirmAddressMail(to: string, token: string): Mail {
  return layoutMail({
    to,
    kind: 'notify-confirm',
    subject: 'Подтвердите адрес для уведомлений о штрафах',
    heading: 'Подтвердите адрес',
    paragraphs: [
      'Этот адрес указали для уведомлений о новых штрафах в «Штрафах».',
      `Чтобы получать уведомления, откройте ссылку ниже и подтвердите адрес. Ссылка действует ${CONFIRM_TTL_HOURS} часа.`,
    ],
    action: { label: 'Подтвердить адрес', url: confirmPageUrl(token) },
    footnote: 'Если вы не указывали этот адрес, просто удалите письмо: без подтверждения уведомления сюда не придут.',
  });
}
