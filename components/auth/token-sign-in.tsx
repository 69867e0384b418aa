'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@/api-client/client';
import { signInWithToken } from '@/api-client/sign-in';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/ui/form-alert';
import { DEFAULT_AFTER_SIGN_IN, LINK_REFUSALS, MSG_LINK_EXPIRED, type LinkRefusal } from '@/lib/auth/link-sign-in';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import styles from './auth.module.css';
import { ExpiredLinkNotice } from './expired-link-notice';

export { MSG_LINK_EXPIRED };

/**
 * The page a mailed sign-in link opens (`/login/link?token=…`). Opening it changes nothing — mail
 * scanners open links, and some run their scripts — so «Войти» is pressed first. With scripts the
 * press posts the token once (`POST /105/api/login` with `_token`), stores the authorization —
 * replacing any previous login in this browser — and opens the fines list; without them the form
 * posts to `/auth/link`, which signs in by cookie and comes back here with `refused` when it could
 * not. Progress and errors are announced. With no answer (or the server failing) the link is not
 * called spent: the button offers it again.
 */
export function TokenSignIn({
  token,
  refused = null,
  email = null,
  signedIn = false,
  warning,
}: {
  token: string | null;
  refused?: LinkRefusal | null;
  /** The address the link was mailed to: the account «Войти» opens (a forwarded link opens someone else's). */
  email?: string | null;
  /** This browser is signed in already (the server saw its auth cookie): a spent link then offers the fines. */
  signedIn?: boolean;
  /** Said above «Войти» (the server's warning that this browser's account has no e-mail). */
  warning?: ReactNode;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  // Without a token (a post the server could not read) the reason still stands: a limit is not a spent link.
  const [error, setError] = useState<string | null>(token && refused !== 'expired' ? null : LINK_REFUSALS[refused ?? 'expired']);
  // No answer, or the server failing: the link may still be good, so it is offered again rather than called spent.
  const [failure, setFailure] = useState<string | null>(refused && refused !== 'expired' ? LINK_REFUSALS[refused] : null);
  const [busy, setBusy] = useState(false);
  // A refusal after the press replaces the form, and the focused button with it: focus goes to the reason.
  const pressed = useRef(false);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error && pressed.current) notice.current?.focus();
  }, [error]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || busy) return;
    setBusy(true);
    setFailure(null);
    pressed.current = true;
    signInWithToken(token).then(
      () => {
        queryClient.clear();
        // Replace: going back must not land on the spent link.
        router.replace(DEFAULT_AFTER_SIGN_IN);
      },
      (e: unknown) => {
        setBusy(false);
        if (e instanceof ApiError && e.httpStatus > 0 && e.httpStatus < 500 && e.httpStatus !== 429) setError(e.errorDesc);
        else setFailure(e instanceof ApiError ? e.errorDesc : MSG_CREDENTIALS_CHECK_FAILED);
      },
    );
  }

  return (
    <div className={`card stack ${styles.page}`}>
      <h1>Вход по ссылке</h1>
      {error || !token ? (
        <div ref={notice} tabIndex={-1}>
          <ExpiredLinkNotice message={error ?? MSG_LINK_EXPIRED} requestHref="/login?tab=link" />
          {signedIn && (
            <p>
              В этом браузере вы уже вошли в аккаунт: <Link href={DEFAULT_AFTER_SIGN_IN}>перейти к штрафам</Link>
            </p>
          )}
        </div>
      ) : (
        <form method="post" action="/auth/link" className="stack" onSubmit={onSubmit} aria-label="Вход по ссылке">
          <input type="hidden" name="token" value={token} />
          {warning}
          <p>
            {email ? (
              <>
                Нажмите «Войти», чтобы открыть аккаунт <strong>{email}</strong> в этом браузере.
              </>
            ) : (
              'Нажмите «Войти», чтобы открыть личный кабинет в этом браузере.'
            )}{' '}
            Ссылка действует 15 минут и только один раз.
          </p>
          <FormAlert message={failure} />
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {busy && <Spinner />}
            {failure ? 'Попробовать снова' : 'Войти'}
          </button>
          <span className="visually-hidden" role="status">
            {busy ? 'Входим в личный кабинет…' : ''}
          </span>
        </form>
      )}
    </div>
  );
}
