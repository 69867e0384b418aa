'use client';

import type { FineDto } from '@/lib/contract/fines';
import { formatDateRu } from '@/lib/domain/dates';
import { formatRubles } from '@/lib/domain/money';
import { paymentLine } from '@/lib/domain/payment-amounts';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import { usePaymentSelection } from './payment-selection';
import styles from './payments.module.css';

interface SelectForPaymentProps {
  fine: Pick<FineDto, 'id' | 'uin' | 'status' | 'amountKopeks' | 'discount' | 'billDate'>;
  /** `YYYY-MM-DD` in Moscow, the day the card's amounts are for. */
  today: string;
}

/**
 * «Выбрать для оплаты»: a checkbox on an unpaid charge's card that adds it to the page's payment
 * selection with the amount the card shows (discount of the day, spec §9 fee). Renders nothing for
 * a charge that is not `notpaid` or outside a PaymentSelectionProvider.
 */
export function SelectForPayment({ fine, today }: SelectForPaymentProps) {
  const selection = usePaymentSelection();
  // The selection lives in the page's scripts: until they run a tick would be lost (and without
  // JavaScript nothing could send it), so the box waits for them, as the site's other forms do.
  const scriptsRunning = useScriptsRunning();
  if (!selection || fine.status !== 'notpaid') return null;
  const line = paymentLine(fine, today);
  const id = `pay-${fine.id}`;
  return (
    <label className={styles.select} htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        // Every card has this box: a screen reader names which charge it selects (one string: a
        // hidden span beside the visible words was read with a space before its colon).
        aria-label={`Выбрать для оплаты: начисление от ${formatDateRu(fine.billDate)} на ${formatRubles(line.amountKopeks)}`}
        data-select-uin={fine.uin}
        disabled={!scriptsRunning}
        checked={selection.isSelected(fine.uin)}
        onChange={(e) =>
          selection.toggle({ uin: fine.uin, amountKopeks: line.amountKopeks, feeKopeks: line.feeKopeks }, e.target.checked)
        }
      />
      Выбрать для оплаты
    </label>
  );
}
