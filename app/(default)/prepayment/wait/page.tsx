import type { Metadata } from 'next';
import { LazySessionGuard } from '@/components/auth/lazy-session-guard';
import { PaymentLines, PaymentTotals, TestPaymentBadge } from '@/components/payments/payment-lines';
import { PaymentWait } from '@/components/payments/payment-wait';
import { paymentPageHref } from '@/components/payments/prepayment-href';
import { loadPaymentFor } from '../_lib/load-payment';

// A payment's real state, read on every request: never prerendered or cached.
export const dynamic = 'force-dynamic';

/** How often the page reloads itself when scripts are off. */
const NO_SCRIPT_REFRESH_SECONDS = 5;

export const metadata: Metadata = { title: 'Ждём подтверждения оплаты', robots: { index: false, follow: false } };

/**
 * /prepayment/wait?payment=ID — where the gateway returns the person: follows the payment (read back
 * from the gateway on every poll) until its outcome is known, then shows the success or error page.
 * A payment already finished goes straight to its page.
 */
export default async function PrepaymentWaitPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const initial = await loadPaymentFor('/prepayment/wait', await searchParams, true);
  const { payment } = initial;
  return (
    <div className="stack">
      <h1>Платёж № {payment.id}: ждём подтверждения</h1>
      <LazySessionGuard />
      {payment.sandbox && <TestPaymentBadge />}
      <section className="card stack" aria-label="Состояние платежа">
        <PaymentWait initial={initial} />
        {/* Without scripts nothing polls: the page reloads itself (Chromium and Firefox honour this
            refresh in the body) and says how to go on by hand. */}
        <noscript>
          <meta httpEquiv="refresh" content={String(NO_SCRIPT_REFRESH_SECONDS)} />
          <p>
            Без JavaScript страница обновляется раз в {NO_SCRIPT_REFRESH_SECONDS} секунд.{' '}
            <a href={paymentPageHref('/prepayment/wait', payment.id)}>Обновить сейчас</a>
            {payment.confirmationUrl && payment.gatewayStatus === 'pending' && (
              <>
                {' · '}
                <a href={payment.confirmationUrl} rel="external">
                  Вернуться к оплате
                </a>
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
