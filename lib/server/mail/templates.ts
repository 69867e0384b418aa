import 'server-only';
import { env } from '@/lib/env';
import type { Mail } from './queue';

const PRODUCT = '«Штрафы»';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * An absolute link on the public site: `path` (with its query) resolved against PUBLIC_URL, which
 * defaults to `http://localhost:<PORT>` (lib/env.ts), so links follow the port the server runs on.
 */
export function absoluteUrl(path: string): string {
  return new URL(path, env().PUBLIC_URL).toString();
}

/**
 * Lays out a mail: a heading, paragraphs, one call-to-action, a footnote and a footer, as HTML (the
 * action is a button) and as plain text (the action is its label and the URL on a line of its own,
 * so the text reads on its own: write paragraphs that say «по ссылке ниже», never «нажмите кнопку»).
 * `unsubscribe` (notifications only): `pageUrl` becomes a visible «Отписаться» link, `oneClickUrl`
 * the mail's `List-Unsubscribe` header (RFC 8058; the transport adds `List-Unsubscribe-Post`).
 */
export function layoutMail(input: {
  to: string;
  kind: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
  unsubscribe?: { pageUrl: string; oneClickUrl: string };
}): Mail {
  const { action, unsubscribe } = input;
  const textParts = [
    input.heading,
    '',
    ...input.paragraphs,
    ...(action ? ['', `${action.label} — откройте ссылку:`, action.url] : []),
    ...(input.footnote ? ['', input.footnote] : []),
    ...(unsubscribe ? ['', 'Отписаться от этих писем:', unsubscribe.pageUrl] : []),
    '',
    `— ${PRODUCT}, ${env().PUBLIC_URL}`,
  ];
  const html = `<!doctype html><html lang="ru"><body style="margin:0;background:#f4f6fa;font-family:Arial,Helvetica,sans-serif;color:#1b2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:28px" cellpadding="0" cellspacing="0"><tr><td>
<p style="margin:0 0 16px;font-size:14px;color:#5b6776">${PRODUCT}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(input.heading)}</h1>
${input.paragraphs.map((p) => `<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1f5eff;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-size:16px">${escapeHtml(action.label)}</a></p><p style="margin:0 0 12px;font-size:13px;color:#5b6776;word-break:break-all">Если кнопка не работает, откройте ссылку: ${escapeHtml(action.url)}</p>` : ''}
${input.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#5b6776">${escapeHtml(input.footnote)}</p>` : ''}
${unsubscribe ? `<p style="margin:16px 0 0;font-size:13px;color:#5b6776"><a href="${escapeHtml(unsubscribe.pageUrl)}" style="color:#5b6776">Отписаться от этих писем</a></p>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  return {
    to: input.to,
    kind: input.kind,
    subject: input.subject,
    text: textParts.join('\n'),
    html,
    ...(unsubscribe && { listUnsubscribe: unsubscribe.oneClickUrl }),
  };
}

/** The sign-in link mail (valid 15 minutes, single use). */
export function signInMail(to: string, token: string): Mail {
  return layoutMail({
    to,
    kind: 'signin',
    subject: `Вход в сервис ${PRODUCT}`,
    heading: 'Ссылка для входа',
    paragraphs: ['Чтобы войти в личный кабинет, откройте ссылку ниже. Она действует 15 минут и только один раз.'],
    action: { label: 'Войти', url: absoluteUrl(`/login/link?token=${encodeURIComponent(token)}`) },
    footnote: 'Если вы не запрашивали вход, просто удалите это письмо — без ссылки в кабинет никто не попадёт.',
  });
}

/** The password reset mail (valid 1 hour, single use). */
export function resetMail(to: string, token: string): Mail {
  return layoutMail({
    to,
    kind: 'reset',
    subject: `Восстановление пароля в сервисе ${PRODUCT}`,
    heading: 'Новый пароль',
    paragraphs: ['Чтобы задать новый пароль, откройте ссылку ниже. Она действует 1 час и только один раз.'],
    action: { label: 'Задать новый пароль', url: absoluteUrl(`/login/reset?token=${encodeURIComponent(token)}`) },
    footnote: 'Если вы не просили сменить пароль, ничего не делайте: старый пароль продолжит работать.',
  });
}
