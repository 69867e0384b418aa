import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SessionGuard } from '@/components/auth/session-guard';
import { FinesListView } from '@/components/fines/fines-list-view';
import { todayInMoscow } from '@/lib/domain/dates';
import { getPageUser } from '@/lib/server/accounts/page-auth';
import { getDb } from '@/lib/server/db/client';
import { listFines } from '@/lib/server/fines/service';

// Personal data behind the auth cookie: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Мои штрафы',
  robots: { index: false, follow: false },
};

/**
 * The signed-in user's fines, rendered on the server from the database for a fast first paint;
 * the client view then runs the registry lookup and keeps the list fresh.
 */
export default async function FinesListPage() {
  const user = await getPageUser();
  if (!user) redirect('/login?next=/fines/list');
  const data = await listFines(await getDb(), user.userId);
  // One "today" for the server and the browser render, so discount and overdue marks match.
  const today = todayInMoscow();
  return (
    <>
      <h1>Мои штрафы</h1>
      <SessionGuard />
      <FinesListView initialData={data} today={today} />
    </>
  );
}
