import type { Metadata } from 'next';
import { formatPercent } from '@/lib/domain/money';
import Link from 'next/link';
import { chargesListHref } from '@/components/fines/charge-href';
import { prepaymentHref } from '@/components/payments/prepayment-href';
import { redirect } from 'next/navigation';
import { LazySessionGuard } from '@/components/auth/lazy-session-guard';
import { CheckoutForm } from '@/components/payments/checkout-form';
import { PaymentLines, PaymentTotals, TestPaymentBadge } from '@/components/payments/payment-lines';
import { Notice } from '@/components/ui/notice';
import type { QuoteLineDto } from '@/lib/contract/payments';
import { formatDateRu } from '@/lib/domain/dates';
import { SERVICE_FEE_RULE } from '@/lib/domain/fee';
import { payableWords } from '@/lib/domain/payable';
import { msgAllCut } from '@/lib/validation/payments';
import { redirectToSignIn } from '@/lib/server/accounts/page-auth';
import { getUser } from '@/lib/server/accounts/service';
import { ownPayments } from '@/lib/server/payments/queries';
import { loadQuote } from './_lib/load-quote';
import { outageAware } from '@/lib/server/pages/outage-aware';

// Personal data and today's prices behind the auth cookie: never prerendered or cached.
export const dynamic = 'force-dynamic';

/** The tab's title says what is paid, as the heading does («Оплата штрафов», «Оплата налога»). */
async function loadMetadata({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}): Promise<Metadata> {
  const loaded = await loadQuote(await searchParams);
  // As the heading: nothing (left) to pay still reads «Оплата штрафов».
  const kinds = loaded?.quote?.lines.map((l) => l.kind) ?? [];
  return { title: payableWords(kinds).heading, robots: { index: false, follow: false } };
}

/** True for a line paid already (through us, or awaiting ГИС ГМП's confirmation). */
const paidAlready = (line: QuoteLineDto) => Boolean(line.paidThroughUsAt) || line.status === 'in_progress';

/** Under a line: the discount's last day, or that the charge was paid already. */
function lineNote(line: QuoteLineDto) {
  if (paidAlready(line)) return <p className="field__error">Уже оплачен — ждём подтверждения из ГИС ГМП</p>;
  if (line.discountPercent && line.discountUntil) {
    return (
      <p className="muted">
        Скидка {formatPercent(line.discountPercent)} при оплате до {formatDateRu(line.discountUntil)} включительно
      </p>
    );
  }
  return null;
}

/**
 * Beside «Да, оплатить ещё раз» when only some of the lines are paid already: the same page without
 * them, so paying the rest never means paying those twice or leaving (a Back to an older page, a
 * second tab, a bookmark brought them here).
 */
function PayOnlyUnpaid({ lines, organization }: { lines: QuoteLineDto[]; organization: number | undefined }) {
  const rest = lines.filter((line) => !paidAlready(line));
  if (rest.length === 0 || rest.length === lines.length) return null;
  return (
    <Notice tone="info">
      <p>
        <Link
          href={prepaymentHref(
            rest.map((line) => line.uin),
            [],
            organization,
          )}
        >
          Оплатить только неоплаченные: {rest.length} из {lines.length}
        </Link>
      </p>
    </Notice>
  );
}

/**
 * /prepayment?uin=…&uin=… — the start of a payment: each selected charge with the amount paid today
 * (the discount where it still applies, Moscow), the service fee per charge (spec §9) and the total;
 * what cannot be paid is named with the reason; a charge paid already must be confirmed; the receipt
 * e-mail and «Оплатить». A payment already in progress for exactly these charges is shown instead.
 */
async function PrepaymentPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const loaded = await loadQuote(params);
  if (!loaded) return redirectToSignIn(`/prepayment?${new URLSearchParams(params as Record<string, string>)}`);
  const { user, db, gateway, organizationId, invalid, allCut, quote } = loaded;
  const [account, [lastPayment]] = await Promise.all([
    getUser(db, user.userId),
    // An account without an e-mail gets the receipt address of its last attempt (a retry after a decline).
    ownPayments(db, user.userId, 1),
  ]);
  if (quote?.activePaymentId) redirect(`/prepayment/wait?payment=${quote.activePaymentId}`);
  // A charge held by another payment of the person's links to that payment, where it is finished or cancelled.
  const problems: { message: string; paymentId?: number }[] = [
    ...invalid.map((message) => ({ message })),
    ...(quote?.problems ?? []),
  ];
  const lines = quote?.lines ?? [];
  const words = payableWords(lines.map((l) => l.kind));

  return (
    <div className="stack">
      <h1>{words.heading}</h1>
      <LazySessionGuard />
      {gateway.sandbox && <TestPaymentBadge />}
      {problems.length > 0 && (
        <Notice tone="warning" role="alert">
          <p>
            {lines.length > 0
              ? 'Не всё из выбранного можно оплатить — эти начисления в платёж не войдут:'
              : 'Выбранное оплатить нельзя:'}
          </p>
          <ul className="notice__list">
            {problems.map((p) => (
              <li key={p.message}>
                {p.message}
                {p.paymentId !== undefined && (
                  <>
                    {' '}
                    <Link href={`/prepayment/wait?payment=${p.paymentId}`}>Открыть платёж № {p.paymentId}</Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </Notice>
      )}
      {allCut && lines.length > 0 && (
        <Notice tone="info">
          <p>{msgAllCut(allCut.taken, allCut.left)}</p>
        </Notice>
      )}
      {quote?.payingElsewhere && lines.length > 0 && (
        <Notice tone="info">
          <p>{quote.payingElsewhere}</p>
        </Notice>
      )}
      {lines.length === 0 ? (
        <section className="card empty">
          <h2>Нечего оплачивать</h2>
          <p className="muted">
            {problems.length > 0
              ? 'Вернитесь к списку, чтобы выбрать другие начисления.'
              : params.all === '1'
                ? 'В этом списке нет неоплаченных начислений: возможно, их уже оплатили или документ удалён.'
                : 'Отметьте неоплаченные штрафы в списке и нажмите «Оплатить выбранные».'}
          </p>
          <Link className="button" href={chargesListHref(organizationId)}>
            К списку штрафов
          </Link>
        </section>
      ) : (
        <>
          <section className="card stack" aria-labelledby="checkout-lines">
            <h2 id="checkout-lines">К оплате на {formatDateRu(quote!.today)}</h2>
            <PaymentLines lines={lines.map((l) => ({ ...l, note: lineNote(l) }))} />
            <PaymentTotals kinds={lines.map((l) => l.kind)} {...quote!} />
            <details>
              <summary>Как считается комиссия сервиса</summary>
              <p className="muted">{SERVICE_FEE_RULE}</p>
            </details>
          </section>
          {quote!.repeatWarning && <PayOnlyUnpaid lines={lines} organization={organizationId} />}
          <section className="card stack" aria-labelledby="checkout-pay">
            <h2 id="checkout-pay">Оплата картой</h2>
            {/* Keyed by what it pays: another selection opened in place (a link here) starts a form of its own, not this one's warning. */}
            <CheckoutForm
              key={lines.map((l) => l.uin).join(',')}
              uins={lines.map((l) => l.uin)}
              totalKopeks={quote!.totalKopeks}
              defaultEmail={account.email ?? lastPayment?.receiptEmail ?? ''}
              repeatWarning={quote!.repeatWarning}
              organization={organizationId}
            />
          </section>
        </>
      )}
    </div>
  );
}

export const generateMetadata = outageAware(loadMetadata);
export default outageAware(PrepaymentPage);
