'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { signUp, type RegisterDeps } from '@/api-client/registration';
import type { UserDto } from '@/lib/contract/accounts';
import { signupFailureMessage } from '@/lib/domain/messages';
import type { registerForm } from '@/lib/validation/accounts';
import { useLazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { FormAlert } from '@/components/ui/form-alert';
import { ConfirmationSent } from './confirmation-sent';
import { SubmitButton } from './submit-button';
import { BUTTONS } from '@/lib/contract/tracking';
import { EmailField } from './text-field';
import { ConsentNote } from '@/components/legal/consent-note';

type Input = z.input<typeof registerForm>;
type Output = z.output<typeof registerForm>;

// The API accepts FOSUserBundle's field name or the plain one; either lands on the e-mail field.
const SERVER_EMAIL_FIELDS = ['fos_user_registration_form[email]', 'email'] as const;

interface RegisterFormProps {
  /** Called with the account once the confirmation mail is on its way (`pendingEmail` set). */
  onRegistered: (user: UserDto) => void;
  /** Element id prefix, so two forms on a page keep unique ids. */
  idPrefix?: string;
  /** An address already waiting for confirmation: the form opens at «check your mail» for it. */
  pendingEmail?: string | null;
  /** Timing overrides for tests. */
  deps?: RegisterDeps;
}

/**
 * Registration by e-mail alone (spec §7). This browser's anonymous account (made first when there
 * is none) claims the address and the server mails a link to it: following the link confirms the
 * address and sets a password, and the documents and fines checked so far stay with the account.
 * The request is retried on temporary failures (spec §4), which can take seconds: the button
 * shows progress meanwhile. Then the form gives way to «check your mail».
 */
export function RegisterForm({ onRegistered, idPrefix = 'register', pendingEmail = null, deps }: RegisterFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(pendingEmail);
  // Only news the person just caused takes focus; a page that opens on a waiting address does not.
  const [announce, setAnnounce] = useState(false);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<Input, unknown, Output>({
    resolver: useLazyZodResolver(() => import('@/lib/validation/accounts').then((m) => m.registerForm)),
    defaultValues: { email: '' },
  });
  const { errors } = formState;

  async function onSubmit(values: Output) {
    const result = await signUp(values.email, undefined, deps);
    if (result.ok) {
      setAnnounce(true);
      setSentTo(values.email);
      onRegistered(result.user);
      return;
    }
    const { error } = result;
    const fieldMessage = SERVER_EMAIL_FIELDS.map((name) => error.fields[name]).find(Boolean);
    if (fieldMessage) {
      setError('email', { type: 'server', message: fieldMessage }, { shouldFocus: true });
      return;
    }
    // Only a server's own words are shown; a network failure gets the spec's generic text.
    setError('root.server', { type: 'server', message: signupFailureMessage(error.httpStatus > 0 ? error.errorDesc : null) });
  }

  if (sentTo) {
    const changeEmail = () => {
      setSentTo(null);
      requestAnimationFrame(() => setFocus('email', { shouldSelect: true }));
    };
    return <ConfirmationSent email={sentTo} onChangeEmail={changeEmail} takeFocus={announce} />;
  }

  return (
    <form className="form" method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Регистрация">
      <p className="muted">Пришлём письмо со ссылкой: по ней вы подтвердите адрес и зададите пароль.</p>
      <EmailField id={`${idPrefix}-email`} label="E-mail" error={errors.email?.message} {...register('email')} />
      <FormAlert message={errors.root?.server?.message} />
      <SubmitButton pending={formState.isSubmitting} pendingText="Регистрируем…" track={BUTTONS.signUp}>
        Зарегистрироваться
      </SubmitButton>
      <ConsentNote action="Зарегистрироваться" />
    </form>
  );
}
