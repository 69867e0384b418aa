'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, useTransition, type FormEvent } from 'react';
import { useForm, type FieldErrors, type UseFormSetError } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import type * as z from 'zod/mini';
import { ApiError } from '@/api-client/client';
import { DOCUMENT_KINDS } from '@/lib/domain/document-kinds';
import type { fineCheckForm, FineCheckFormValues } from '@/lib/validation/sts';
import { useLazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { DocumentField } from '@/components/documents/document-field';
import { VehiclePlateFields } from '@/components/documents/vehicle-plate-fields';
import { useAppRouter } from '@/components/layout/use-app-router';
import { BusyButton } from '@/components/ui/busy-button';
import { BUTTONS } from '@/lib/contract/tracking';
import { Notice } from '@/components/ui/notice';
import { ConsentNote } from '@/components/legal/consent-note';
import { rememberSts } from './remember-sts';

type Output = z.output<typeof fineCheckForm>;
type FieldName = keyof FineCheckFormValues;

const FIELD_NAMES: readonly FieldName[] = ['sts', 'vehiclePlateNumber', 'vehiclePlateRegion'];
const FIELD_LABELS: Record<FieldName, string> = {
  sts: 'Номер СТС',
  vehiclePlateNumber: 'Госномер',
  vehiclePlateRegion: 'Регион',
};
const UNEXPECTED_ERROR = 'Что-то пошло не так. Попробуйте снова';

/** Where the form posts when the page's scripts are not running (app/check/route.ts). */
export const CHECK_FORM_ACTION = '/check';

/** Messages of a previous no-JavaScript submission, by field (`_` for the whole form). */
export type CheckFormMessages = Partial<Record<FieldName | '_', string>>;

/**
 * The home page check: СТС, plate number and region, validated with the shared schema. On success
 * the certificate is saved for this browser's user and the visitor goes to their fines list.
 * Server field errors appear under the field, anything else in the form above its button (kept
 * until the next try, announced at once). Without JavaScript the
 * same form posts to /check (method="post", so nothing typed lands in the address) and the
 * server's messages come back as `messages`, with what was typed as `values`: listed above the
 * form, and each under its field, which is marked invalid, as the scripts would mark it.
 */
export function FineCheckForm({
  messages = {},
  values = {},
}: {
  messages?: CheckFormMessages;
  values?: Partial<FineCheckFormValues>;
}) {
  const router = useAppRouter();
  const queryClient = useQueryClient();
  // The button stays busy until the list page has loaded, not only until the API answered.
  const [navigating, startNavigation] = useTransition();
  // A new object on every render would put the server's messages back after each correction.
  const serverErrors = useMemo(() => fieldErrorsOf(messages), [messages]);
  const { control, handleSubmit, setError, formState } = useForm<FineCheckFormValues, unknown, Output>({
    resolver: useLazyZodResolver(() => import('@/lib/validation/sts').then((m) => m.fineCheckForm)),
    defaultValues: { sts: '', vehiclePlateNumber: '', vehiclePlateRegion: '', ...values },
    errors: serverErrors,
    mode: 'onTouched',
  });
  const pending = formState.isSubmitting || navigating;
  // The form's own refusal (too many checks, the service down, no connection): not a field's.
  const [formError, setFormError] = useState<string | null>(null);
  // Only one check form is on a page, so a fixed prefix keeps the input ids stable (`check-sts`).
  const field = { control, idPrefix: 'check' };

  async function onSubmit(values: Output) {
    setFormError(null);
    try {
      await rememberSts(values, queryClient);
    } catch (error) {
      setFormError(showServerError(error, setError));
      return;
    }
    startNavigation(() => {
      router.push('/fines/list');
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (pending) {
      event.preventDefault(); // the button stays focusable while busy; a second press does nothing
      return;
    }
    void handleSubmit(onSubmit)(event);
  }

  const earlier = Object.entries(messages) as [FieldName | '_', string][];
  // Back from a refused post: the page opens at the first field the server named, whose message a
  // screen reader then reads with it (see CHECK_REFUSED_PATH: no fragment then, or autofocus is skipped).
  const firstWrong = FIELD_NAMES.find((name) => messages[name]);
  return (
    <form
      className="form"
      method="post"
      action={CHECK_FORM_ACTION}
      noValidate
      onSubmit={submit}
      aria-label="Проверка штрафов по СТС"
      aria-busy={pending || undefined}
    >
      {earlier.length > 0 && (
        <Notice tone="danger" role="alert">
          {earlier.map(([name, message]) => (
            <p key={name}>{name === '_' ? message : `${FIELD_LABELS[name]}: ${message}`}</p>
          ))}
        </Notice>
      )}
      <DocumentField
        {...field}
        name="sts"
        label="Номер СТС"
        hint="Свидетельство о регистрации ТС: 10 знаков, серия и номер"
        mask={DOCUMENT_KINDS.sts.mask}
        placeholder="99 04 449114"
        autoFocus={firstWrong === 'sts'}
      />
      <VehiclePlateFields {...field} plateLabel="Госномер" autoFocusField={firstWrong === 'sts' ? undefined : firstWrong} />
      <FormAlert message={formError} />
      <BusyButton busy={pending} busyText="Проверяем данные…" track={BUTTONS.checkFines} worksWithoutScripts>
        Проверить штрафы
      </BusyButton>
      <ConsentNote action="Проверить штрафы" />
    </form>
  );
}

/** The server's messages for the fields (`_` is the form's own), as the form's errors; undefined when there are none. */
function fieldErrorsOf(messages: CheckFormMessages): FieldErrors<FineCheckFormValues> | undefined {
  const named = FIELD_NAMES.filter((name) => messages[name]);
  if (named.length === 0) return undefined;
  return Object.fromEntries(named.map((name) => [name, { type: 'server', message: messages[name] }]));
}

/** Puts server field errors under their fields; answers the form's own message for anything else (null when the fields say it). */
function showServerError(error: unknown, setError: UseFormSetError<FineCheckFormValues>): string | null {
  if (!(error instanceof ApiError)) return UNEXPECTED_ERROR;
  const withMessages = FIELD_NAMES.filter((name) => error.fields[name]);
  withMessages.forEach((name, index) =>
    setError(name, { type: 'server', message: error.fields[name] }, { shouldFocus: index === 0 }),
  );
  return withMessages.length === 0 ? error.errorDesc : null;
}
