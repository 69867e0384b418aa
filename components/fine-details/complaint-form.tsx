'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/api-client/client';
import { reportFineProblem } from '@/api-client/fine-details';
import type { ComplaintDto } from '@/lib/contract/fine-details';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import type { complaintInput, ComplaintFormValues } from '@/lib/validation/fine-details';
import { COMPLAINT_MAX_LENGTH } from '@/lib/domain/limits';
import { useLazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { EmailField } from '@/components/auth/text-field';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { ScriptsNeeded } from '@/components/ui/busy-button';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import styles from './fine-details.module.css';

type Output = z.output<typeof complaintInput>;

/** Said under «Сообщить об ошибке» with JavaScript off. */
export const MSG_REPORT_NEEDS_SCRIPTS = 'Чтобы сообщить об ошибке, включите JavaScript в браузере';

/**
 * «Сообщить об ошибке» (spec §7: PATCH on the fine with `email` and `description`): the form opens
 * under its button, checks as the person types with the API's schema, and after sending says which
 * report was stored and where the confirmation goes. Server field errors land under their field.
 */
export function ComplaintForm({
  fineId,
  defaultEmail = '',
  organizationId,
}: {
  fineId: number;
  defaultEmail?: string;
  /** Set for an organization's charge (its fleet page). */
  organizationId?: number;
}) {
  const id = useId();
  // The form opens and sends by the page's scripts: until they run the button is disabled and says so.
  const scriptsRunning = useScriptsRunning();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<(ComplaintDto & { email: string }) | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, control, reset } = useForm<ComplaintFormValues, unknown, Output>({
    resolver: useLazyZodResolver(() => import('@/lib/validation/fine-details').then((m) => m.complaintInput)),
    defaultValues: { email: defaultEmail, description: '' },
    mode: 'onTouched',
  });
  const length = useWatch({ control, name: 'description' })?.length ?? 0;
  // When the form closes (sent or cancelled) the focus it held goes back to the button that opened
  // it, not to the page's start; the sent note beside it is announced as a status.
  const opener = useRef<HTMLButtonElement>(null);
  const [closedByPerson, setClosedByPerson] = useState(false);
  useEffect(() => {
    if (!open && closedByPerson) opener.current?.focus();
  }, [open, closedByPerson]);
  function close() {
    setClosedByPerson(true);
    setOpen(false);
  }

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const report = await reportFineProblem(fineId, values, organizationId);
      setSent({ ...report, email: values.email });
      close();
      reset({ email: values.email, description: '' });
    } catch (error) {
      if (error instanceof ApiError && (error.fields.email || error.fields.description)) {
        for (const field of ['email', 'description'] as const) {
          const message = error.fields[field];
          if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      } else setFormError(error instanceof ApiError ? error.errorDesc : MSG_CREDENTIALS_CHECK_FAILED);
    }
  });

  return (
    <div className={styles.complaint}>
      {sent && (
        <p className="success-note" role="status">
          Сообщение № {sent.id} отправлено. Подтверждение придёт на {sent.email}.
        </p>
      )}
      {!open ? (
        <>
          <button
            ref={opener}
            type="button"
            className="button button--secondary"
            onClick={() => setOpen(true)}
            aria-expanded={false}
            disabled={!scriptsRunning}
          >
            Сообщить об ошибке
          </button>
          <ScriptsNeeded message={MSG_REPORT_NEEDS_SCRIPTS} />
        </>
      ) : (
        <form className="form" method="post" noValidate aria-label="Сообщить об ошибке в штрафе" onSubmit={(e) => void submit(e)}>
          <p className="muted">
            Расскажите, что не так: штраф уже оплачен, машина продана, неверная сумма или дата. Мы сверим данные с ГИС ГМП и
            ответим на e-mail.
          </p>
          <FormAlert message={formError} />
          <EmailField
            id={`${id}-email`}
            label="E-mail для ответа"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Field
            id={`${id}-description`}
            label="Что не так"
            hint={`${length} из ${COMPLAINT_MAX_LENGTH} символов`}
            error={formState.errors.description?.message}
          >
            {(aria) => (
              <textarea {...aria} {...register('description')} className={`input ${styles.textarea}`} rows={5} autoFocus />
            )}
          </Field>
          <FormActions pending={formState.isSubmitting} submitLabel="Отправить" pendingText="Отправляем…" onCancel={close} />
        </form>
      )}
    </div>
  );
}
