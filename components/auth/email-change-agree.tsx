'use client';

import { agreeToEmailChange } from '@/api-client/accounts';
import { MailLinkAction } from '@/components/notifications/mail-link-action';

/** Shown when the link agreeing to a new sign-in e-mail came without its token. */
export const MSG_CHANGE_LINK_BROKEN = 'Ссылка для смены e-mail неполная. Откройте её из письма целиком';

/**
 * `/login/change-email?token=…`, opened from the mail sent to a password-less account's current
 * address: one press agrees to `newEmail` (`POST /105/api/fos/email/change`), and the page says
 * that the new address now has its own confirmation to follow. Opening the link changes nothing.
 */
export function EmailChangeAgree({ token, newEmail }: { token: string | null; newEmail: string | null }) {
  return (
    <MailLinkAction
      heading="Смена e-mail для входа"
      intro={
        <p>
          Сменить e-mail для входа на <strong>{newEmail}</strong>? После этого на новый адрес придёт письмо: смена закончится,
          когда вы откроете ссылку из него.
        </p>
      }
      buttonLabel="Подтвердить смену"
      token={token}
      link={token && newEmail ? { state: 'open', email: newEmail } : null}
      failure={null}
      missingMessage={MSG_CHANGE_LINK_BROKEN}
      run={async () =>
        `Готово. Мы отправили письмо на ${await agreeToEmailChange(token!)}: откройте ссылку в нём, чтобы входить по новому адресу. До тех пор входите по прежнему адресу.`
      }
    />
  );
}
