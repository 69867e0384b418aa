'use client';

import { useState } from 'react';
import { useUser } from '@/api-client/accounts';
import { ApiError } from '@/api-client/client';
import { sendSignInLink } from '@/api-client/sign-in';
import type { UserDto } from '@/lib/contract/accounts';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import { LinkSent } from '@/components/auth/link-sent';
import { ScriptsNeeded } from '@/components/ui/busy-button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import { ProfileSection } from './profile-section';

/** The note without JavaScript: sending the link is done by the page's scripts. */
export const MSG_SEND_LINK_NEEDS_SCRIPTS = 'Чтобы отправить ссылку, включите JavaScript в браузере';

/**
 * «Войти на другом устройстве»: mails a sign-in link to the account's own e-mail; opening it on
 * a phone or another computer signs in to this same account. Shown only when there is an e-mail.
 * The button waits for the page's scripts: a press before them would be lost without a word.
 */
export function OtherDeviceSection({ initialUser }: { initialUser: UserDto }) {
  const user = useUser(initialUser).data ?? initialUser;
  const scriptsRunning = useScriptsRunning();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  if (!user.email) return null;
  const email = user.email;
  const send = () => sendSignInLink(email, user.userType === 3);

  async function onSend() {
    setSending(true);
    setError(undefined);
    try {
      await send();
      setSentTo(email);
    } catch (e) {
      setError(e instanceof ApiError ? e.errorDesc : MSG_CREDENTIALS_CHECK_FAILED);
    } finally {
      setSending(false);
    }
  }

  return (
    <ProfileSection id="profile-other-device" title="Войти на другом устройстве">
      {sentTo === email ? (
        <LinkSent email={email} resend={send} />
      ) : (
        <>
          <p>
            Пришлём ссылку для входа на <span title={email}>{email}</span>. Откройте письмо на телефоне или другом компьютере — и
            вы окажетесь в этом же аккаунте, без пароля.
          </p>
          <FormAlert message={error} />
          <div>
            <button type="button" className="button button--block" onClick={onSend} disabled={sending || !scriptsRunning}>
              {sending && <Spinner />}
              Отправить ссылку
            </button>
            <span className="visually-hidden" role="status">
              {sending ? 'Отправляем ссылку…' : ''}
            </span>
            <ScriptsNeeded message={MSG_SEND_LINK_NEEDS_SCRIPTS} />
          </div>
        </>
      )}
    </ProfileSection>
  );
}
