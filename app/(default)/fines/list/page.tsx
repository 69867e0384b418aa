import type { Metadata } from 'next';
import { LazySessionGuard } from '@/components/auth/lazy-session-guard';
import { LazyFinesListView } from '@/components/fines/lazy-fines-list-view';
import { LazyPaySelectedBar } from '@/components/payments/lazy-pay-selected-bar';
import { PaymentSelectionProvider } from '@/components/payments/payment-selection';
import { todayInMoscow } from '@/lib/domain/dates';
import { parseListAddress } from '@/lib/validation/charge-list';
import { listAddressHref } from '@/lib/domain/charge-list-address';
import { getPageUser, redirectToSignIn } from '@/lib/server/accounts/page-auth';
import { getDb } from '@/lib/server/db/client';
import { renderListPage } from '@/lib/server/fines/list-page';
import { preload } from '@/lib/server/fines/service';
import { kickJobs } from '@/lib/server/jobs/runner';
import { userScope } from '@/lib/server/owner-scope';
import { listOrganizations } from '@/lib/server/organizations/service';
import { OrganizationLinks } from '@/components/organizations/organization-links';
import { MSG_SCRIPTS_NEEDED_TO_PAY, ScriptsNeeded } from '@/components/ui/busy-button';
import { outageAware } from '@/lib/server/pages/outage-aware';

// Personal data behind the auth cookie: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Мои штрафы',
  robots: { index: false, follow: false },
};

/**
 * The signed-in user's fines, rendered on the server from the database: one page of the view in
 * the address (`?show=`, `?document=`, `?tab=`, `?cursor=`), never the whole list. Rendering starts
 * the registry lookups that are due (as preload does), so the page tells the truth without
 * JavaScript too: what is known, whether the check is complete, a link to look again and links to
 * the next page. The client view then polls and continues the list page by page.
 */
async function FinesListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const address = parseListAddress(await searchParams);
  const user = await getPageUser();
  if (!user) return redirectToSignIn(listAddressHref({ ...address, cursor: null }, '/fines/list'));
  const db = await getDb();
  const { checked } = await preload(db, user.userId, () => kickJobs(getDb));
  const rendered = await renderListPage(db, userScope(user.userId), address, checked);
  // A legal entity's fines by organization (spec §3 sortIdentifiers): each organization's own page.
  const organizations = user.userType === 3 ? await listOrganizations(db, user.userId) : [];
  // One "today" for the server and the browser render, so discount and overdue marks match.
  const today = todayInMoscow();
  return (
    <>
      <h1>Мои штрафы</h1>
      <LazySessionGuard />
      <OrganizationLinks organizations={organizations} legalEntity={user.userType === 3} />
      <ScriptsNeeded message={MSG_SCRIPTS_NEEDED_TO_PAY} />
      <PaymentSelectionProvider>
        <LazyFinesListView rendered={rendered} today={today} />
        <LazyPaySelectedBar />
      </PaymentSelectionProvider>
    </>
  );
}

export default outageAware(FinesListPage);
