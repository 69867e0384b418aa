'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ApiError } from '@/api-client/client';
import type { innCheckForm } from '@/lib/validation/inn';
import { useLazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { BusyButton } from '@/components/ui/busy-button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { rememberInn } from './remember-inn';

type Values = z.input<typeof innCheckForm>;
type Output = z.output<typeof innCheckForm>;

/**
 * «Проверить налоги по ИНН»: the number is checked as typed (10 or 12 digits and the ФНС check
 * digits), saved for this browser's user (a new anonymous one when nobody is signed in), and the
 * visitor goes to /taxes/list, where the registry lookup runs.
 */
export function InnCheckForm() {
  const id = useId();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [navigating, startNavigation] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, Output>({
    resolver: useLazyZodResolver(() => import('@/lib/validation/inn').then((m) => m.innCheckForm)),
    defaultValues: { inn: '' },
    mode: 'onTouched',
  });
  const busy = formState.isSubmitting || navigating;

  const submit = handleSubmit(async ({ inn }) => {
    setFailure(null);
    try {
      await rememberInn(inn, queryClient);
    } catch (error) {
      if (error instanceof ApiError && error.fields.data)
        setError('inn', { type: 'server', message: error.fields.data }, { shouldFocus: true });
      else setFailure(error instanceof ApiError ? error.errorDesc : 'Не удалось сохранить ИНН. Попробуйте снова');
      return;
    }
    startNavigation(() => router.push('/taxes/list'));
  });

  return (
    <form
      className="form"
      method="post"
      noValidate
      aria-label="Проверка налогов по ИНН"
      aria-busy={busy || undefined}
      onSubmit={(e) => {
        if (busy) e.preventDefault();
        else void submit(e);
      }}
    >
      <FormAlert message={failure} />
      <Field id={`${id}-inn`} label="ИНН" hint="12 цифр у человека, 10 у организации" error={formState.errors.inn?.message}>
        {(aria) => (
          <input {...aria} {...register('inn')} className="input" inputMode="numeric" autoComplete="off" maxLength={14} />
        )}
      </Field>
      <BusyButton busy={busy} busyText="Сохраняем ИНН…">
        Проверить налоги
      </BusyButton>
    </form>
  );
}
