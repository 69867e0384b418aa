'use client';

import { unsubscribeByToken } from '@/api-client/notify-email';
import type { MailLinkPageProps } from '@/lib/contract/mail-links';
import { MailLinkAction } from './mail-link-action';

/** Shown when the unsubscribe link came without its token. */
export const MSG_UNSUBSCRIBE_LINK_BROKEN = 'Ссылка для отписки неполная. Отключите уведомления в профиле';
/** Shown once notifications are off. */
export const MSG_UNSUBSCRIBED = 'Готово: уведомления о новых штрафах отключены. Включить их снова можно в профиле.';

/**
 * `/email/unsubscribe?token=…`: turns new-fine mails off after one press (a GET never does), with
 * or without the page's scripts. `link` and `failure` come from the server's render;
 * `invalidMessage` is the server's word for a link never issued.
 */
export function EmailUnsubscribe({ token, link, failure, invalidMessage }: MailLinkPageProps) {
  return (
    <MailLinkAction
      heading="Отписка от уведомлений"
      intro={<p>Больше не присылать письма о новых штрафах на этот адрес?</p>}
      buttonLabel="Отписаться"
      token={token}
      link={link}
      failure={failure}
      formAction="/email/unsubscribe/submit"
      missingMessage={MSG_UNSUBSCRIBE_LINK_BROKEN}
      invalidMessage={invalidMessage}
      doneMessage={() => MSG_UNSUBSCRIBED}
      run={async () => {
        await unsubscribeByToken(token!);
        return MSG_UNSUBSCRIBED;
      }}
    />
  );
}
