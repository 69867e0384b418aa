'use client';

import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/api-client/client';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import { useLazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { NotifySwitch } from './notify-switch';

// The address part of the API's schema: the form checks exactly what the server will.

interface NotifyEmailFormProps {
  defaultEmail: string;
  /** Shown with the address when none is set yet, so both are saved at once. */
  withSwitch: boolean;
  /** The switch's value sent with the address when the form has no switch of its own. */
  doNotify: boolean;
  onSave: (email: string, doNotify: boolean) => Promise<unknown>;
  onCancel?: () => void;
  /** Focus the address when the form appears (opened by «Изменить e-mail», not on page load). */
  focusOnOpen?: boolean;
}

/** The notification address form: checked as typed with the shared schema, saved with the switch. */
export function NotifyEmailForm({
  defaultEmail,
  withSwitch,
  doNotify: storedDoNotify,
  onSave,
  onCancel,
  focusOnOpen = false,
}: NotifyEmailFormProps) {
  const id = useId();
  const [doNotify, setDoNotify] = useState(withSwitch ? true : storedDoNotify);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<{ email: string }>({
    resolver: useLazyZodResolver(() => import('@/lib/validation/notify-email').then((m) => m.notifyEmailForm)),
    defaultValues: { email: defaultEmail },
    mode: 'onTouched',
  });
  const pending = formState.isSubmitting;

  useEffect(() => {
    if (focusOnOpen) setFocus('email');
  }, [focusOnOpen, setFocus]);

  const submit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await onSave(email, withSwitch ? doNotify : storedDoNotify);
    } catch (error) {
      if (error instanceof ApiError && error.fields.email)
        setError('email', { type: 'server', message: error.fields.email }, { shouldFocus: true });
      else setFormError(error instanceof ApiError ? error.errorDesc : MSG_CREDENTIALS_CHECK_FAILED);
    }
  });

  return (
    <form className="form" method="post" noValidate aria-label="Адрес для уведомлений" onSubmit={(e) => void submit(e)}>
      <FormAlert message={formError} />
      <Field id={`${id}-email`} label="E-mail для уведомлений" error={formState.errors.email?.message}>
        {(aria) => (
          <input
            {...aria}
            {...register('email')}
            className="input"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
          />
        )}
      </Field>
      {withSwitch && <NotifySwitch checked={doNotify} onChange={setDoNotify} disabled={pending} />}
      <FormActions pending={pending} submitLabel="Сохранить" onCancel={onCancel} />
    </form>
  );
}
