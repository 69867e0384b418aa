import type { Metadata } from 'next';
import Link from 'next/link';
import { LazySessionGuard } from '@/components/auth/lazy-session-guard';
import { SandboxNotice } from '@/components/fines/sandbox-notice';
import { InnCheckForm } from '@/components/taxes/inn-check-form';
import { TaxesCheck } from '@/components/taxes/taxes-check';
import { TaxesList } from '@/components/taxes/taxes-list';
import { todayInMoscow } from '@/lib/domain/dates';
import { getPageUser, redirectToSignIn } from '@/lib/server/accounts/page-auth';
import { getRegistry } from '@/lib/server/adapters/registry';
import { getDb } from '@/lib/server/db/client';
import { listOwnTaxes } from '@/lib/server/fines/details-taxes';
import { preload } from '@/lib/server/fines/service';
import { kickJobs } from '@/lib/server/jobs/runner';
import { outageAware } from '@/lib/server/pages/outage-aware';

// Personal data behind the auth cookie: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Мои налоги',
  robots: { index: false, follow: false },
};

/**
 * The signed-in person's tax charges (transport, property and land tax) found for their ИНН,
 * unpaid and paid, each opening its page. Rendering starts the registry lookups that are due, as
 * the fines list does; while they run the page says so and refreshes itself when they finish.
 */
async function TaxesListPage() {
  const user = await getPageUser();
  if (!user) return redirectToSignIn('/taxes/list');
  const db = await getDb();
  const documents = (await preload(db, user.userId, () => kickJobs(getDb))).checked.states;
  const inns = documents.filter((d) => d.type === 'inn');
  const taxes = await listOwnTaxes(db, user.userId, todayInMoscow());
  const pending = inns.some((d) => d.state === 'pending');
  // «не найдено» is an answer only for an ИНН whose lookup finished (spec §2: nothing final while
  // data is on its way); a failed one is named by TaxesCheck with «Повторить».
  const checked = inns.filter((d) => d.state === 'done');
  const failed = inns.flatMap((d) =>
    d.state === 'failed' ? [{ id: d.id, message: `ИНН ${d.number}: ${d.checkError ?? 'проверка не удалась'}` }] : [],
  );
  return (
    <div className="stack">
      <h1>Мои налоги</h1>
      <LazySessionGuard />
      {getRegistry().sandbox && <SandboxNotice />}
      <TaxesCheck pending={pending} failed={failed} />
      {inns.length === 0 ? (
        <section className="card" aria-labelledby="taxes-add">
          <h2 id="taxes-add">Добавьте ИНН</h2>
          <p className="muted">Налоги приходят на ИНН. Добавьте свой — и мы найдём начисления в ГИС ГМП.</p>
          <InnCheckForm />
        </section>
      ) : taxes.length === 0 && (pending || checked.length === 0) ? null : taxes.length === 0 ? (
        <div className="card empty">
          <h2>{failed.length > 0 ? 'По проверенным ИНН задолженностей не найдено' : 'Налоговых задолженностей не найдено'}</h2>
          <p className="muted">
            Проверено ИНН: {checked.map((d) => d.number).join(', ')}. Управлять ими можно в <Link href="/profile">профиле</Link>.
          </p>
        </div>
      ) : (
        <TaxesList taxes={taxes} checking={pending} incomplete={failed.length > 0} />
      )}
    </div>
  );
}

export default outageAware(TaxesListPage);
