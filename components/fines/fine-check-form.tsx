'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Controller, useForm, type Control, type UseFormSetError } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { ApiError } from '@/api-client/client';
import { plateNumberMask, regionMask, stsMask, type PatternMaskOptions } from '@/lib/domain/masks';
import { fineCheckForm, type FineCheckFormValues } from '@/lib/validation/sts';
import { Field } from '@/components/ui/field';
import { MaskedInput } from '@/components/ui/masked-input';
import { Spinner } from '@/components/ui/spinner';
import { rememberSts } from './remember-sts';

type Output = z.output<typeof fineCheckForm>;
type FieldName = keyof FineCheckFormValues;

const FIELD_NAMES: readonly FieldName[] = ['sts', 'vehiclePlateNumber', 'vehiclePlateRegion'];
const UNEXPECTED_ERROR = 'Что-то пошло не так. Попробуйте снова';

/**
 * The home page check: СТС, plate number and region, validated with the shared schema. On success
 * the certificate is saved for this browser's user and the visitor goes to their fines list.
 * Server field errors appear under the field, anything else as a toast.
 */
export function FineCheckForm() {
  const router = useRouter();
  const queryClient = useQueryClient();
  // The button stays busy until the list page has loaded, not only until the API answered.
  const [navigating, startNavigation] = useTransition();
  const { control, handleSubmit, setError, formState } = useForm<FineCheckFormValues, unknown, Output>({
    resolver: zodResolver(fineCheckForm),
    defaultValues: { sts: '', vehiclePlateNumber: '', vehiclePlateRegion: '' },
  });
  const pending = formState.isSubmitting || navigating;

  async function onSubmit(values: Output) {
    try {
      await rememberSts(values, queryClient);
    } catch (error) {
      showServerError(error, setError);
      return;
    }
    startNavigation(() => router.push('/fines/list'));
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Проверка штрафов по СТС">
      <MaskedField
        control={control}
        name="sts"
        label="Номер СТС"
        hint="Свидетельство о регистрации ТС: 10 знаков, серия и номер"
        mask={stsMask}
        placeholder="99 04 449114"
      />
      <div className="form__row">
        <MaskedField control={control} name="vehiclePlateNumber" label="Госномер" mask={plateNumberMask} placeholder="А123ВС" />
        <MaskedField
          control={control}
          name="vehiclePlateRegion"
          label="Регион"
          mask={regionMask}
          placeholder="77"
          inputMode="numeric"
        />
      </div>
      <div>
        <button type="submit" className="button button--block" disabled={pending}>
          {pending && <Spinner />}
          Проверить штрафы
        </button>
        <span className="visually-hidden" role="status">
          {pending ? 'Проверяем данные…' : ''}
        </span>
      </div>
    </form>
  );
}

interface MaskedFieldProps {
  control: Control<FineCheckFormValues, unknown, Output>;
  name: FieldName;
  label: string;
  hint?: string;
  mask: PatternMaskOptions;
  placeholder: string;
  inputMode?: 'text' | 'numeric';
}

/** One masked input of the check form wired to react-hook-form. */
function MaskedField({ control, name, label, hint, mask, placeholder, inputMode = 'text' }: MaskedFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={`check-${name}`} label={label} hint={hint} error={fieldState.error?.message}>
          {(aria) => (
            <MaskedInput
              {...aria}
              mask={mask}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              placeholder={placeholder}
              inputMode={inputMode}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          )}
        </Field>
      )}
    />
  );
}

/** Puts server field errors under their fields; anything else becomes a toast. */
function showServerError(error: unknown, setError: UseFormSetError<FineCheckFormValues>): void {
  if (!(error instanceof ApiError)) {
    toast.error(UNEXPECTED_ERROR);
    return;
  }
  const withMessages = FIELD_NAMES.filter((name) => error.fields[name]);
  withMessages.forEach((name, index) => setError(name, { type: 'server', message: error.fields[name] }, { shouldFocus: index === 0 }));
  if (withMessages.length === 0) toast.error(error.errorDesc);
}
