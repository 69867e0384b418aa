import { PaymentHistorySection } from '@/components/payments/payment-history';
import { getDb } from '@/lib/server/db/client';
import { paymentHistory } from '@/lib/server/payments/service';

/** «История платежей» of /profile, rendered with the user's payments on the first response. */
export async function ProfilePaymentHistory({ userId }: { userId: number }) {
  return <PaymentHistorySection initial={await paymentHistory(await getDb(), userId)} />;
}
