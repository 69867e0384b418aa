'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useCancelPayment, usePaymentStatus, type PaymentStatus } from '@/api-client/payments';
import { ApiError, isRefusal } from '@/api-client/client';
import { isActiveState } from '@/lib/domain/payment-state';
import { MSG_RETRYING_CONNECTION } from '@/lib/domain/messages';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { paymentPageHref } from './prepayment-href';
import styles from './payments.module.css';

/**
 * After this long without an outcome, the page offers to go back to the payment page or cancel: a
 * quick bank's answer comes first (no buttons flash by), and a person back from the bank's page
 * without paying is not left reading «ждём» for long. Cancelling asks once more either way.
 */
const OFFER_AFTER_MS = 2_000;

/**
 * What the wait is for. Money authorised but not yet captured may still be released (the fine was
 * paid from another account meanwhile, or is no longer payable: ADR 8), so only a capture under way
 * says the money is being taken.
 */
function waitMessage(gatewayStatus: string | null): string {
  if (gatewayStatus === 'capturing') return 'Банк подтвердил оплату, списываем деньги…';
  if (gatewayStatus === 'waiting_for_capture') return 'Банк подтвердил оплату, проверяем начисления и завершаем платёж…';
  // Also a payment left on the bank's page unpaid: nothing here says the money was sent.
  return 'Ждём ответа банка о платеже…';
}

/**
 * Follows a payment until its outcome is known (the server reads it back from the gateway on every
 * poll, every `wait` seconds), then replaces itself with the page of that outcome. While the payment
 * still waits for the person, it offers «Вернуться к оплате» (the gateway's page) and
 * «Отменить платёж», which asks once more («Да, отменить платёж» / «Не отменять»). Says plainly
 * that nothing is final yet; progress is announced politely.
 */
export function PaymentWait({ initial }: { initial: PaymentStatus }) {
  const router = useRouter();
  const { data, isError, error: pollError } = usePaymentStatus(initial.payment.id, initial);
  const payment = (data ?? initial).payment;
  const cancel = useCancelPayment();
  const [offer, setOffer] = useState(false);
  // «Отменить платёж» asks once more: card details typed on the bank's page may still be processed.
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isActiveState(payment.state)) router.replace(paymentPageHref(payment.page, payment.id));
  }, [payment.state, payment.page, payment.id, router]);

  useEffect(() => {
    const timer = setTimeout(() => setOffer(true), OFFER_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  const onCancel = async () => {
    setError(null);
    try {
      const after = await cancel.mutateAsync(payment.id);
      router.replace(paymentPageHref(after.page, after.id));
    } catch (e) {
      setError(e instanceof ApiError ? e.errorDesc : 'Не удалось отменить платёж. Попробуйте снова');
    }
  };

  return (
    <div className="stack">
      <p className={styles.waitBox} role="status" aria-live="polite">
        <Spinner />
        {waitMessage(payment.gatewayStatus)}
      </p>
      <p className="muted">
        {/* «pending» is also a payment the person left on the bank's page without paying: no promise of money sent. */}
        {payment.gatewayStatus === 'pending'
          ? 'Если вы уже ввели данные карты, не оплачивайте повторно: страница обновится сама, когда банк ответит.'
          : 'Платёж ещё не завершён: не закрывайте страницу и не оплачивайте повторно. Она обновится сама.'}
      </p>
      {isRefusal(pollError) ? (
        <FormAlert message={pollError.errorDesc} />
      ) : (
        isError && <p className="muted">{MSG_RETRYING_CONNECTION}</p>
      )}
      <FormAlert message={error} />
      {offer && payment.confirmationUrl && payment.gatewayStatus === 'pending' && (
        <div className="stack">
          <p>Если вы не завершили оплату на странице банка, вернитесь к ней или отмените платёж.</p>
          {confirming ? (
            <div className="stack" role="group" aria-labelledby="cancel-question">
              <p id="cancel-question">
                Отменить платёж № {payment.id}? Если вы уже ввели данные карты и банк успеет заблокировать сумму, блокировка будет
                снята — срок зависит от банка.
              </p>
              <div className="button-row">
                <button type="button" className="button" disabled={cancel.isPending} onClick={() => void onCancel()}>
                  {cancel.isPending && <Spinner />}
                  Да, отменить платёж
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={cancel.isPending}
                  onClick={() => setConfirming(false)}
                  // The question replaced the button that asked it: the keyboard lands on the safe answer,
                  // so a second Enter does not cancel the payment.
                  autoFocus
                >
                  Не отменять
                </button>
              </div>
            </div>
          ) : (
            <div className="button-row">
              <a className="button" href={payment.confirmationUrl} rel="external">
                Вернуться к оплате
              </a>
              <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
                Отменить платёж
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
