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
import { isCurrentSection } from './site-sections';
import styles from './account-nav.module.css';

/**
 * Who the header serves: the server's hint (undefined where the page has none), the browser's
 * stored user id, whether the scripts run, and the account's query (enabled once an id is known).
 */
function useHeaderAccount() {
  const hint = useSignInHint();
  const userId = useStoredUserId(hint ?? null);
  const scriptsRunning = useScriptsRunning();
  const user = useQuery({ ...userQuery(), enabled: userId !== null, retry: false });
  const signedIn = userId !== null && !isAuthError(user.error);
  return { hint, userId, scriptsRunning, user, signedIn };
}

/** A list item holding a header link, marked current on its section. */
function NavLink({
  href,
  pathname,
  children,
  title,
  className,
}: {
  href: string;
  pathname: string;
  children: ReactNode;
  title?: string;
  className?: string;
}) {
  return (
    <li className={className}>
      <Link
        href={href}
        className="main-nav__link"
        aria-current={isCurrentSection(pathname, href) ? 'page' : undefined}
        title={title}
      >
        {children}
      </Link>
    </li>
  );
}

/**
 * The account's second header item, after «Профиль»: «Выйти» for an account with an e-mail, or
 * «Войти» for one without (logging out would lose it for good). Nothing while signed out or
 * before the account is known. On phones it stands in the sections menu instead of the header's
 * line (`className` says where it shows).
 */
export function AccountSecondItem({ pathname, className }: { pathname: string; className?: string }) {
  const { user, signedIn } = useHeaderAccount();
  const [leaving, setLeaving] = useState(false);
  if (!signedIn) return null;
  if (user.data?.registered === false)
    return (
      <NavLink href="/login" pathname={pathname} className={className}>
        Войти
      </NavLink>
    );
  if (!user.data?.registered) return null;
  return (
    <li className={className}>
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
  );
}

/**
 * The account items of the header navigation (list items of MainNav). Signed out: «Войти».
 * Signed in: «Профиль» with the shortened e-mail once known, and AccountSecondItem («Выйти», or
 * «Войти» for an account without an e-mail). `secondClassName` lets a header move the second item
 * elsewhere on narrow screens (the default layout's sections menu holds it on phones).
 * The server's HTML follows the request's auth cookie (SignInHintProvider): «Профиль» when it
 * has one, so a visitor without JavaScript is not offered «Войти» while signed in; the browser's
 * stored sign-in takes over once the scripts run. The home page is built once for everybody and
 * has no hint: there «Войти» waits invisible, holding its place, until the scripts read the stored
 * sign-in (with JavaScript off it shows, as the `scripting` media feature allows).
 */
export function AccountNav({ pathname, secondClassName }: { pathname: string; secondClassName?: string }) {
  const { hint, userId, scriptsRunning, user, signedIn } = useHeaderAccount();
  const queryClient = useQueryClient();

  // Another sign-in (this tab or another): the cached account is someone else's now.
  const seenUserId = useRef(userId);
  useEffect(() => {
    if (seenUserId.current !== null && userId !== null && seenUserId.current !== userId) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    }
    seenUserId.current = userId;
  }, [userId, queryClient]);

  if (hint === undefined && !scriptsRunning)
    return (
      <NavLink href="/login" pathname={pathname} className={styles.unknown}>
        Войти
      </NavLink>
    );
  if (!signedIn)
    return (
      <NavLink href="/login" pathname={pathname}>
        Войти
      </NavLink>
    );

  const email = user.data?.email ?? null;
  return (
    <>
      <NavLink href="/profile" pathname={pathname} title={email ?? undefined}>
        <span className={styles.profile}>
          <span>Профиль</span>
          {/* The space keeps the accessible name «Профиль user@…», not «Профильuser@…». */}
          {email && (
            <>
              {' '}
              <span className={styles.email}>{shortenEmail(email)}</span>
            </>
          )}
        </span>
      </NavLink>
      <AccountSecondItem pathname={pathname} className={secondClassName} />
    </>
  );
}
