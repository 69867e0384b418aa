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
 * the charges are that organization's (a fleet's page). «Сбросить» disappears with the bar, so focus
 * goes to the box of the charge ticked last, where the person was (WCAG 2.4.3).
 */
export function PaySelectedBar({ organization }: { organization?: number }) {
  const selection = usePaymentSelection();
  const count = selection?.selected.length ?? 0;

  function reset() {
    if (!selection) return;
    const last = selection.selected.at(-1)?.uin;
    selection.clear();
    if (last) document.querySelector<HTMLInputElement>(`input[data-select-uin="${CSS.escape(last)}"]`)?.focus();
  }

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
          <button type="button" className="button button--secondary" onClick={reset}>
            Сбросить
          </button>
        </div>
      )}
    </div>
  );
}
