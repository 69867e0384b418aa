'use client';

import { useRef, useState } from 'react';
import { ApiError } from '@/api-client/client';
import { useEndSignIn, useSignIns } from '@/api-client/sign-ins';
import type { SignInDto } from '@/lib/contract/extension';
import { formatDateTimeRu } from '@/lib/domain/dates';
import { MSG_CREDENTIALS_CHECK_FAILED, MSG_SIGN_INS_NEED_SCRIPTS } from '@/lib/domain/messages';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { ProfileSection } from '@/components/profile/profile-section';
import styles from './extension.module.css';
import { ScriptsNeeded } from '@/components/ui/busy-button';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';

const PLATFORM_LABELS: Record<SignInDto['platform'], string> = {
  web: 'Сайт',
  chromeExtension: 'Расширение для Chrome',
};

/**
 * «Входы в аккаунт» on /profile: every live sign-in of the account (the site in each browser, the
 * Chrome extension) with when it was made and last used, and «Завершить» for all but this one
 * («Выйти» ends this one). Ending one signs that browser or extension out within seconds.
 */
export function SignInsSection() {
  const signIns = useSignIns();
  const scriptsRunning = useScriptsRunning();
  const end = useEndSignIn();
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string>();
  // The row whose «Завершить» had the focus goes away: the list takes the focus, not <body>.
  const list = useRef<HTMLUListElement>(null);

  function onEnd(signIn: SignInDto) {
    setError(undefined);
    setStatus('Завершаем вход…');
    end.mutate(signIn.id, {
      onSuccess: () => {
        setStatus(`Вход «${PLATFORM_LABELS[signIn.platform]}» завершён`);
        list.current?.focus();
      },
      onError: (e) => {
        setStatus('');
        setError(e instanceof ApiError ? e.errorDesc : MSG_CREDENTIALS_CHECK_FAILED);
      },
    });
  }

  return (
    <ProfileSection id="profile-sign-ins" title="Входы в аккаунт">
      <p className="muted">
        Где открыт ваш аккаунт. Расширение «Штрафы» для Chrome подключается кнопкой «Войти через сайт» в его окне и получает свой
        вход.
      </p>
      {signIns.isPending ? (
        scriptsRunning ? (
          <p className={styles.loading}>
            <Spinner /> Загружаем входы…
          </p>
        ) : (
          <ScriptsNeeded message={MSG_SIGN_INS_NEED_SCRIPTS} />
        )
      ) : signIns.isError ? (
        <FormAlert message={signIns.error instanceof ApiError ? signIns.error.errorDesc : MSG_CREDENTIALS_CHECK_FAILED} />
      ) : (
        <ul className={styles.list} aria-label="Входы в аккаунт" ref={list} tabIndex={-1}>
          {signIns.data.map((signIn) => (
            <li key={signIn.id} className={styles.item}>
              <div>
                <p className={styles.what}>
                  {PLATFORM_LABELS[signIn.platform]}
                  {signIn.current && <span className={styles.current}>этот браузер</span>}
                </p>
                <p className={styles.when}>
                  Вход {formatDateTimeRu(signIn.createdAt)} · активность {formatDateTimeRu(signIn.lastUsedAt)}
                </p>
              </div>
              {!signIn.current && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => onEnd(signIn)}
                  disabled={end.isPending}
                  // Two sign-ins of one kind made in the same minute differ by their last activity.
                  aria-label={`Завершить вход: ${PLATFORM_LABELS[signIn.platform]}, ${formatDateTimeRu(signIn.createdAt)}, активность ${formatDateTimeRu(signIn.lastUsedAt)}`}
                >
                  {end.isPending && end.variables === signIn.id && <Spinner />}
                  Завершить
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={error} />
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </ProfileSection>
  );
}
