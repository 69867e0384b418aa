import type { Metadata } from 'next';
import { LazySessionGuard } from '@/components/auth/lazy-session-guard';
import { DetailPageFrame } from '@/components/fine-details/detail-page-frame';
import { FineDetails } from '@/components/fine-details/fine-details';
import { ChargePayAction } from '@/components/payments/charge-pay-action';
import { getRegistry } from '@/lib/server/adapters/registry';
import { mapConfig } from '@/lib/server/fines/details-page';
import { loadFleetCharge } from '../../_lib/load-charge';
import { outageAware } from '@/lib/server/pages/outage-aware';

// Personal data behind the auth cookie: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Штраф организации', robots: { index: false, follow: false } };

/** One fine of an organization's fleet in full (`/fines/list/organization/{id}/fine/{chargeId}`), for its members. */
async function FleetFinePage({ params }: { params: Promise<{ id: string; chargeId: string }> }) {
  const { id, chargeId } = await params;
  const { organizationId, organizationName, fine, email, renderedAt } = await loadFleetCharge(
    id,
    chargeId,
    'fine',
    `/fines/list/organization/${id}/fine/${chargeId}`,
  );
  return (
    <>
      <LazySessionGuard />
      <DetailPageFrame
        back={{ href: `/fines/list/organization/${organizationId}`, label: organizationName }}
        sandbox={getRegistry().sandbox}
      >
        <FineDetails
          fine={fine}
          map={fine.kind === 'tax' ? null : mapConfig()}
          renderedAt={renderedAt}
          organizationId={organizationId}
          email={email}
          payAction={<ChargePayAction charge={fine} organization={organizationId} />}
        />
      </DetailPageFrame>
    </>
  );
}

export default outageAware(FleetFinePage);
