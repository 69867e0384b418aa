'use client';

import { useState } from 'react';
import { ApiError } from '@/api-client/client';
import { requestPasswordReset } from '@/api-client/sign-in';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import authStyles from '@/components/auth/auth.module.css';
import { FormAlert } from '@/components/ui/form-alert';

/**
 * For accounts made by a sign-in link, which have no password to change: mails a link to set one
 * (`POST /105/api/fos/reset/request`), also the way out when the current password is forgotten.
 */
export function SetPasswordByMail({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string>();

  async function onSend() {
    if (state === 'sending') return;
    setState('sending');
    setError(undefined);
    try {
      await requestPasswordReset(email);
      setState('sent');
    } catch (e) {
      setState('idle');
      setError(e instanceof ApiError ? e.errorDesc : MSG_CREDENTIALS_CHECK_FAILED);
    }
  }

  return (
    <div>
      {/* Always in the page, so the news is announced when it arrives. */}
      <p role="status">
        {state === 'sent' ? `Мы отправили ссылку на ${email}. По ней можно задать новый пароль в течение 1 часа.` : ''}
      </p>
      {state !== 'sent' && (
        <p className="muted">
          Не помните пароль или входили только по ссылке?{' '}
          <button type="button" className={authStyles.linkButton} onClick={onSend} aria-disabled={state === 'sending'}>
            {state === 'sending' ? 'Отправляем…' : 'Прислать ссылку, чтобы задать пароль'}
          </button>
        </p>
      )}
      <FormAlert message={error} />
    </div>
  );
}
