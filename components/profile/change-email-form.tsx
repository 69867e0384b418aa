'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Notice } from '@/components/ui/notice';
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

/** What the form says once the request is accepted: where the next mail went (`sentTo` of the answer). */
export function emailChangeSentText(sentTo: 'new' | 'current', email: string): string {
  return sentTo === 'current'
    ? `Мы отправили письмо на ваш текущий e-mail: подтвердите в нём смену, и тогда на ${email} придёт ссылка для подтверждения нового адреса`
    : `Мы отправили письмо на ${email}: откройте ссылку, чтобы подтвердить новый адрес`;
}

/**
 * Change the sign-in e-mail (`POST /105/api/user/email`), confirmed by the current password — or,
 * for an account without one, by a mail to the current address — so a stolen session alone
 * cannot take the account. The new address applies once its owner follows the link mailed to it;
 * until then the old one signs in. Where the mail went stays said under the form (announced).
 */
export function ChangeEmailForm() {
  const { email } = useAccountMutations();
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Output>({
    resolver: useLazyZodResolver(() => import('@/lib/validation/accounts').then((m) => m.changeEmailInput)),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  async function onSubmit(values: Output) {
    setSent(null);
    let sentTo: 'new' | 'current';
    try {
      sentTo = await email.mutateAsync(values);
    } catch (error) {
      if (applyServerError(error, setError, ['email', 'password']) !== null) showProfileError(error);
      return;
    }
    reset();
    setSent(emailChangeSentText(sentTo, values.email));
  }

  return (
    <form className="form" method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Смена e-mail">
      <EmailField id="email-new" label="Новый e-mail" error={errors.email?.message} {...register('email')} />
      <TextField
        id="email-password"
        label="Текущий пароль"
        type="password"
        autoComplete="current-password"
        hint="Если вы входите только по ссылке и пароль не задавали, оставьте поле пустым: смену подтвердите письмом на текущий e-mail"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton pending={formState.isSubmitting} pendingText="Меняем e-mail…">
        Сменить e-mail
      </SubmitButton>
      <div role="status">
        {sent && (
          <Notice>
            <p>{sent}</p>
          </Notice>
        )}
      </div>
    </form>
  );
}
