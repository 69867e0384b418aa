'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { queryKeys } from '@/api-client/query-keys';
import type { UserDto } from '@/lib/contract/accounts';
import { Tabs } from '@/components/ui/tabs';
import styles from './auth.module.css';
import { LinkSignInForm } from './link-sign-in-form';
import { loginTabHref, type LoginTab } from './login-tab';
import { PasswordPanel } from './password-panel';
import { RegisterForm } from './register-form';
import { useResumeStoredSignIn } from './use-resume-sign-in';

interface LoginViewProps {
  /** Where the visitor was going (already checked by safeNextPath), or null. */
  next: string | null;
  tab: LoginTab;
  /** Said under the heading instead of the usual lead (the server's «Вход завершён…»), or nothing. */
  notice?: ReactNode;
  /** Said above the forms (the server's warning that this browser's account has no e-mail), or nothing. */
  warning?: ReactNode;
  /** The e-mail of a refused sign-in without scripts, put back in the password form's field; or empty. */
  typedEmail?: string;
}

/**
 * The login page: «Вход» (password, with «Забыли пароль?»), «Регистрация» (this browser's
 * account claims an e-mail, confirmed by a mailed link) and «Вход по ссылке» (a link by e-mail).
 */
export function LoginView({ next, tab, notice, warning, typedEmail = '' }: LoginViewProps) {
  const queryClient = useQueryClient();
  useResumeStoredSignIn(next);

  // The account now waits for its address to be confirmed from the mail; the form says so.
  function onRegistered(user: UserDto) {
    queryClient.setQueryData(queryKeys.user, user);
  }

  return (
    <div className={`stack ${styles.page}`}>
      <h1>Вход</h1>
      {notice ?? (next && <p>Чтобы открыть эту страницу, войдите.</p>)}
      {warning}
      <div className="card">
        <Tabs
          label="Способ входа"
          defaultTabId={tab === 'forgot' ? 'password' : tab}
          tabs={[
            {
              id: 'password',
              label: 'Вход',
              href: loginTabHref('password', next),
              content: <PasswordPanel next={next} startWithForgot={tab === 'forgot'} typedEmail={typedEmail} />,
            },
            {
              id: 'register',
              label: 'Регистрация',
              href: loginTabHref('register', next),
              content: <RegisterForm onRegistered={onRegistered} />,
            },
            { id: 'link', label: 'Вход по ссылке', href: loginTabHref('link', next), content: <LinkSignInForm /> },
          ]}
        />
      </div>
      <p className="muted">
        Можно и без e-mail: <Link href="/">проверьте штрафы по СТС</Link> — мы запомним вас на этом устройстве.
      </p>
    </div>
  );
}
