'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { requestPasswordReset } from '@/api-client/sign-in';
import type { resetRequestInput } from '@/lib/validation/accounts';
import { useLazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { FormAlert } from '@/components/ui/form-alert';
import styles from './auth.module.css';
import { applyServerError } from './server-error';
import { SubmitButton } from './submit-button';
import { EmailField } from './text-field';

type Input = z.input<typeof resetRequestInput>;
type Output = z.output<typeof resetRequestInput>;

interface ForgotPasswordFormProps {
  /** E-mail carried over from the sign-in form. */
  defaultEmail: string;
  /** Back to the password sign-in. */
  onBack: () => void;
}

/**
 * «Забыли пароль?»: mails a reset link (`POST /105/api/fos/reset/request`). The confirmation is
 * the same whether or not the address has an account, so the form reveals nothing about it.
 */
export function ForgotPasswordForm({ defaultEmail, onBack }: ForgotPasswordFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: useLazyZodResolver(() => import('@/lib/validation/accounts').then((m) => m.resetRequestInput)),
    defaultValues: { username: defaultEmail },
  });
  const { errors } = formState;

  // The form replaced the sign-in form under the person's focus: start them at its heading.
  useEffect(() => heading.current?.focus(), [sentTo]);

  async function onSubmit(values: Output) {
    try {
      await requestPasswordReset(values.username);
      setSentTo(values.username);
    } catch (error) {
      const message = applyServerError(error, setError, ['username']);
      if (message) setError('root.server', { type: 'server', message });
    }
  }

  return (
    <div className="stack">
      <h2 ref={heading} tabIndex={-1} className={styles.confirmation}>
        Восстановление пароля
      </h2>
      {sentTo ? (
        <p role="status">
          Если аккаунт с адресом {sentTo} есть, мы отправили на него ссылку для нового пароля. Она действует 1 час. Письмо не
          пришло — проверьте папку «Спам».
        </p>
      ) : (
        <form className="form" method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Восстановление пароля">
          <p className="muted">Пришлём ссылку, по которой можно задать новый пароль.</p>
          <EmailField id="forgot-email" label="E-mail" error={errors.username?.message} {...register('username')} />
          <FormAlert message={errors.root?.server?.message} />
          <SubmitButton pending={formState.isSubmitting} pendingText="Отправляем ссылку…">
            Прислать ссылку
          </SubmitButton>
        </form>
      )}
      {/* A link, as «Забыли пароль?»: before the page's code has arrived it loads the sign-in tab. */}
      <a
        href="/login"
        className={styles.linkButton}
        onClick={(event) => {
          event.preventDefault();
          onBack();
        }}
      >
        Вернуться ко входу
      </a>
    </div>
  );
}
