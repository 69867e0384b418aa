'use client';

import { useRouter } from 'next/navigation';
import { leavePageFor } from '@/api-client/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreatePayment } from '@/api-client/payments';
import { ApiError } from '@/api-client/client';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import { formatRubles } from '@/lib/domain/money';
import { useLazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { BusyButton, MSG_SCRIPTS_NEEDED_TO_PAY_BY_CARD } from '@/components/ui/busy-button';
import { BUTTONS } from '@/lib/contract/tracking';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Notice } from '@/components/ui/notice';
import { newAttemptKey } from './attempt-key';
import { paymentPageHref } from './prepayment-href';

/** Refusals that mean the page's quote is out of date: it is read again from the server. */
const STALE_PAGE_CODES = new Set(['price_changed', 'payment_in_progress', 'not_payable']);

// The e-mail part of the API's schema: the form checks exactly what the server will.

interface CheckoutFormProps {
  /** The charges to pay (all payable, as the page checked them). */
  uins: readonly string[];
  totalKopeks: number;
  /** The account's address, offered for the receipt. */
  defaultEmail: string;
  /** Set when some charge was already paid: the person must confirm paying again. */
  repeatWarning: string | null;
  /** The organization whose charges these are (a fleet's bulk payment); absent: the person's own. */
  organization?: number;
}

/**
 * The receipt e-mail and «Оплатить …»: starts the payment (one attempt key per press, so a double
 * click or a retried request makes one payment), then goes to the gateway's page — after putting
 * the wait page in place of this one in the history, so «Назад» from the gateway lands on the
 * payment's real state, never on a form that could pay again. A charge paid already must be
 * confirmed with «Да, оплатить ещё раз» first. The total shown goes with the press: when the server
 * prices another one now, nothing is paid and the page shows the new sum.
 */
export function CheckoutForm({ uins, totalKopeks, defaultEmail, repeatWarning, organization }: CheckoutFormProps) {
  const id = useId();
  const router = useRouter();
  const attempt = useRef<string | null>(null);
  // Set synchronously on submit, so a second press before React re-renders is ignored too.
  const inFlight = useRef(false);
  const create = useCreatePayment();
  const [warning, setWarning] = useState(repeatWarning);
  const [confirmed, setConfirmed] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver: useLazyZodResolver(() => import('@/lib/validation/payments').then((m) => m.receiptForm)),
    // No defaultValues: the address is the input's own default (in the server's HTML), and the form
    // reads the field when its scripts start, so what was typed before that is kept, not replaced.
    mode: 'onTouched',
  });
  const busy = create.isPending || leaving;

  // A page restored from the back-forward cache would show a stale form: load it afresh instead.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const pay = async ({ email }: { email: string }) => {
    setFormError(null);
    if (warning && !confirmed) {
      setFormError('Отметьте «Да, оплатить ещё раз» или вернитесь к списку штрафов.');
      inFlight.current = false;
      return;
    }
    attempt.current ??= newAttemptKey();
    try {
      const payment = await create.mutateAsync({
        uins,
        email,
        attempt: attempt.current,
        confirm: confirmed,
        organization,
        total: totalKopeks,
      });
      setLeaving(true);
      if (payment.state === 'pending' && payment.confirmationUrl) {
        window.history.replaceState(null, '', paymentPageHref('/prepayment/wait', payment.id));
        // The gateway's page is another site: a page load marked external (spec §2).
        leavePageFor(payment.confirmationUrl, { external: true });
      } else {
        router.replace(paymentPageHref(payment.page, payment.id));
      }
    } catch (error) {
      inFlight.current = false;
      attempt.current = null; // nothing was paid with this key: the next press is a new attempt
      if (error instanceof ApiError && error.code === 'confirm_required') {
        setWarning(error.errorDesc);
        setConfirmed(false);
      } else {
        setFormError(error instanceof ApiError ? error.errorDesc : MSG_CREDENTIALS_CHECK_FAILED);
        // The page is out of date — the sum changed (a discount ended at midnight), a charge went into
        // a payment from another tab or is no longer payable: it is priced again, the message stays,
        // and its notice links to the payment that holds the charge.
        if (error instanceof ApiError && STALE_PAGE_CODES.has(error.code)) router.refresh();
      }
    }
  };

  return (
    <form
      className="form"
      method="post"
      noValidate
      aria-label="Оплата картой"
      onSubmit={(e) => {
        e.preventDefault();
        if (inFlight.current || busy) return;
        inFlight.current = true;
        void handleSubmit(pay, () => (inFlight.current = false))(e);
      }}
    >
      <FormAlert message={formError} />
      <Field
        id={`${id}-email`}
        label="E-mail для квитанции"
        hint="Пришлём квитанцию об оплате на этот адрес"
        error={formState.errors.email?.message}
      >
        {(aria) => (
          <input
            {...aria}
            {...register('email')}
            defaultValue={defaultEmail}
            className="input"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      {warning && (
        <Notice tone="warning" role="alert">
          <p>{warning}</p>
          <label className="split-row" style={{ justifyContent: 'flex-start' }}>
            <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
            Да, оплатить ещё раз
          </label>
        </Notice>
      )}
      <BusyButton
        busy={busy}
        busyText={leaving ? 'Переходим на страницу оплаты…' : 'Создаём платёж…'}
        track={BUTTONS.pay}
        scriptsNeeded={MSG_SCRIPTS_NEEDED_TO_PAY_BY_CARD}
      >
        Оплатить {formatRubles(totalKopeks)}
      </BusyButton>
    </form>
  );
}
