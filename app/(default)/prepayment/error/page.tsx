import type { Metadata } from 'next';
import Link from 'next/link';
import { paymentListLink } from '@/components/fines/charge-href';
import { LazySessionGuard } from '@/components/auth/lazy-session-guard';
import { PaymentLines, TestPaymentBadge } from '@/components/payments/payment-lines';
import { prepaymentHref } from '@/components/payments/prepayment-href';
import { Notice } from '@/components/ui/notice';
import { loadPaymentFor } from '../_lib/load-payment';
import { OWN_REASONS } from '@/lib/domain/payment-reasons';
import { payableWords } from '@/lib/domain/payable';
import type { PaymentDto } from '@/lib/contract/payments';
import { outageAware } from '@/lib/server/pages/outage-aware';

export const dynamic = 'force-dynamic';

/** Reasons that mean the charges did not stay unpaid: paid (from another account too) or sent to the bailiffs meanwhile. */
const CHARGES_SETTLED_ELSEWHERE = new Set<string>([OWN_REASONS.noLongerPayable, OWN_REASONS.paidElsewhere]);

/** The page's heading and title: returned, cancelled by the person, or failed. */
function outcomeHeading(payment: PaymentDto): string {
  if (payment.state === 'refunded') return `Платёж № ${payment.id} возвращён`;
  if (payment.reason === OWN_REASONS.canceledByUser) return `Платёж № ${payment.id} отменён`;
  return `Платёж № ${payment.id} не прошёл`;
}

/** The tab's title is the page's heading. */
async function loadMetadata({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}): Promise<Metadata> {
  const { payment } = await loadPaymentFor('/prepayment/error', await searchParams);
  return { title: outcomeHeading(payment), robots: { index: false, follow: false } };
}

/**
 * /prepayment/error?payment=ID — a payment that took no money (canceled, failed) or gave it back
 * (refunded): why, in words a person can act on, and «Попробовать ещё раз» for the same charges.
 * Any other state is sent to its own page.
 */
async function PrepaymentErrorPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { payment } = await loadPaymentFor('/prepayment/error', await searchParams);
  const words = payableWords(payment.items.map((i) => i.kind));
  const back = paymentListLink(
    payment.items.map((i) => i.kind),
    payment.organizationId,
  );
  const refunded = payment.state === 'refunded';
  return (
    <div className="stack">
      <h1>{outcomeHeading(payment)}</h1>
      <LazySessionGuard />
      {payment.sandbox && <TestPaymentBadge />}
      <section className="card stack" aria-labelledby="failed-lines">
        <Notice tone={refunded ? 'info' : 'danger'} role="alert">
          <p>{payment.reasonText}</p>
          {/* A charge paid or sent to the bailiffs meanwhile is not «left unpaid»: its reason says what happened. */}
          {!refunded && !CHARGES_SETTLED_ELSEWHERE.has(payment.reason ?? '') && (
            <p>
              Деньги не списаны. {words.sum}{' '}
              {words.one
                ? 'остался неоплаченным — его можно оплатить снова.'
                : 'остались неоплаченными — их можно оплатить снова.'}
            </p>
          )}
        </Notice>
        <h2 id="failed-lines">{refunded ? 'Что было оплачено' : 'Что оплачивали'}</h2>
        <PaymentLines lines={payment.items} />
        <div className="button-row">
          <Link
            className="button"
            href={prepaymentHref(
              payment.items.map((i) => i.uin),
              [],
              payment.organizationId ?? undefined,
            )}
          >
            Попробовать ещё раз
          </Link>
          <Link className="button button--secondary" href={back.href}>
            {back.label}
          </Link>
        </div>
      </section>
    </div>
  );
}

export const generateMetadata = outageAware(loadMetadata);
export default outageAware(PrepaymentErrorPage);
