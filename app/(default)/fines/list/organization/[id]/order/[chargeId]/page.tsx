import type { Metadata } from 'next';
import { LazySessionGuard } from '@/components/auth/lazy-session-guard';
import { DetailPageFrame } from '@/components/fine-details/detail-page-frame';
import { OrderDetails } from '@/components/fine-details/order-details';
import { ChargePayAction } from '@/components/payments/charge-pay-action';
import { getRegistry } from '@/lib/server/adapters/registry';
import { loadFleetCharge } from '../../_lib/load-charge';
import { outageAware } from '@/lib/server/pages/outage-aware';

// Personal data behind the auth cookie: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Постановление ФССП организации', robots: { index: false, follow: false } };

/** One bailiff order of an organization's fleet in full (`/fines/list/organization/{id}/order/{chargeId}`). */
async function FleetOrderPage({ params }: { params: Promise<{ id: string; chargeId: string }> }) {
  const { id, chargeId } = await params;
  const { organizationId, organizationName, order } = await loadFleetCharge(
    id,
    chargeId,
    'order',
    `/fines/list/organization/${id}/order/${chargeId}`,
  );
  return (
    <>
      <LazySessionGuard />
      <DetailPageFrame
        back={{ href: `/fines/list/organization/${organizationId}?tab=orders`, label: organizationName }}
        sandbox={getRegistry().sandbox}
      >
        <OrderDetails
          order={order}
          organizationId={organizationId}
          payAction={<ChargePayAction charge={order} organization={organizationId} />}
        />
      </DetailPageFrame>
    </>
  );
}

export default outageAware(FleetOrderPage);
