'use client';

import Link from 'next/link';
import { BUTTONS, TRACK_BUTTON_ATTRIBUTE, TRACK_INFO_ATTRIBUTE } from '@/lib/contract/tracking';
import { formatRubles } from '@/lib/domain/money';
import { paymentTotals } from '@/lib/domain/payment-amounts';
import { plural } from '@/lib/domain/plural';
import { prepaymentHref } from './prepayment-href';
import { usePaymentSelection } from './payment-selection';
import styles from './payments.module.css';

/**
 * «Оплатить выбранные»: a bar fixed to the bottom of the screen while charges are selected, with
 * how many, their total with the service fee, a link to the prepayment page for them and «Сбросить».
 * Announced politely when the selection changes. Nothing without a selection. With `organization`,
 * the charges are that organization's (a fleet's page).
 */
export function PaySelectedBar({ organization }: { organization?: number }) {
  const selection = usePaymentSelection();
  const count = selection?.selected.length ?? 0;
  return (
    <div className={count > 0 ? styles.bar : 'visually-hidden'} role="region" aria-label="Оплата выбранных штрафов">
      <p className={styles.barText} role="status">
        {count > 0 && selection
          ? `Выбрано ${count} ${plural(count, 'начисление', 'начисления', 'начислений')} на ${formatRubles(paymentTotals(selection.selected).totalKopeks)} с комиссией`
          : ''}
      </p>
      {count > 0 && selection && (
        <div className="button-row">
          <Link
            className="button"
            href={prepaymentHref(
              selection.selected.map((c) => c.uin),
              [],
              organization,
            )}
            {...{ [TRACK_BUTTON_ATTRIBUTE]: BUTTONS.pay, [TRACK_INFO_ATTRIBUTE]: 'selected' }}
          >
            Оплатить выбранные
          </Link>
          <button type="button" className="button button--secondary" onClick={selection.clear}>
            Сбросить
          </button>
        </div>
      )}
    </div>
  );
}
