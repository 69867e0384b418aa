import type { Metadata } from 'next';
import Link from 'next/link';
import { paymentListLink } from '@/components/fines/charge-href';
import { LazySessionGuard } from '@/components/auth/lazy-session-guard';
import { PaymentLines, PaymentTotals, TestPaymentBadge } from '@/components/payments/payment-lines';
import type { PaymentItemDto } from '@/lib/contract/payments';
import { loadPaymentFor } from '../_lib/load-payment';
import { payableWords } from '@/lib/domain/payable';
import { outageAware } from '@/lib/server/pages/outage-aware';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Платёж прошёл', robots: { index: false, follow: false } };

/** Where each paid charge stands: confirmed by ГИС ГМП, or paid and waiting for it. */
function registryNote(item: PaymentItemDto) {
  const confirmed = item.chargeStatus === 'paid' || item.chargeStatus === 'closed';
  return (
    <p className={confirmed ? 'success-note' : 'muted'}>
      {confirmed ? 'Оплата подтверждена в ГИС ГМП' : 'Оплачен, ждём подтверждения из ГИС ГМП'}
    </p>
  );
}

/**
 * /prepayment/success?payment=ID — a payment whose money was taken: what was paid, the fees, the
 * receipt address, and, for each charge, «оплачен, ждём подтверждения из ГИС ГМП» until the
 * registry confirms it. Any other state is sent to its own page.
 */
async function PrepaymentSuccessPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { payment } = await loadPaymentFor('/prepayment/success', await searchParams);
  const words = payableWords(payment.items.map((i) => i.kind));
  const back = paymentListLink(
    payment.items.map((i) => i.kind),
    payment.organizationId,
  );
  return (
    <div className="stack">
      <h1>Платёж № {payment.id} прошёл</h1>
      <LazySessionGuard />
      {payment.sandbox && <TestPaymentBadge />}
      <section className="card stack" aria-labelledby="paid-lines">
        <p className="success-note" role="status">
          Оплата принята. {words.sum} {words.one ? 'отмечен' : 'отмечены'} «Оплачен, ждём подтверждения из ГИС ГМП» — повторно
          платить не нужно.
        </p>
        <h2 id="paid-lines">Оплачено</h2>
        <PaymentLines lines={payment.items.map((item) => ({ ...item, note: registryNote(item) }))} />
        <PaymentTotals kinds={payment.items.map((i) => i.kind)} {...payment} />
        <p className="muted">
          Квитанцию пришлём на {payment.receiptEmail}. ГИС ГМП обычно подтверждает оплату в течение нескольких рабочих дней.
        </p>
        <div className="button-row">
          <Link className="button" href={back.href}>
            {back.label}
          </Link>
          <Link className="button button--secondary" href="/profile#payments">
            История платежей
          </Link>
        </div>
      </section>
    </div>
  );
}

export default outageAware(PrepaymentSuccessPage);
