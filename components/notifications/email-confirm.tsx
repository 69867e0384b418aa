'use client';

import { confirmNotifyEmail } from '@/api-client/notify-email';
import { MailLinkAction } from './mail-link-action';

/** Shown when the confirmation link came without its token. */
export const MSG_CONFIRM_LINK_BROKEN = 'Ссылка для подтверждения неполная. Откройте её из письма целиком';

/** `/email/confirm?token=…`: confirms the notification address after one press (`POST /105/api/email/confirm`). */
export function EmailConfirm({ token }: { token: string | null }) {
  return (
    <MailLinkAction
      heading="Подтверждение адреса"
      intro={<p>Подтвердите, что на этот адрес можно присылать уведомления о новых штрафах.</p>}
      buttonLabel="Подтвердить адрес"
      hasToken={Boolean(token)}
      missingMessage={MSG_CONFIRM_LINK_BROKEN}
      run={async () =>
        `Адрес ${await confirmNotifyEmail(token!)} подтверждён: уведомления о новых штрафах будут приходить на него.`
      }
    />
  );
}
