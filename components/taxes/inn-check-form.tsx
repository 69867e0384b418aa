'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useMemo, useState, useTransition } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
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

/** Where the form posts without scripts (app/check/inn/route.ts). */
export const INN_CHECK_FORM_ACTION = '/check/inn';

/** A refusal of the post without scripts, as /taxes read it back: about the number or the whole form, and what was typed. */
export interface InnCheckRefusalProps {
  inn?: string;
  form?: string;
  typed: string;
}

/**
 * «Проверить налоги по ИНН»: the number is checked as typed (10 or 12 digits and the ФНС check
 * digits), saved for this browser's user (a new anonymous one when nobody is signed in), and the
 * visitor goes to /taxes/list, where the registry lookup runs. Without JavaScript the form posts
 * to INN_CHECK_FORM_ACTION, which does the same; its refusal comes back as `refused`: the message
 * under the field (or above the button) and the number typed in the field.
 */
export function InnCheckForm({ refused }: { refused?: InnCheckRefusalProps | null }) {
  const id = useId();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [navigating, startNavigation] = useTransition();
  const [failure, setFailure] = useState<string | null>(refused?.form ?? null);
  // A new object on every render would put the server's message back after each correction.
  const serverErrors = useMemo<FieldErrors<Values> | undefined>(
    () => (refused?.inn ? { inn: { type: 'server', message: refused.inn } } : undefined),
    [refused],
  );
  const typed = refused?.typed ?? '';
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, Output>({
    resolver: useLazyZodResolver(() => import('@/lib/validation/inn').then((m) => m.innCheckForm)),
    defaultValues: { inn: typed },
    errors: serverErrors,
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
      action={INN_CHECK_FORM_ACTION}
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
          <input
            {...aria}
            // In the server's HTML too: without scripts nothing else would fill the field.
            defaultValue={typed || undefined}
            // Back from a refused post: the page opens at the field, whose message a screen reader
            // then reads with it (an alert already on the page at load is seldom announced).
            autoFocus={Boolean(refused?.inn)}
            {...register('inn')}
            className="input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
          />
        )}
      </Field>
      <BusyButton busy={busy} busyText="Сохраняем ИНН…" worksWithoutScripts>
        Проверить налоги
      </BusyButton>
    </form>
  );
}
