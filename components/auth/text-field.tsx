import type { ComponentPropsWithRef } from 'react';
import { Field } from '@/components/ui/field';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/**
 * A labelled text input (e-mail, password) for react-hook-form's `register(...)` props: the
 * label, the error under it and `aria-invalid` / `aria-describedby` come from Field. The hint
 * shows until an error replaces it, so the two never stand one under the other saying the same.
 */
export function TextField({ id, label, hint, error, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={error ? undefined : hint} error={error}>
      {(aria) => <input className="input" spellCheck={false} {...input} {...aria} />}
    </Field>
  );
}

/**
 * A TextField for an e-mail address: the e-mail keyboard on phones and no capital first letter,
 * which a phone would otherwise add; `autoComplete` is `email` unless the form says otherwise.
 */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoCapitalize'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" autoCapitalize="none" {...props} />;
}

/**
 * The account's e-mail as a hidden username field of a form that sets or asks for a password, so
 * password managers save the new password under the right account (Chromium: «Password forms
 * should have (optionally hidden) username fields»). It has no name: nothing of it is sent.
 */
export function HiddenUsername({ email }: { email: string | null | undefined }) {
  if (!email) return null;
  return <input type="email" autoComplete="username" value={email} readOnly hidden />;
}
