'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ApiError } from '@/api-client/client';
import { signInWithPassword } from '@/api-client/sign-in';
import { MSG_CREDENTIALS_CHECK_FAILED, MSG_LOGIN_REJECTED } from '@/lib/domain/messages';
import type { signInForm } from '@/lib/validation/accounts';
import { useLazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { FormAlert } from '@/components/ui/form-alert';
import styles from './auth.module.css';
import { SubmitButton } from './submit-button';
import { BUTTONS } from '@/lib/contract/tracking';
import { DEFAULT_AFTER_SIGN_IN } from '@/lib/auth/link-sign-in';
import { PASSWORD_SIGN_IN_FORM_ACTION } from '@/lib/auth/password-sign-in';
import { EmailField, TextField } from './text-field';

type Input = z.input<typeof signInForm>;
type Output = z.output<typeof signInForm>;

/** The login page opened at the reset request («Забыли пароль?» without the page's code, expired reset links). */
export const FORGOT_PASSWORD_PATH = '/login?tab=forgot';

interface SignInFormProps {
  /** Safe same-site path to open after signing in (safeNextPath), or null for the fines list. */
  next: string | null;
  /** «Забыли пароль?»: switches to the reset request, carrying over the e-mail typed so far. */
  onForgot: (email: string) => void;
  /** The e-mail field's starting value (a refused sign-in without scripts came back), or empty. */
  typedEmail?: string;
}

/** Text for a failed sign-in (spec §5): rejected credentials, rate limit (the server's words), anything else. */
function signInFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG_CREDENTIALS_CHECK_FAILED;
  if (error.code === 'bad_credentials') return MSG_LOGIN_REJECTED;
  if (error.httpStatus === 429) return error.errorDesc;
  return MSG_CREDENTIALS_CHECK_FAILED;
}

/**
 * Sign-in with e-mail and password (`POST /105/api/login`). The answer's salt becomes this
 * browser's authorization (a fresh rand and session, the clientId kept), then the person goes
 * to `next` or their fines. Without scripts the form posts to PASSWORD_SIGN_IN_FORM_ACTION.
 */
export function SignInForm({ next, onForgot, typedEmail = '' }: SignInFormProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [navigating, startNavigation] = useTransition();
  const { register, handleSubmit, setError, setFocus, getValues, formState } = useForm<Input, unknown, Output>({
    resolver: useLazyZodResolver(() => import('@/lib/validation/accounts').then((m) => m.signInForm)),
    defaultValues: { _username: typedEmail, _password: '' },
  });
  const { errors } = formState;
  const pending = formState.isSubmitting || navigating;

  async function onSubmit(values: Output) {
    try {
      await signInWithPassword(values._username, values._password);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields._username || fields._password) {
        if (fields._username) setError('_username', { type: 'server', message: fields._username }, { shouldFocus: true });
        if (fields._password)
          setError('_password', { type: 'server', message: fields._password }, { shouldFocus: !fields._username });
        return;
      }
      setError('root.server', { type: 'server', message: signInFailure(error) });
      // Another try usually means retyping the password.
      setFocus('_password', { shouldSelect: true });
      return;
    }
    // Whatever was cached belonged to the previous (maybe anonymous) user.
    queryClient.clear();
    startNavigation(() => router.push(next ?? DEFAULT_AFTER_SIGN_IN));
  }

  return (
    <form
      className="form"
      method="post"
      // Without scripts the form posts to its own handler, which signs in and sets the cookie.
      action={next ? `${PASSWORD_SIGN_IN_FORM_ACTION}?next=${encodeURIComponent(next)}` : PASSWORD_SIGN_IN_FORM_ACTION}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Вход по паролю"
    >
      <EmailField
        id="signin-email"
        label="E-mail"
        autoComplete="username"
        error={errors._username?.message}
        // In the server's HTML too: without scripts nothing else would fill the field.
        defaultValue={typedEmail || undefined}
        {...register('_username')}
      />
      <TextField
        id="signin-password"
        label="Пароль"
        type="password"
        autoComplete="current-password"
        error={errors._password?.message}
        {...register('_password')}
      />
      <FormAlert message={errors.root?.server?.message} />
      <SubmitButton pending={pending} pendingText="Входим…" track={BUTTONS.signIn} worksWithoutScripts>
        Войти
      </SubmitButton>
      {/* A link, so a press before the page's code has arrived still opens the reset request (a
          page load of its address); with the code, the request opens in place with the e-mail typed. */}
      <a
        href={FORGOT_PASSWORD_PATH}
        className={styles.linkButton}
        onClick={(event) => {
          event.preventDefault();
          onForgot(getValues('_username').trim());
        }}
      >
        Забыли пароль?
      </a>
    </form>
  );
}
