'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { sendSignInLink } from '@/api-client/sign-in';
import type { linkSignInForm } from '@/lib/validation/accounts';
import { useLazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { FormAlert } from '@/components/ui/form-alert';
import styles from './auth.module.css';
import { LinkSent } from './link-sent';
import { applyServerError } from './server-error';
import { SubmitButton } from './submit-button';
import { EmailField } from './text-field';
import { ConsentNote } from '@/components/legal/consent-note';

// The e-mail rule is the API's own (sendAuthInput); the checkbox is a boolean here and 1/0 on the wire.
type Input = z.input<typeof linkSignInForm>;
type Output = z.output<typeof linkSignInForm>;

/**
 * «Вход по ссылке»: mails a single-use sign-in link (`POST /105/api/fos/send/auth`). A new
 * address gets an account, a private person's or, with the checkbox, a legal entity's.
 */
export function LinkSignInForm() {
  const [sent, setSent] = useState<Output | null>(null);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<Input, unknown, Output>({
    resolver: useLazyZodResolver(() => import('@/lib/validation/accounts').then((m) => m.linkSignInForm)),
    defaultValues: { email: '', isLegalEntity: false },
  });
  const { errors } = formState;

  async function onSubmit(values: Output) {
    try {
      await sendSignInLink(values.email, values.isLegalEntity);
      setSent(values);
    } catch (error) {
      const message = applyServerError(error, setError, ['email']);
      if (message) setError('root.server', { type: 'server', message });
    }
  }

  if (sent) {
    const changeEmail = () => {
      setSent(null);
      // The confirmation that had focus is gone: continue in the e-mail field once it is back.
      requestAnimationFrame(() => setFocus('email', { shouldSelect: true }));
    };
    return (
      <LinkSent email={sent.email} resend={() => sendSignInLink(sent.email, sent.isLegalEntity)} onChangeEmail={changeEmail} />
    );
  }

  return (
    <form className="form" method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Вход по ссылке">
      <p className="muted">Пришлём на почту ссылку для входа — пароль не нужен. Нет аккаунта — создадим.</p>
      <EmailField id="link-email" label="E-mail" error={errors.email?.message} {...register('email')} />
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('isLegalEntity')} />Я — юридическое лицо
      </label>
      <FormAlert message={errors.root?.server?.message} />
      <SubmitButton pending={formState.isSubmitting} pendingText="Отправляем ссылку…">
        Получить ссылку
      </SubmitButton>
      <ConsentNote action="Получить ссылку" />
    </form>
  );
}
