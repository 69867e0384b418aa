import type { Metadata } from 'next';
import { LazySessionGuard } from '@/components/auth/lazy-session-guard';
import { ChargePayAction } from '@/components/payments/charge-pay-action';
import { OrderDetails } from '@/components/fine-details/order-details';
import { DetailPageFrame } from '@/components/fine-details/detail-page-frame';
import { getRegistry } from '@/lib/server/adapters/registry';
import { loadOrderPage } from '@/lib/server/fines/details-page';
import { outageAware } from '@/lib/server/pages/outage-aware';

// Personal data behind the auth cookie: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Постановление ФССП',
  robots: { index: false, follow: false },
};

/**
 * One of the signed-in person's bailiff (ФССП) orders in full (`/fines/list/order/{id}`, the id of
 * `GET /105/api/fines`). Another person's id is the 404 page.
 */
async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const order = await loadOrderPage(id, `/fines/list/order/${id}`);
  return (
    <>
      <LazySessionGuard />
      <DetailPageFrame back={{ href: '/fines/list?tab=orders', label: 'Все штрафы' }} sandbox={getRegistry().sandbox}>
        <OrderDetails order={order} payAction={<ChargePayAction charge={order} />} />
      </DetailPageFrame>
    </>
  );
}

export default outageAware(OrderPage);
