import 'server-only';
import { cache } from 'react';
import { notFound, redirect } from 'next/navigation';
import type { PaymentDto } from '@/lib/contract/payments';
import type { PrepaymentPage } from '@/lib/domain/payment-state';
import { paymentGateway } from '@/lib/server/adapters/payments';
import { getPageUser, redirectToSignIn } from '@/lib/server/accounts/page-auth';
import { getDb } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import { paymentDto, paymentStatus, requireOwnPayment } from '@/lib/server/payments/service';
import { idParam } from '@/lib/validation/common';

/** The `payment` id of a prepayment page's address, or null. */
function paymentIdOf(params: Record<string, string | string[] | undefined>): number | null {
  const parsed = idParam.safeParse(params.payment);
  return parsed.success ? parsed.data : null;
}

/**
 * The signed-in user's payment a prepayment result page shows (`?payment=ID`), verified against the
 * session cookie and the owner — the proxy is never the only check. A payment in another state
 * than the page is for is sent to its own page (README «Страницы оплаты»), so back, forward and
 * reload always land where the real state is. The wait page reads the payment back from the
 * gateway first (`fresh`). Another user's, an unknown or a malformed payment id is a 404; none at
 * all leads to the payment page.
 */
export async function loadPaymentFor(
  page: PrepaymentPage,
  params: Record<string, string | string[] | undefined>,
  fresh = false,
): Promise<{ payment: PaymentDto; wait: number | null }> {
  return loadOnce(page, JSON.stringify(params), fresh);
}

// Once per request for the page and its `<title>` (React's `cache` keys on the query's JSON): the
// wait page's read-back asks the gateway once.
const loadOnce = cache(async (page: PrepaymentPage, paramsJson: string, fresh: boolean) => {
  const params = JSON.parse(paramsJson) as Record<string, string | string[] | undefined>;
  const id = paymentIdOf(params);
  const user = await getPageUser();
  if (!user) return redirectToSignIn(id ? `${page}?payment=${id}` : page);
  // No payment named: the payment page itself. A malformed or repeated one is «не найден», as
  // another user's is (the route guard answers it first with the whole 404 page: lib/proxy/missing-page.ts).
  if (id === null) return params.payment === undefined ? redirect('/prepayment') : notFound();
  const db = await getDb();
  let result: { payment: PaymentDto; wait: number | null };
  try {
    result = fresh
      ? await paymentStatus(db, paymentGateway(), user.userId, id)
      : { payment: await paymentDto(db, await requireOwnPayment(db, user.userId, id)), wait: null };
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') notFound();
    throw error;
  }
  if (result.payment.page !== page) redirect(`${result.payment.page}?payment=${id}`);
  return result;
});
