'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api-client/client';
import { signInWithToken } from '@/api-client/sign-in';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/ui/form-alert';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import styles from './auth.module.css';
import { ExpiredLinkNotice } from './expired-link-notice';
import { DEFAULT_AFTER_SIGN_IN } from './sign-in-form';

/** Shown when the link's token is missing, used or expired and the server gave no words of its own. */
export const MSG_LINK_EXPIRED = 'Ссылка для входа устарела или уже использована. Запросите новую';

/**
 * The page a mailed sign-in link opens (`/login/link?token=…`): posts the token once
 * (`POST /105/api/login` with `_token`), stores the authorization — replacing any previous
 * login in this browser — and opens the fines list. Progress and errors are announced. With no
 * answer (or the server failing) the link is not called spent: «Попробовать снова» posts it again.
 */
export function TokenSignIn({ token }: { token: string | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(token ? null : MSG_LINK_EXPIRED);
  // No answer, or the server failing: the link may still be good, so it is offered again rather than called spent.
  const [failure, setFailure] = useState<string | null>(null);
  // The token is single use: React's development double effects must not post it twice.
  const started = useRef(false);

  const signIn = useCallback(
    (link: string) => {
      setFailure(null);
      signInWithToken(link).then(
        () => {
          queryClient.clear();
          // Replace: going back must not land on the spent link.
          router.replace(DEFAULT_AFTER_SIGN_IN);
        },
        (e: unknown) => {
          if (e instanceof ApiError && e.httpStatus > 0 && e.httpStatus < 500) setError(e.errorDesc);
          else setFailure(e instanceof ApiError ? e.errorDesc : MSG_CREDENTIALS_CHECK_FAILED);
        },
      );
    },
    [router, queryClient],
  );

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    signIn(token);
  }, [token, signIn]);

  return (
    <div className={`card stack ${styles.page}`}>
      <h1>Вход по ссылке</h1>
      {error ? (
        <ExpiredLinkNotice message={error} requestHref="/login?tab=link" />
      ) : failure && token ? (
        <div className="stack">
          <FormAlert message={failure} />
          <button type="button" className="button" onClick={() => signIn(token)}>
            Попробовать снова
          </button>
        </div>
      ) : (
        <p role="status" className={`muted ${styles.progressLine}`}>
          <Spinner />
          Входим в личный кабинет…
        </p>
      )}
    </div>
  );
}
