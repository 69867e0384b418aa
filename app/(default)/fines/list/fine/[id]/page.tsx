import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LazySessionGuard } from '@/components/auth/lazy-session-guard';
import { ChargePayAction } from '@/components/payments/charge-pay-action';
import { FineDetails } from '@/components/fine-details/fine-details';
import { DetailPageFrame } from '@/components/fine-details/detail-page-frame';
import { getRegistry } from '@/lib/server/adapters/registry';
import { loadChargePage, mapConfig } from '@/lib/server/fines/details-page';
import { outageAware } from '@/lib/server/pages/outage-aware';

// Personal data behind the auth cookie: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Штраф',
  robots: { index: false, follow: false },
};

/**
 * One of the signed-in person's fines in full, at an address they can bookmark
 * (`/fines/list/fine/{id}`, the id of `GET /105/api/fines`). Under the guarded /fines/list; the
 * server checks the owner again. A tax charge's id goes to its own page under /taxes/list.
 */
async function FinePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { fine, email, renderedAt } = await loadChargePage(id, `/fines/list/fine/${id}`);
  if (fine.kind === 'tax') redirect(`/taxes/list/${fine.id}`);
  return (
    <>
      <LazySessionGuard />
      <DetailPageFrame back={{ href: '/fines/list', label: 'Все штрафы' }} sandbox={getRegistry().sandbox}>
        <FineDetails
          fine={fine}
          map={mapConfig()}
          renderedAt={renderedAt}
          email={email}
          payAction={<ChargePayAction charge={fine} />}
        />
      </DetailPageFrame>
    </>
  );
}

export default outageAware(FinePage);
