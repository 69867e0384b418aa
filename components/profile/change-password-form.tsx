'use client';

import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toasts';
import type * as z from 'zod/mini';
import { useAccountMutations } from '@/api-client/accounts';
import type { changePasswordInput } from '@/lib/validation/accounts';
import { PASSWORD_MIN } from '@/lib/domain/limits';
import { useLazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { applyServerError } from '@/components/auth/server-error';
import { SubmitButton } from '@/components/auth/submit-button';
import { HiddenUsername, TextField } from '@/components/auth/text-field';
import { showProfileError } from './show-error';

type Input = z.input<typeof changePasswordInput>;
type Output = z.output<typeof changePasswordInput>;

/** Toast after a password change: the other sign-ins of the account have ended. */
export const MSG_PASSWORD_CHANGED_ELSEWHERE = 'Пароль изменён. На других устройствах нужно войти заново';

/**
 * Change the password (`POST /105/api/user/password`): the current one, the new one and its
 * confirmation («Пароли не совпадают»). This device stays signed in; the others are signed out.
 * `email` is the account's sign-in e-mail, for password managers.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const { password } = useAccountMutations();
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Output>({
    resolver: useLazyZodResolver(() => import('@/lib/validation/accounts').then((m) => m.changePasswordInput)),
    defaultValues: { oldPass: '', newPass: '', confirmPass: '' },
  });
  const { errors } = formState;

  async function onSubmit(values: Output) {
    try {
      await password.mutateAsync(values);
    } catch (error) {
      if (applyServerError(error, setError, ['oldPass', 'newPass', 'confirmPass']) !== null) showProfileError(error);
      return;
    }
    reset();
    toast.success(MSG_PASSWORD_CHANGED_ELSEWHERE);
  }

  return (
    <form className="form" method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Смена пароля">
      <HiddenUsername email={email} />
      <TextField
        id="password-old"
        label="Текущий пароль"
        type="password"
        autoComplete="current-password"
        error={errors.oldPass?.message}
        {...register('oldPass')}
      />
      <TextField
        id="password-new"
        label="Новый пароль"
        type="password"
        autoComplete="new-password"
        hint={`Не короче ${PASSWORD_MIN} символов`}
        error={errors.newPass?.message}
        {...register('newPass')}
      />
      <TextField
        id="password-confirm"
        label="Новый пароль ещё раз"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPass?.message}
        {...register('confirmPass')}
      />
      <SubmitButton pending={formState.isSubmitting} pendingText="Меняем пароль…">
        Сменить пароль
      </SubmitButton>
    </form>
  );
}
