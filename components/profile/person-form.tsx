'use client';

import type * as z from 'zod/mini';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toasts';
import { useAccountMutations } from '@/api-client/accounts';
import type { UserDto } from '@/lib/contract/accounts';
import { formatDateRu } from '@/lib/domain/dates';
import { birthDateMask } from '@/lib/domain/masks';
import type { personInput, PersonFormValues } from '@/lib/validation/person';
import { useLazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { applyServerError } from '@/components/auth/server-error';
import { SubmitButton } from '@/components/auth/submit-button';
import { TextField } from '@/components/auth/text-field';
import { Field } from '@/components/ui/field';
import { MaskedInput } from '@/components/ui/masked-input';
import { showProfileError } from './show-error';

/**
 * The person's full name and date of birth (`POST /105/api/user/person`), checked as typed with
 * the server's schema (spec §5: three Cyrillic words; a real date after 1900 and before today).
 * A legal entity's account (user type 3) names its contact person and is not asked for a date of
 * birth; a date stored earlier is sent back unchanged, since an omitted one would clear it.
 */
export function PersonForm({ user }: { user: UserDto }) {
  const legalEntity = user.userType === 3;
  const { person } = useAccountMutations();
  const { register, control, handleSubmit, getValues, setError, formState } = useForm<
    PersonFormValues,
    unknown,
    z.output<typeof personInput>
  >({
    resolver: useLazyZodResolver(() => import('@/lib/validation/person').then((m) => m.personInput)),
    mode: 'onTouched',
    defaultValues: { fullName: user.fullName ?? '', birthDate: user.birthDate ? formatDateRu(user.birthDate) : '' },
  });
  const { errors } = formState;

  // handleSubmit has validated; the API takes the values as typed (ДД.ММ.ГГГГ) and applies the same schema.
  async function onSubmit(values: PersonFormValues) {
    try {
      await person.mutateAsync({ fullName: values.fullName, birthDate: values.birthDate });
      toast.success('Данные сохранены');
    } catch (error) {
      if (applyServerError(error, setError, ['fullName', 'birthDate']) !== null) showProfileError(error);
    }
  }

  return (
    <form
      className="form"
      method="post"
      noValidate
      aria-label={legalEntity ? 'Контактное лицо' : 'Личные данные'}
      onSubmit={handleSubmit(() => onSubmit(getValues()))}
    >
      <TextField
        id="person-full-name"
        label={legalEntity ? 'Контактное лицо: фамилия, имя и отчество' : 'Фамилия, имя и отчество'}
        autoComplete="name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      {!legalEntity && (
        <Controller
          control={control}
          name="birthDate"
          render={({ field, fieldState }) => (
            <Field id="person-birth-date" label="Дата рождения (необязательно)" error={fieldState.error?.message}>
              {(aria) => (
                <MaskedInput
                  {...aria}
                  mask={birthDateMask}
                  inputMode="numeric"
                  placeholder="ДД.ММ.ГГГГ"
                  autoComplete="bday"
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              )}
            </Field>
          )}
        />
      )}
      <SubmitButton pending={formState.isSubmitting} pendingText="Сохраняем…" secondary>
        Сохранить
      </SubmitButton>
    </form>
  );
}
