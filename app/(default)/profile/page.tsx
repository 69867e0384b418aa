import type { Metadata } from 'next';
import { LazySessionGuard } from '@/components/auth/lazy-session-guard';
import { LazyProfileSections } from '@/components/profile/lazy-profile-sections';
import { getPageUser, redirectToSignIn } from '@/lib/server/accounts/page-auth';
import { getUser } from '@/lib/server/accounts/service';
import { getDb } from '@/lib/server/db/client';
import { todayInMoscow } from '@/lib/domain/dates';
import { toDriverLicenseDto } from '@/lib/server/documents/driver-license-service';
import { toInnDto } from '@/lib/server/documents/inn-service';
import { toStsDto } from '@/lib/server/documents/sts-service';
import { readCheckedDocuments } from '@/lib/server/fines/service';
import type { DocumentType } from '@/lib/domain/document-kinds';
import { renderListPage } from '@/lib/server/fines/list-page';
import { userScope } from '@/lib/server/owner-scope';
import { parseListAddress } from '@/lib/validation/charge-list';
import { getNotifyEmail } from '@/lib/server/notifications/settings-service';
import { paymentHistory } from '@/lib/server/payments/service';
import { listOrganizations } from '@/lib/server/organizations/service';
import { outageAware } from '@/lib/server/pages/outage-aware';

// Personal data behind the auth cookie: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Профиль',
  robots: { index: false, follow: false },
};

/**
 * The signed-in person's profile, rendered from the database on the first response. Each card
 * is one section component seeded with the account; sections decide themselves whether they
 * apply (an anonymous account gets registration instead of security). The documents area (СТС, ВУ,
 * ИНН, notification e-mail, fines by document) is rendered from the same first response; the fines
 * part shows one page of the view in the address (`?show=`, `?document=`, `?tab=`, `?cursor=`).
 */
async function ProfilePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const address = parseListAddress(await searchParams);
  const user = await getPageUser();
  if (!user) return redirectToSignIn('/profile');
  const db = await getDb();
  // One read of the documents and their lookup states serves the three document lists and the fines.
  const checked = await readCheckedDocuments(db, userScope(user.userId));
  const [account, notifyEmail, fines, payments] = await Promise.all([
    getUser(db, user.userId),
    getNotifyEmail(db, user.userId),
    renderListPage(db, userScope(user.userId), address, checked),
    paymentHistory(db, user.userId),
  ]);
  const ofType = (type: DocumentType) => checked.rows.filter((row) => row.type === type);
  const sts = ofType('sts').map(toStsDto);
  const driverLicenses = ofType('driverLicense').map(toDriverLicenseDto);
  const inns = ofType('inn').map(toInnDto);
  // A legal entity's organizations come with the first response (their lookups are queued when stale).
  const organizations = account.userType === 3 ? await listOrganizations(db, user.userId) : undefined;
  return (
    <div className="stack">
      <h1>Профиль</h1>
      <LazySessionGuard />
      <LazyProfileSections
        account={account}
        organizations={organizations}
        documents={{ sts, driverLicenses, inns, notifyEmail, fines }}
        today={todayInMoscow()}
        payments={payments}
      />
    </div>
  );
}

export default outageAware(ProfilePage);
