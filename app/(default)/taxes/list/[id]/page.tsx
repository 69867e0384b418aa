import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LazySessionGuard } from '@/components/auth/lazy-session-guard';
import { ChargePayAction } from '@/components/payments/charge-pay-action';
import { FineDetails } from '@/components/fine-details/fine-details';
import { DetailPageFrame } from '@/components/fine-details/detail-page-frame';
import { getRegistry } from '@/lib/server/adapters/registry';
import { loadChargePage } from '@/lib/server/fines/details-page';
import { outageAware } from '@/lib/server/pages/outage-aware';

// Personal data behind the auth cookie: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Налог',
  robots: { index: false, follow: false },
};

/**
 * One of the signed-in person's tax charges in full (`/taxes/list/{id}`): amount, the statutory
 * deadline and penalties after it, КБК, ОКТМО and the payee, the tax notice and its progress.
 * A fine's id goes to the fine's page.
 */
async function TaxPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { fine, email, renderedAt } = await loadChargePage(id, `/taxes/list/${id}`);
  if (fine.kind === 'fine') redirect(`/fines/list/fine/${fine.id}`);
  return (
    <>
      <LazySessionGuard />
      <DetailPageFrame back={{ href: '/taxes/list', label: 'Все налоги' }} sandbox={getRegistry().sandbox}>
        <FineDetails fine={fine} map={null} renderedAt={renderedAt} email={email} payAction={<ChargePayAction charge={fine} />} />
      </DetailPageFrame>
    </>
  );
}

export default outageAware(TaxPage);
