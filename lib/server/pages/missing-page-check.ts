import 'server-only';
import type { CheckedPage, PageVerdict } from '@/lib/proxy/missing-page';
import { userOfAuthCookie } from '@/lib/server/accounts/authenticate';
import { paymentGateway } from '@/lib/server/adapters/payments';
import { sandboxCheckout } from '@/lib/server/adapters/payments/sandbox/checkout';
import { getDb, type Db } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import { databaseUnavailable } from '@/lib/server/http/db-errors';
import { ownChargeExists } from '@/lib/server/fines/details-queries';
import { devOutboxPageEnabled } from '@/lib/server/mail/local-outbox';
import { organizationScope } from '@/lib/server/organizations/access';
import { findMemberOrganization } from '@/lib/server/organizations/queries';
import { userScope, type OwnerScope } from '@/lib/server/owner-scope';
import { ownPayment } from '@/lib/server/payments/queries';
import { isOperator } from '@/lib/server/tracking/operators';
import { idParam } from '@/lib/validation/common';

/** The id as the page parses it (`idParam`), or null: a malformed id is the 404 page. */
function pageId(raw: string): number | null {
  const parsed = idParam.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** True when the charge `rawId` is not visible in `scope` (a fine or tax charge, or a ФССП order). */
async function chargeMissing(db: Db, scope: OwnerScope, chargeKind: 'fine' | 'order', rawId: string): Promise<boolean> {
  const id = pageId(rawId);
  if (id === null) return true;
  const kinds = chargeKind === 'order' ? (['order'] as const) : (['fine', 'tax'] as const);
  return !(await ownChargeExists(db, scope, id, kinds));
}

/**
 * The organization's scope for its member; null when it is not theirs (the page's 404);
 * `legalEntityOnly` when it is theirs but they are a private person now (the guard's 403 page).
 */
async function memberScope(db: Db, userId: number, rawId: string): Promise<OwnerScope | null | 'legalEntityOnly'> {
  const id = pageId(rawId);
  if (id === null) return null;
  try {
    return (await organizationScope(db, userId, id)).scope;
  } catch (error) {
    if (isAppError(error) && error.httpStatus === 403) {
      return (await findMemberOrganization(db, userId, id)) ? 'legalEntityOnly' : null;
    }
    if (isAppError(error) && error.httpStatus === 404) return null;
    throw error;
  }
}

/**
 * Whether the page `page` would be the 404 page for the visitor of `authCookie` — the same decision
 * its page makes (lib/server/fines/details-page.ts, app/(default)/prepayment, the fleet pages,
 * /operator, /sandbox-acquirer, /dev/outbox), read before it renders so that the route guard can
 * answer with a full 404 page (lib/proxy/missing-page.ts says why). A visitor without a valid
 * sign-in is never «missing» on a signed-in page: the page sends them to sign in. A member of an
 * organization who is a private person now gets `legalEntityOnly` for its pages (a 403 saying how
 * to see them again), not the 404 a stranger gets. Read-only.
 * @throws what the database read throws (the guard then lets the page decide).
 */
export async function missingPageCheck(page: CheckedPage, authCookie: string | undefined): Promise<boolean | 'legalEntityOnly'> {
  if (page.kind === 'devOutbox') return !devOutboxPageEnabled();
  const db = await getDb();
  if (page.kind === 'sandboxCheckout') {
    if (!paymentGateway().sandbox) return true;
    return sandboxCheckout(db, page.id).then(
      () => false,
      (error: unknown) => {
        if (isAppError(error) && error.code === 'not_found') return true;
        throw error;
      },
    );
  }
  const user = await userOfAuthCookie(db, authCookie);
  // The dashboard is the 404 page for everybody but an operator, signed out included.
  if (page.kind === 'operator') return !user || !(await isOperator(db, user.userId));
  if (!user) return false;
  switch (page.kind) {
    case 'charge':
      return chargeMissing(db, userScope(user.userId), page.chargeKind, page.id);
    case 'payment': {
      const id = pageId(page.id);
      // A malformed id is «не найден» on the page too (app/(default)/prepayment/_lib/load-payment.ts).
      return id === null || (await ownPayment(db, user.userId, id)) === undefined;
    }
    case 'fleetPayment': {
      if (pageId(page.organizationId) === null) return false;
      const scope = await memberScope(db, user.userId, page.organizationId);
      return scope === 'legalEntityOnly' ? scope : !scope;
    }
    case 'organization': {
      const scope = await memberScope(db, user.userId, page.organizationId);
      if (!scope) return true;
      if (scope === 'legalEntityOnly') return scope;
      return page.charge ? chargeMissing(db, scope, page.charge.chargeKind, page.charge.id) : false;
    }
  }
}

/**
 * missingPageCheck as the route guard installs it (instrumentation.ts): a database that cannot
 * answer (by SQLSTATE, lib/server/http/db-errors.ts) is `unavailable`, so the guard answers 503 at
 * once instead of letting the page wait out a second statement timeout; other failures are thrown.
 */
export async function missingPageCheckForGuard(page: CheckedPage, authCookie: string | undefined): Promise<PageVerdict> {
  try {
    return await missingPageCheck(page, authCookie);
  } catch (error) {
    if (databaseUnavailable(error)) return 'unavailable';
    throw error;
  }
}
