// POST /prepayment/wait/cancel - «Да, отменить платёж» of the wait page without JavaScript: cancel the person's own payment, then its page
import { paymentGateway } from '@/lib/server/adapters/payments';
import { getPageUser, signInPath } from '@/lib/server/accounts/page-auth';
import { getDb } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import { readForm } from '@/lib/server/http/form';
import { outageAnswer, refuseCrossSitePost, seeOther } from '@/lib/server/http/page-form';
import { cancelOwnPayment } from '@/lib/server/payments/service';
import { paymentPageHref } from '@/components/payments/prepayment-href';
import { idParam } from '@/lib/validation/common';

/**
 * Cancels the payment named by the form's `payment` field, as `POST /105/api/payments/cancel` does
 * with scripts: the same-origin check first (a forging site cannot post it), then the session
 * cookie and the owner — the proxy's guard is not the only check. 303 to the page of the payment's
 * state after it (the error page says «Платёж отменён»); a database that stops answering, the
 * «Сервис временно недоступен» page (503) leading back to the wait page; a payment the bank is already capturing goes
 * back to the wait page, which says so (`cancel=busy`); another person's or an unknown id is that
 * page's 404, and a sign-in that ended goes to /login.
 */
export async function POST(req: Request): Promise<Response> {
  const refused = refuseCrossSitePost(req);
  if (refused) return refused;
  let id: number | null = null;
  try {
    const parsed = idParam.safeParse((await readForm(req)).payment);
    id = parsed.success ? parsed.data : null;
  } catch (error) {
    if (!isAppError(error)) throw error;
  }
  if (id === null) return seeOther('/prepayment');
  const waitPage = paymentPageHref('/prepayment/wait', id);
  try {
    const user = await getPageUser();
    if (!user) return seeOther(await signInPath(waitPage));
    const after = await cancelOwnPayment(await getDb(), paymentGateway(), user.userId, id);
    return seeOther(paymentPageHref(after.page, after.id));
  } catch (error) {
    const outage = outageAnswer('payment cancel form', error, waitPage);
    if (outage) return outage;
    if (!isAppError(error)) throw error;
    // Not theirs or unknown: the wait page answers 404 for it. Already paid: it shows the success page.
    return seeOther(error.code === 'conflict' ? `${waitPage}&cancel=busy` : waitPage);
  }
}

/**
 * Opened as a page: after /login (the guard sends a post without a sign-in there, the form's
 * address kept as `next`), the payment's question again — nothing is cancelled by a GET; without
 * an id (a reload after the post, typed by hand), the payments page.
 */
export function GET(req: Request): Response {
  const parsed = idParam.safeParse(new URL(req.url).searchParams.get('payment'));
  if (!parsed.success) return seeOther('/prepayment');
  return seeOther(`${paymentPageHref('/prepayment/wait', parsed.data)}&cancel=ask`);
}
