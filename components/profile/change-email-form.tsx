'use client';

import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toasts';
import type * as z from 'zod/mini';
import { useAccountMutations } from '@/api-client/accounts';
import type { changeEmailInput } from '@/lib/validation/accounts';
import { useLazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { applyServerError } from '@/components/auth/server-error';
import { SubmitButton } from '@/components/auth/submit-button';
import { EmailField, TextField } from '@/components/auth/text-field';
import { showProfileError } from './show-error';

type Input = z.input<typeof changeEmailInput>;
type Output = z.output<typeof changeEmailInput>;

/**
 * Change the sign-in e-mail (`POST /105/api/user/email`), confirmed by the current password so a
 * stolen session alone cannot take the account. The new address applies once its owner follows
 * the mailed link; until then the old one signs in and the account shows the new one as waiting.
 */
export function ChangeEmailForm() {
  const { email } = useAccountMutations();
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Output>({
    resolver: useLazyZodResolver(() => import('@/lib/validation/accounts').then((m) => m.changeEmailInput)),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  async function onSubmit(values: Output) {
    try {
      await email.mutateAsync(values);
    } catch (error) {
      if (applyServerError(error, setError, ['email', 'password']) !== null) showProfileError(error);
      return;
    }
    reset();
    toast.success(`Мы отправили письмо на ${values.email}: откройте ссылку, чтобы подтвердить новый адрес`);
  }

  return (
    <form className="form" method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Смена e-mail">
      <EmailField id="email-new" label="Новый e-mail" error={errors.email?.message} {...register('email')} />
      <TextField
        id="email-password"
        label="Текущий пароль"
        type="password"
        autoComplete="current-password"
        hint="Если вы входите только по ссылке и пароль не задавали, оставьте поле пустым"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton pending={formState.isSubmitting} pendingText="Меняем e-mail…">
        Сменить e-mail
      </SubmitButton>
    </form>
  );
}
