'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { signUp, type RegisterDeps } from '@/api-client/registration';
import type { UserDto } from '@/lib/contract/accounts';
import { signupFailureMessage } from '@/lib/domain/messages';
import { PASSWORD_MIN, registerForm } from '@/lib/validation/accounts';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from './submit-button';
import { EmailField, TextField } from './text-field';

/** «Пароли не совпадают»: the confirmation differs from the password. */
export const MSG_PASSWORDS_DIFFER = 'Пароли не совпадают';

const registerWithConfirm = registerForm
  .extend({ confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: MSG_PASSWORDS_DIFFER, path: ['confirm'] });
type Input = z.input<typeof registerWithConfirm>;
type Output = z.output<typeof registerWithConfirm>;

// The API names the fields as FOSUserBundle does; the form has short names.
const SERVER_FIELDS = {
  'fos_user_registration_form[email]': 'email',
  'fos_user_registration_form[plainPassword]': 'password',
} as const;

interface RegisterFormProps {
  /** Called with the registered account. */
  onRegistered: (user: UserDto) => void;
  /** Element id prefix, so two forms on a page keep unique ids. */
  idPrefix?: string;
  /** Timing overrides for tests. */
  deps?: RegisterDeps;
}

/**
 * Registration: e-mail, password and its confirmation. This browser's anonymous account (made
 * first when there is none) gets the e-mail and password, so the documents and fines checked
 * so far stay. The request is retried on temporary failures (spec §4), which can take seconds:
 * the button shows progress meanwhile.
 */
export function RegisterForm({ onRegistered, idPrefix = 'register', deps }: RegisterFormProps) {
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(registerWithConfirm),
    defaultValues: { email: '', password: '', confirm: '' },
  });
  const { errors } = formState;

  async function onSubmit(values: Output) {
    const result = await signUp(values.email, values.password, deps);
    if (result.ok) {
      onRegistered(result.user);
      return;
    }
    const { error } = result;
    const fields = Object.entries(SERVER_FIELDS).filter(([wire]) => error.fields[wire]);
    fields.forEach(([wire, name], index) =>
      setError(name, { type: 'server', message: error.fields[wire] }, { shouldFocus: index === 0 }),
    );
    if (fields.length > 0) return;
    // Only a server's own words are shown; a network failure gets the spec's generic text.
    setError('root.server', { type: 'server', message: signupFailureMessage(error.httpStatus > 0 ? error.errorDesc : null) });
  }

  return (
    <form className="form" method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Регистрация">
      <EmailField id={`${idPrefix}-email`} label="E-mail" error={errors.email?.message} {...register('email')} />
      <TextField
        id={`${idPrefix}-password`}
        label="Пароль"
        type="password"
        autoComplete="new-password"
        hint={`Не короче ${PASSWORD_MIN} символов`}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label="Пароль ещё раз"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <FormAlert message={errors.root?.server?.message} />
      <SubmitButton pending={formState.isSubmitting} pendingText="Регистрируем…">
        Зарегистрироваться
      </SubmitButton>
    </form>
  );
}
