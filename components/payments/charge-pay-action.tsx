import type { FineDetailsDto, OrderDetailsDto } from '@/lib/contract/fine-details';
import { isPayableNow } from '@/lib/domain/payable';
import { PayButton } from './pay-button';
import { PaymentInProgressNote } from './payment-in-progress-note';

/**
 * «Оплатить» for one of the person's own charges on its page (a fine, a tax charge or a ФССП
 * order), or nothing when it cannot be paid now (paid, awaiting confirmation, replaced by an order),
 * or — when the person's own unfinished payment holds it — that payment's number and link.
 */
export function ChargePayAction({ charge, organization }: { charge: FineDetailsDto | OrderDetailsDto; organization?: number }) {
  const payable =
    'fineStatus' in charge
      ? isPayableNow({
          kind: charge.kind,
          status: charge.fineStatus,
          replaced: charge.order !== null,
          amountKopeks: charge.amountToPay,
        })
      : isPayableNow({ kind: 'order', status: charge.status, replaced: false, amountKopeks: charge.amountToPay });
  if (!payable || charge.id === null) return null;
  if (charge.paymentInProgress !== null) return <PaymentInProgressNote paymentId={charge.paymentInProgress} />;
  return <PayButton fineIds={[charge.id]} organization={organization} />;
}
