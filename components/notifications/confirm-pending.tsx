'use client';

import { useState } from 'react';
import { ApiError } from '@/api-client/client';
import { useResendConfirmation } from '@/api-client/notify-email';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import { Notice } from '@/components/ui/notice';
import { ScriptsNeeded } from '@/components/ui/busy-button';
import { Spinner } from '@/components/ui/spinner';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';

/** Said when the confirmation mail was sent again. */
export const MSG_CONFIRMATION_RESENT = 'Письмо отправлено ещё раз';
/** Said when the first confirmation mail of an address stored before confirmations was sent. */
export const MSG_CONFIRMATION_SENT = 'Письмо отправлено';

/**
 * The notification address waits for its owner: says where the confirmation link went, that no
 * new-fine mail goes there until it is followed, and offers to send the mail again (rate-limited by
 * the server, whose Russian message is shown).
 */
export function ConfirmPending({ email, sent }: { email: string; sent: boolean }) {
  const resend = useResendConfirmation();
  const scriptsRunning = useScriptsRunning();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  function send() {
    setMessage(null);
    resend.mutate(undefined, {
      onSuccess: () => setMessage({ text: sent ? MSG_CONFIRMATION_RESENT : MSG_CONFIRMATION_SENT, error: false }),
      onError: (error) =>
        setMessage({ text: error instanceof ApiError ? error.errorDesc : MSG_CREDENTIALS_CHECK_FAILED, error: true }),
    });
  }

  return (
    <Notice tone="warning">
      {sent ? (
        <p>
          Подтвердите адрес: мы отправили письмо на <strong>{email}</strong>. Откройте ссылку в нём — до этого уведомления не
          приходят.
        </p>
      ) : (
        <p>
          Подтвердите адрес <strong>{email}</strong>: мы пришлём на него письмо со ссылкой. До подтверждения уведомления не
          приходят.
        </p>
      )}
      <button
        type="button"
        className="button button--secondary"
        onClick={send}
        aria-busy={resend.isPending || undefined}
        disabled={!scriptsRunning}
      >
        {resend.isPending && <Spinner />} {sent ? 'Отправить письмо ещё раз' : 'Отправить письмо'}
      </button>
      <ScriptsNeeded />
      <p
        role={message?.error ? 'alert' : 'status'}
        className={message?.error ? 'field__error' : message ? 'success-note' : 'visually-hidden'}
      >
        {message?.text}
      </p>
    </Notice>
  );
}
