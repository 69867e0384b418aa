'use client';

import { useEffect, useRef, useState } from 'react';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

interface PasswordPanelProps {
  next: string | null;
  /** Open the reset request first (`/login?tab=forgot`, e.g. from an expired reset link). */
  startWithForgot?: boolean;
  /** The sign-in form's e-mail to start with (a refused sign-in without scripts), or empty. */
  typedEmail?: string;
}

/** The «Вход» tab: the password sign-in, or in its place the «Забыли пароль?» request. */
export function PasswordPanel({ next, startWithForgot = false, typedEmail = '' }: PasswordPanelProps) {
  const [forgotEmail, setForgotEmail] = useState<string | null>(startWithForgot ? '' : null);
  const returned = useRef(false);

  // Back from the reset request: the button that had focus is gone, so continue at the e-mail.
  useEffect(() => {
    if (forgotEmail === null && returned.current) document.getElementById('signin-email')?.focus();
  }, [forgotEmail]);

  if (forgotEmail !== null) {
    return (
      <ForgotPasswordForm
        defaultEmail={forgotEmail}
        onBack={() => {
          returned.current = true;
          setForgotEmail(null);
        }}
      />
    );
  }
  return <SignInForm next={next} onForgot={setForgotEmail} typedEmail={typedEmail} />;
}
