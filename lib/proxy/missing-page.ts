/**
 * Pages whose existence depends on data — a person's fine, order, tax charge, payment or
 * organization, the operators' dashboard — asked about by the route guard (proxy.ts) before the
 * page renders. Why: a page's `notFound()` in a server-rendered (dynamic) page reaches the browser as
 * the framework's empty error shell, whose «Страница не найдена» appears only once JavaScript runs
 * (vercel/next.js#62228); without JavaScript the 404 is a blank page. The guard answers such an
 * address with a full 404 page of its own instead (lib/proxy/not-found-html.ts). The page keeps its
 * own check: the guard is a convenience, never the only one.
 *
 * The proxy must not import server code, so the server installs its check here at start
 * (instrumentation.ts → lib/server/pages/missing-page-check.ts); both share it through globalThis,
 * since Next.js bundles the proxy apart. Without a check (tests, a custom server) nothing is missing.
 */

/**
 * What a checked address names, with its ids exactly as written (the check parses them as the page
 * does, so `/fines/list/fine/abc` is missing too):
 * - `charge`: `/fines/list/fine/{id}`, `/taxes/list/{id}` (a fine or tax charge), `/fines/list/order/{id}` (a ФССП order);
 * - `organization`: `/fines/list/organization/{id}`, with `charge` for its `…/fine/{chargeId}` and `…/order/{chargeId}`;
 * - `fleetPayment`: `/prepayment?organization={id}` (a malformed id is no organization there, not a 404);
 * - `payment`: `/prepayment/success|error|wait?payment={id}` (a repeated `payment` gives the id `''`);
 * - `operator`: `/operator`; `sandboxCheckout`: `/sandbox-acquirer/{id}`; `devOutbox`: `/dev/outbox`.
 */
export type CheckedPage =
  | { kind: 'charge'; chargeKind: 'fine' | 'order'; id: string }
  | { kind: 'organization'; organizationId: string; charge?: { chargeKind: 'fine' | 'order'; id: string } }
  | { kind: 'fleetPayment'; organizationId: string }
  | { kind: 'payment'; id: string }
  | { kind: 'operator' }
  | { kind: 'sandboxCheckout'; id: string }
  | { kind: 'devOutbox' };

/**
 * What the check says of a page: true when it would be the 404 page for this visitor, false when
 * it renders; `unavailable` when the database did not answer; `legalEntityOnly` when it is an
 * organization of the visitor's, who is a private person now (user type 1: the account's type was
 * switched on /profile, which hides its organizations until switched back).
 */
export type PageVerdict = boolean | 'unavailable' | 'legalEntityOnly';

/** The check the server installs: the verdict on `page` for the visitor of `authCookie` (unverified). */
export type MissingPageCheck = (page: CheckedPage, authCookie: string | undefined) => Promise<PageVerdict>;

const CHARGE = /^\/(?:fines\/list\/(fine|order)|taxes\/list)\/([^/]+)$/;
const ORGANIZATION = /^\/fines\/list\/organization\/([^/]+)(?:\/(fine|order)\/([^/]+))?$/;
const PAYMENT_RESULT = /^\/prepayment\/(?:success|error|wait)$/;
const SANDBOX_CHECKOUT = /^\/sandbox-acquirer\/([^/]+)$/;

/**
 * The data-dependent page an address names, or null for every other address (which the guard
 * passes without a database read). Pure. `search` is the address's query.
 */
export function checkedPageOf(pathname: string, search: URLSearchParams): CheckedPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const charge = CHARGE.exec(path);
  if (charge) return { kind: 'charge', chargeKind: charge[1] === 'order' ? 'order' : 'fine', id: charge[2]! };
  const organization = ORGANIZATION.exec(path);
  if (organization) {
    const [, organizationId, chargeKind, id] = organization;
    return chargeKind
      ? { kind: 'organization', organizationId: organizationId!, charge: { chargeKind: chargeKind as 'fine' | 'order', id: id! } }
      : { kind: 'organization', organizationId: organizationId! };
  }
  // Without a payment id the result pages go back to /prepayment themselves: nothing to check. A
  // repeated id names no payment (the page's 404, as for a malformed one).
  const payment = search.getAll('payment');
  if (PAYMENT_RESULT.test(path) && payment.length > 0) return { kind: 'payment', id: payment.length === 1 ? payment[0]! : '' };
  const fleet = search.get('organization');
  if (path === '/prepayment' && fleet !== null) return { kind: 'fleetPayment', organizationId: fleet };
  if (path === '/operator') return { kind: 'operator' };
  const checkout = SANDBOX_CHECKOUT.exec(path);
  if (checkout) return { kind: 'sandboxCheckout', id: checkout[1]! };
  if (path === '/dev/outbox') return { kind: 'devOutbox' };
  return null;
}

/** The lists' own addresses: the lists themselves and the addresses `checkedPageOf` names under them. */
const OWN_LIST = /^\/(?:fines|taxes)\/list(?:\/|$)/;
/** An organization's fleet's own routes: its exports and its filter form's post. */
const ORGANIZATION_ROUTE = /^\/fines\/list\/organization\/[^/]+\/(?:export|filter)$/;

/**
 * True for an address under /fines/list or /taxes/list that names no page of them (`/fines/list/abc`,
 * `/fines/list/fine`, `/taxes/list/1/x`, any with a broken `%`-escape). Such an address
 * would fall through to the content pages' catch-all, which answers a blank 404 without JavaScript
 * and, for a `%`-escape Next.js cannot decode, a bare English 500. Pure; no database read.
 */
export function isUnknownListAddress(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (!OWN_LIST.test(path)) return false;
  if (path === '/fines/list' || path === '/taxes/list') return false;
  return (!CHARGE.test(path) && !ORGANIZATION.test(path) && !ORGANIZATION_ROUTE.test(path)) || !decodable(path);
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

interface Registry {
  check?: MissingPageCheck;
}
const registry = ((globalThis as unknown as { __shtrafyMissingPage?: Registry }).__shtrafyMissingPage ??= {});

/** Installs the server's check (once per process, from the instrumentation hook). */
export function installMissingPageCheck(check: MissingPageCheck): void {
  registry.check = check;
}

/**
 * True when the installed check says the page at this address would be the 404 page. False for
 * addresses it does not cover, without a check, and when the check fails otherwise (the page then
 * decides). `unavailable` when the database did not answer in time: the page's own read would wait
 * as long again before its 503, so the guard answers the 503 at once. `legalEntityOnly` for an
 * organization's page of a member who is a private person now (the guard's 403 page says why).
 */
export async function pageIsMissing(
  pathname: string,
  search: URLSearchParams,
  authCookie: string | undefined,
): Promise<PageVerdict> {
  const page = checkedPageOf(pathname, search);
  if (!page || !registry.check) return false;
  try {
    return await registry.check(page, authCookie);
  } catch {
    return false;
  }
}
