import 'server-only';
import { cache } from 'react';
import { getPageUser } from '@/lib/server/accounts/page-auth';
import { paymentGateway } from '@/lib/server/adapters/payments';
import { getDb } from '@/lib/server/db/client';
import { userScope } from '@/lib/server/owner-scope';
import { quotePayment } from '@/lib/server/payments/service';
import { organizationOrNotFound } from './organization';
import { organizationOf, selectionFromQuery } from './selection';

type Params = Record<string, string | string[] | undefined>;

/**
 * What /prepayment shows for its address, read once per request for the page and its `<title>`
 * (React's `cache` keys on the query's JSON): the signed-in person (null: the page sends
 * them to /login), the organization a fleet's payment names (another's: the 404 page, thrown by
 * `notFound`), the selection with what cannot be paid and why, and the quote of the rest (null
 * when nothing is left to pay). Amounts in the quote are kopeks.
 */
export async function loadQuote(params: Params) {
  return quoteFor(JSON.stringify(params));
}

const quoteFor = cache(async (paramsJson: string) => {
  const params = JSON.parse(paramsJson) as Params;
  const user = await getPageUser();
  if (!user) return null;
  const db = await getDb();
  const gateway = paymentGateway();
  // A fleet's payment (`?organization=`) pays the organization's charges; another's organization is the 404 page.
  const organizationId = organizationOf(params);
  const organization = organizationId === undefined ? null : await organizationOrNotFound(db, user.userId, organizationId);
  const scope = organization?.scope ?? userScope(user.userId);
  const { uins, invalid, allCut } = await selectionFromQuery(db, scope, params, organization?.organization);
  const quote = uins.length > 0 ? await quotePayment(db, gateway, scope, uins) : null;
  return { user, db, gateway, organizationId, invalid, allCut, quote };
});
