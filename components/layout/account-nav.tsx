'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isAuthError, userQuery } from '@/api-client/accounts';
import { queryKeys } from '@/api-client/query-keys';
import { signOut } from '@/api-client/sign-in';
import { useStoredUserId } from '@/api-client/use-stored-auth';
import { shortenEmail } from '@/lib/domain/limits';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import { useSignInHint } from './sign-in-hint';
import styles from './account-nav.module.css';

/** Whether a header link points at the current section. */
function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The account items of the header navigation (list items of MainNav). Signed out: «Войти».
 * Signed in: «Профиль» with the shortened e-mail once known, and «Выйти» — or, for an account
 * without an e-mail, «Войти» instead, because logging out would lose that account for good.
 * The server's HTML follows the request's auth cookie (SignInHintProvider): «Профиль» when it
 * has one, so a visitor without JavaScript is not offered «Войти» while signed in; the browser's
 * stored sign-in takes over once the scripts run. The home page is built once for everybody and
 * has no hint: there «Войти» waits invisible, holding its place, until the scripts read the stored
 * sign-in (with JavaScript off it shows, as the `scripting` media feature allows).
 */
export function AccountNav({ pathname }: { pathname: string }) {
  const hint = useSignInHint();
  const userId = useStoredUserId(hint ?? null);
  const scriptsRunning = useScriptsRunning();
  const queryClient = useQueryClient();
  const user = useQuery({ ...userQuery(), enabled: userId !== null, retry: false });
  const [leaving, setLeaving] = useState(false);

  // Another sign-in (this tab or another): the cached account is someone else's now.
  const seenUserId = useRef(userId);
  useEffect(() => {
    if (seenUserId.current !== null && userId !== null && seenUserId.current !== userId) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    }
    seenUserId.current = userId;
  }, [userId, queryClient]);

  const link = (href: string, content: ReactNode, title?: string, className?: string) => (
    <li className={className}>
      <Link href={href} className="main-nav__link" aria-current={isCurrent(pathname, href) ? 'page' : undefined} title={title}>
        {content}
      </Link>
    </li>
  );

  if (hint === undefined && !scriptsRunning) return link('/login', 'Войти', undefined, styles.unknown);
  if (userId === null || isAuthError(user.error)) return link('/login', 'Войти');

  const email = user.data?.email ?? null;
  return (
    <>
      {link(
        '/profile',
        <span className={styles.profile}>
          <span>Профиль</span>
          {/* The space keeps the accessible name «Профиль user@…», not «Профильuser@…». */}
          {email && (
            <>
              {' '}
              <span className={styles.email}>{shortenEmail(email)}</span>
            </>
          )}
        </span>,
        email ?? undefined,
      )}
      {user.data?.registered === false && link('/login', 'Войти')}
      {user.data?.registered && (
        <li>
          <button
            type="button"
            className={`main-nav__link ${styles.logout}`}
            aria-disabled={leaving || undefined}
            onClick={() => {
              if (leaving) return;
              setLeaving(true);
              void signOut();
            }}
          >
            {leaving ? 'Выходим…' : 'Выйти'}
          </button>
        </li>
      )}
    </>
  );
}
