'use client';

import { useEffect, useRef } from 'react';
import styles from './auth.module.css';

interface ConfirmationSentProps {
  email: string;
  /** «Изменить e-mail», when the address can be changed here. */
  onChangeEmail?: () => void;
  /** Move focus here when shown (after the person's own action); default true. */
  takeFocus?: boolean;
}

/**
 * «Check your mail» after a registration or an e-mail change: where the confirmation link went and
 * what it does. It takes focus when it appears after the person's action, so keyboard and
 * screen-reader users hear it.
 */
export function ConfirmationSent({ email, onChangeEmail, takeFocus = true }: ConfirmationSentProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) box.current?.focus();
  }, [takeFocus]);
  return (
    <div className="stack">
      <div ref={box} tabIndex={-1} className={styles.confirmation} role="status">
        <p>
          Мы отправили письмо на {email}. Откройте ссылку из него, чтобы подтвердить адрес и задать пароль. Ссылка действует 24
          часа.
        </p>
        <p className="muted">Письма нет — загляните в «Спам». До подтверждения войти по этому адресу нельзя.</p>
      </div>
      {onChangeEmail && (
        <button type="button" className={styles.linkButton} onClick={onChangeEmail}>
          Изменить e-mail
        </button>
      )}
    </div>
  );
}
