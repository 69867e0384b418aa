import type { Metadata } from 'next';
import { LazySessionGuard } from '@/components/auth/lazy-session-guard';
import { PaymentLines, PaymentTotals, TestPaymentBadge } from '@/components/payments/payment-lines';
import { PaymentWait } from '@/components/payments/payment-wait';
import { paymentPageHref } from '@/components/payments/prepayment-href';
import { Notice } from '@/components/ui/notice';
import { loadPaymentFor } from '../_lib/load-payment';
import { outageAware } from '@/lib/server/pages/outage-aware';

// A payment's real state, read on every request: never prerendered or cached.
export const dynamic = 'force-dynamic';

/** How often the page reloads itself when scripts are off. */
const NO_SCRIPT_REFRESH_SECONDS = 5;

export const metadata: Metadata = { title: 'Ждём подтверждения оплаты', robots: { index: false, follow: false } };

/**
 * «Отменить платёж» without scripts: the same question as the script's, answered by a form post to
 * /prepayment/wait/cancel (same-origin, session and owner checked there) or by going back.
 */
function NoScriptCancelQuestion({ paymentId }: { paymentId: number }) {
  return (
    <section className="card stack" aria-labelledby="cancel-question">
      <h2 id="cancel-question">Отменить платёж № {paymentId}?</h2>
      <p>Если вы уже ввели данные карты и банк успеет заблокировать сумму, блокировка будет снята — срок зависит от банка.</p>
      {/* The id in the address too: a sign-in that ended on the way keeps it in /login's `next`. */}
      <form method="post" action={`/prepayment/wait/cancel?payment=${paymentId}`} className="button-row">
        <input type="hidden" name="payment" value={paymentId} />
        <button type="submit" className="button">
          Да, отменить платёж
        </button>
        <a className="button button--secondary" href={paymentPageHref('/prepayment/wait', paymentId)}>
          Не отменять
        </a>
      </form>
    </section>
  );
}

/**
 * /prepayment/wait?payment=ID — where the gateway returns the person: follows the payment (read back
 * from the gateway on every poll) until its outcome is known, then shows the success or error page.
 * A payment already finished goes straight to its page. Without scripts the page reloads itself and
 * offers «Отменить платёж» by a link to `?cancel=ask` (the question, then a form post); `cancel=busy`
 * says a cancel came too late.
 */
async function PrepaymentWaitPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const initial = await loadPaymentFor('/prepayment/wait', params, true);
  const { payment } = initial;
  const cancellable = payment.confirmationUrl !== null && payment.gatewayStatus === 'pending';
  // `cancel=ask`: the no-script «Отменить платёж» asks once more here, without the refresh that would lose it.
  const asking = params.cancel === 'ask' && cancellable;
  return (
    <div className="stack">
      <h1>Платёж № {payment.id}: ждём подтверждения</h1>
      <LazySessionGuard />
      {payment.sandbox && <TestPaymentBadge />}
      {params.cancel === 'busy' && (
        <Notice tone="warning" role="alert">
          <p>Отменить платёж нельзя: банк уже проводит его. Дождитесь результата.</p>
        </Notice>
      )}
      {asking && <NoScriptCancelQuestion paymentId={payment.id} />}
      <section className="card stack" aria-label="Состояние платежа">
        {/* While the question is asked, its page does not also say it «обновится сама» or spin. */}
        {asking ? <p>Платёж ещё не завершён: банк не ответил.</p> : <PaymentWait initial={initial} />}
        {/* Without scripts nothing polls: the page reloads itself (Chromium and Firefox honour this
            refresh in the body) and says how to go on by hand. */}
        <noscript>
          {/* To the plain address: a `cancel=busy` note is not repeated on every reload. */}
          {!asking && (
            <meta
              httpEquiv="refresh"
              content={`${NO_SCRIPT_REFRESH_SECONDS};url=${paymentPageHref('/prepayment/wait', payment.id)}`}
            />
          )}
          <p>
            {asking
              ? 'Страница не обновляется, пока вы решаете.'
              : `Без JavaScript страница обновляется раз в ${NO_SCRIPT_REFRESH_SECONDS} секунд.`}{' '}
            <a href={paymentPageHref('/prepayment/wait', payment.id)}>Обновить сейчас</a>
            {cancellable && !asking && (
              <>
                {' · '}
                <a href={payment.confirmationUrl!} rel="external">
                  Вернуться к оплате
                </a>
                {' · '}
                <a href={`${paymentPageHref('/prepayment/wait', payment.id)}&cancel=ask`}>Отменить платёж</a>
              </>
            )}
          </p>
        </noscript>
      </section>
      <section className="card stack" aria-labelledby="wait-lines">
        <h2 id="wait-lines">Что оплачиваем</h2>
        <PaymentLines lines={payment.items} />
        <PaymentTotals kinds={payment.items.map((i) => i.kind)} {...payment} />
      </section>
    </div>
  );
}

export default outageAware(PrepaymentWaitPage);
