'use client';

import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/api-client/client';
import { lookupUin } from '@/api-client/fine-details';
import type { uinInfoQuery, UinInfoFormValues } from '@/lib/validation/fine-details';
import { useLazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import type { MapConfig } from '@/components/map/map-config';
import type { UinLookupAnswer } from '@/lib/contract/uin-lookup';
import { BusyButton } from '@/components/ui/busy-button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { UinResult } from './uin-result';
import styles from './uin-lookup.module.css';

type Output = z.output<typeof uinInfoQuery>;

interface UinLookupProps {
  /** `fine`: fines and bailiff orders (`GET fine/uinInfo`); `tax`: tax charges (`GET tax/uinInfo`). */
  kind: 'fine' | 'tax';
  /** The offence map's tile source (from the page), or null. */
  map?: MapConfig;
  /** The lookup the server made for the page's address (`?uin=`: the form sent without JavaScript). */
  answered?: UinLookupAnswer | null;
}

/** Where the form goes without JavaScript: the page itself, at the lookup's section. */
const PAGE = { fine: '/fines#fines-by-uin', tax: '/taxes#taxes-by-uin' } as const;

const LABELS = {
  fine: { label: 'УИН штрафа', hint: '20 или 25 цифр из постановления, например 18810177250101000026' },
  tax: { label: 'УИН начисления', hint: '20 или 25 цифр из налогового уведомления, например 18207701250101000014' },
} as const;

/**
 * Lookup by УИН (spec §7) for anyone, signed in or not: the number is checked as typed — length
 * and the check digit (both passes) with a message naming the problem — before anything is sent;
 * then the charge is shown in full with «Оплатить» while it can be paid, or «не найдено». For the
 * public fines and taxes pages. Without JavaScript the form is a GET of the page (`?uin=`), which
 * answers the lookup itself (`answered`); a lookup made here replaces that answer.
 */
export function UinLookup({ kind, map = null, answered = null }: UinLookupProps) {
  const id = useId();
  const { register, handleSubmit, setError, formState } = useForm<UinInfoFormValues, unknown, Output>({
    resolver: useLazyZodResolver(() => import('@/lib/validation/fine-details').then((m) => m.uinInfoQuery)),
    defaultValues: { uin: answered?.uin ?? '' },
    mode: 'onTouched',
  });
  const lookup = useMutation({
    mutationFn: async (uin: string) => ({ uin, info: await lookupUin(kind, uin), at: Date.now() }),
    onError: (error) => {
      if (error instanceof ApiError && error.fields.uin) setError('uin', { type: 'server', message: error.fields.uin });
    },
  });
  const busy = lookup.isPending;
  const submit = handleSubmit(
    ({ uin }) => {
      if (!busy) lookup.mutate(uin);
    },
    // A number refused as typed: the answer for the previous one must not stay under its error.
    () => lookup.reset(),
  );
  // The server's answer stands until this page makes a lookup of its own (or refuses a number).
  const fromServer = lookup.isIdle && !formState.isSubmitted ? answered : null;
  const failure =
    lookup.error instanceof ApiError && !lookup.error.fields.uin
      ? lookup.error.errorDesc
      : lookup.error
        ? 'Не удалось проверить УИН. Попробуйте снова'
        : (fromServer?.error ?? null);
  const result =
    lookup.data ?? (fromServer?.info ? { uin: fromServer.uin, info: fromServer.info, at: fromServer.receivedAt ?? 0 } : null);

  return (
    <div className={styles.lookup}>
      <form
        className="form"
        method="get"
        action={PAGE[kind]}
        noValidate
        aria-label={`Поиск по ${LABELS[kind].label}`}
        aria-busy={busy || undefined}
        onSubmit={(e) => void submit(e)}
      >
        <div className={styles.row}>
          <Field
            id={`${id}-uin`}
            label={LABELS[kind].label}
            hint={LABELS[kind].hint}
            error={formState.errors.uin?.message ?? fromServer?.fieldError}
          >
            {(aria) => (
              <input
                {...aria}
                {...register('uin')}
                // The page's answer to `?uin=` shows the number in the HTML itself, before (or without) the scripts.
                defaultValue={answered?.uin}
                className={`input ${styles.input}`}
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
              />
            )}
          </Field>
          <BusyButton busy={busy} busyText="Ищем начисление в ГИС ГМП…" worksWithoutScripts>
            Найти
          </BusyButton>
        </div>
      </form>
      <FormAlert message={failure} />
      {result && <UinResult uin={result.uin} info={result.info} map={map} receivedAt={result.at} kind={kind} />}
    </div>
  );
}
