'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toasts';
import type * as z from 'zod/mini';
import { confirmPasswordReset } from '@/api-client/sign-in';
import type { resetPasswordForm } from '@/lib/validation/accounts';
import { PASSWORD_MIN } from '@/lib/domain/limits';
import { useLazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { ExpiredLinkNotice } from './expired-link-notice';
import { applyServerError } from './server-error';
import { SubmitButton } from './submit-button';
import { HiddenUsername, TextField } from './text-field';
import { FORGOT_PASSWORD_PATH } from '@/components/auth/sign-in-form';

type Input = z.input<typeof resetPasswordForm>;
type Output = z.output<typeof resetPasswordForm>;

/** Toast after the new password is set. */
export const MSG_PASSWORD_CHANGED = 'Пароль изменён';

/**
 * The page a reset mail opens (`/login/reset?token=…`): a new password and its confirmation
 * (`POST /105/api/fos/reset/confirm`). The answer signs the person in here — every other
 * sign-in ended with the old password — and the profile opens with «Пароль изменён». `email` is
 * the account's, which the link was mailed to (for password managers), when the page read it.
 */
export function ResetPasswordForm({ token, email = null }: { token: string | null; email?: string | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [navigating, startNavigation] = useTransition();
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: useLazyZodResolver(() => import('@/lib/validation/accounts').then((m) => m.resetPasswordForm)),
    defaultValues: { newPassword: '', confirm: '' },
  });
  const { errors } = formState;

  if (!token) {
    return <ExpiredResetLink message="Ссылка для смены пароля неполная. Запросите новую" />;
  }

  const onSubmit = async (values: Output) => {
    try {
      await confirmPasswordReset(token, values.newPassword);
    } catch (error) {
      const message = applyServerError(error, setError, ['newPassword']);
      if (message) setError('root.server', { type: 'server', message });
      return;
    }
    queryClient.clear();
    toast.success(MSG_PASSWORD_CHANGED);
    startNavigation(() => router.replace('/profile'));
  };

  const failure = errors.root?.server?.message;
  return (
    <form className="form" method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Задать новый пароль">
      <HiddenUsername email={email} />
      <TextField
        id="reset-password"
        label="Новый пароль"
        type="password"
        autoComplete="new-password"
        hint={`Не короче ${PASSWORD_MIN} символов`}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        id="reset-confirm"
        label="Новый пароль ещё раз"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      {failure && <ExpiredResetLink message={failure} />}
      <SubmitButton pending={formState.isSubmitting || navigating} pendingText="Сохраняем пароль…">
        Сохранить пароль
      </SubmitButton>
    </form>
  );
}

/** A reset that cannot go on: the reason and the way to a new link. */
function ExpiredResetLink({ message }: { message: string }) {
  return <ExpiredLinkNotice message={message} requestHref={FORGOT_PASSWORD_PATH} />;
}
