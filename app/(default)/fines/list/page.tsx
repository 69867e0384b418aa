import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SessionGuard } from '@/components/auth/session-guard';
import { FinesListView } from '@/components/fines/fines-list-view';
import { listViewHref, parseListView } from '@/components/fines/list-filter';
import { PaySelectedBar } from '@/components/payments/pay-selected-bar';
import { PaymentSelectionProvider } from '@/components/payments/payment-selection';
import { todayInMoscow } from '@/lib/domain/dates';
import { getPageUser } from '@/lib/server/accounts/page-auth';
import { getDb } from '@/lib/server/db/client';
import { listFines, preload } from '@/lib/server/fines/service';
import { kickJobs } from '@/lib/server/jobs/runner';

// Personal data behind the auth cookie: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Мои штрафы',
  robots: { index: false, follow: false },
};

/**
 * The signed-in user's fines, rendered on the server from the database. Rendering starts the
 * registry lookups that are due (as preload does), so the page tells the truth without
 * JavaScript too: what is known, whether the check is complete, and a link to look again.
 * The client view then polls and keeps the list fresh. `?show=`, `?document=`, `?tab=` choose the view.
 */
export default async function FinesListPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const view = parseListView(await searchParams);
  const user = await getPageUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(listViewHref(view))}`);
  const db = await getDb();
  await preload(db, user.userId, () => kickJobs(getDb));
  const data = await listFines(db, user.userId);
  // One "today" for the server and the browser render, so discount and overdue marks match.
  const today = todayInMoscow();
  return (
    <>
      <h1>Мои штрафы</h1>
      <SessionGuard />
      <PaymentSelectionProvider>
        <FinesListView initialData={data} today={today} initialView={view} />
        <PaySelectedBar />
      </PaymentSelectionProvider>
    </>
  );
}
