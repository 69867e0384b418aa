import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SandboxCheckout } from '@/components/payments/sandbox/sandbox-checkout';
import { paymentGateway } from '@/lib/server/adapters/payments';
import { sandboxCheckout } from '@/lib/server/adapters/payments/sandbox/checkout';
import { getDb } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import { outageAware } from '@/lib/server/pages/outage-aware';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Тестовая оплата', robots: { index: false, follow: false } };

/**
 * The built-in sandbox acquirer's payment page (`/sandbox-acquirer/{id}`), standing in for a card
 * gateway's page: card, 3-D Secure, back to the shop. It exists only while the sandbox is the
 * gateway; it knows nothing of our users — the payment's unguessable id is its authority, as on a
 * real gateway.
 */
async function SandboxAcquirerPage({ params }: { params: Promise<{ id: string }> }) {
  if (!paymentGateway().sandbox) notFound();
  const { id } = await params;
  const checkout = await sandboxCheckout(await getDb(), id).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'not_found') notFound();
    throw error;
  });
  return <SandboxCheckout initial={checkout} />;
}

export default outageAware(SandboxAcquirerPage);
