'use client';

import { confirmNotifyEmail } from '@/api-client/notify-email';
import type { MailLinkPageProps } from '@/lib/contract/mail-links';
import { MailLinkAction } from './mail-link-action';

/** Shown when the confirmation link came without its token. */
export const MSG_CONFIRM_LINK_BROKEN = 'Ссылка для подтверждения неполная. Откройте её из письма целиком';

/**
 * The confirmed address's sentence: mail is promised only while new-fine mails are on (the
 * account may have switched them off since it asked for the link).
 */
export function confirmedMessage({ email, doNotify }: { email: string; doNotify?: boolean }): string {
  return doNotify === false
    ? `Адрес ${email} подтверждён. Уведомления о новых штрафах сейчас выключены: включите их в профиле.`
    : `Адрес ${email} подтверждён: уведомления о новых штрафах будут приходить на него.`;
}

/**
 * `/email/confirm?token=…`: confirms the notification address after one press
 * (`POST /105/api/email/confirm`, or the page's form without scripts). `link` and `failure` come
 * from the server's render; `invalidMessage` is the server's word for a link no longer valid.
 */
export function EmailConfirm({ token, link, failure, invalidMessage }: MailLinkPageProps) {
  return (
    <MailLinkAction
      heading="Подтверждение адреса"
      intro={
        <p>
          {link?.state === 'open' && link.doNotify === false
            ? 'Подтвердите, что на этот адрес можно присылать уведомления о новых штрафах. Сейчас они выключены: после подтверждения их можно включить в профиле.'
            : 'Подтвердите, что на этот адрес можно присылать уведомления о новых штрафах.'}
        </p>
      }
      buttonLabel="Подтвердить адрес"
      token={token}
      link={link}
      failure={failure}
      formAction="/email/confirm/submit"
      missingMessage={MSG_CONFIRM_LINK_BROKEN}
      invalidMessage={invalidMessage}
      doneMessage={confirmedMessage}
      run={async () => confirmedMessage(await confirmNotifyEmail(token!))}
    />
  );
}
