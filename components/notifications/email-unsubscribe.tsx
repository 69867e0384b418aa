'use client';

import { unsubscribeByToken } from '@/api-client/notify-email';
import { MailLinkAction } from './mail-link-action';

/** Shown when the unsubscribe link came without its token. */
export const MSG_UNSUBSCRIBE_LINK_BROKEN = 'Ссылка для отписки неполная. Отключите уведомления в профиле';
/** Shown once notifications are off. */
export const MSG_UNSUBSCRIBED = 'Готово: уведомления о новых штрафах отключены. Включить их снова можно в профиле.';

/** `/email/unsubscribe?token=…`: turns new-fine mails off after one press (a GET never does). */
export function EmailUnsubscribe({ token }: { token: string | null }) {
  return (
    <MailLinkAction
      heading="Отписка от уведомлений"
      intro={<p>Больше не присылать письма о новых штрафах на этот адрес?</p>}
      buttonLabel="Отписаться"
      hasToken={Boolean(token)}
      missingMessage={MSG_UNSUBSCRIBE_LINK_BROKEN}
      run={async () => {
        await unsubscribeByToken(token!);
        return MSG_UNSUBSCRIBED;
      }}
    />
  );
}
