'use client';

import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api-client/client';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import { FormAlert } from '@/components/ui/form-alert';
import styles from './auth.module.css';
import { useCountdown } from './use-countdown';

/** Seconds before another link may be requested (the server also limits mails per address). */
export const RESEND_AFTER_SECONDS = 60;

interface LinkSentProps {
  email: string;
  /** Sends the link again. @throws ApiError (429 and others, shown here). */
  resend: () => Promise<void>;
  /** «Изменить e-mail», when the address can be changed here. */
  onChangeEmail?: () => void;
}

/**
 * The confirmation after a sign-in link was mailed: where it went and for how long it works,
 * and «Отправить ещё раз», available after a minute with the seconds left shown on it.
 * It takes focus when it appears, so keyboard and screen-reader users land on the news.
 */
export function LinkSent({ email, resend, onChangeEmail }: LinkSentProps) {
  const { left, restart } = useCountdown(RESEND_AFTER_SECONDS);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const [resent, setResent] = useState(0);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => box.current?.focus(), []);

  async function onResend() {
    setSending(true);
    setError(undefined);
    try {
      await resend();
      setResent((count) => count + 1);
      restart();
    } catch (e) {
      setError(e instanceof ApiError ? e.errorDesc : MSG_CREDENTIALS_CHECK_FAILED);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="stack">
      <div ref={box} tabIndex={-1} className={styles.confirmation} role="status">
        <p>
          Мы отправили ссылку на {email}. Она действует 15 минут.
          {resent > 0 && ' Отправили ещё раз.'}
        </p>
        <p className="muted">Откройте письмо на устройстве, где хотите войти. Письма нет — загляните в «Спам».</p>
      </div>
      <FormAlert message={error} />
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={onResend} disabled={sending || left > 0}>
          {left > 0 ? `Отправить ещё раз через ${left} с` : 'Отправить ещё раз'}
        </button>
        {onChangeEmail && (
          <button type="button" className={styles.linkButton} onClick={onChangeEmail}>
            Изменить e-mail
          </button>
        )}
      </div>
    </div>
  );
}
