import type { ReactNode } from 'react';
import type { FineDetailsDto } from '@/lib/contract/fine-details';
import { formatDateRu } from '@/lib/domain/dates';
import { formatPercent, formatRubles } from '@/lib/domain/money';
import { DiscountCountdown } from './discount-countdown';
import styles from './fine-details.module.css';
import { MSG_AWAITING_CONFIRMATION } from '@/lib/domain/messages';

interface AmountBlockProps {
  fine: FineDetailsDto;
  /** When the page was rendered (epoch ms), for the discount countdown. */
  renderedAt: number;
  /** The pay button, once payments exist: shown under the amount for a charge that can be paid. */
  payAction?: ReactNode;
}

/**
 * What to pay and by when: the amount to pay today (with the discount struck through against the
 * full amount and a countdown to its end), the pay-by date, or that it is overdue (spec §3, §4),
 * paid and waiting for confirmation, paid, or replaced by a bailiff order.
 */
export function AmountBlock({ fine, renderedAt, payAction }: AmountBlockProps) {
  const unpaid = fine.fineStatus === 'notpaid';
  // A discount is a term of paying: a paid charge (or one waiting for ГИС ГМП's confirmation) shows
  // its amount without a struck price or a countdown, whatever days of the discount are left.
  const discount = unpaid ? fine.discountInfo : null;
  const payBy = formatDateRu(fine.payBy);
  return (
    <div className={styles.section}>
      <p className="muted">{unpaid ? 'К оплате' : fine.kind === 'tax' ? 'Сумма налога' : 'Сумма штрафа'}</p>
      <p className={styles.amountRow}>
        <span className={styles.amountMain}>{formatRubles(unpaid ? fine.amountToPay : fine.fineAmount)}</span>
        {discount && (
          <s className={styles.amountOld}>
            <span className="visually-hidden">Без скидки: </span>
            {formatRubles(discount.fullAmount)}
          </s>
        )}
      </p>
      {discount && (
        <p className={styles.discount}>
          Скидка {formatPercent(discount.percent)} при оплате до {formatDateRu(discount.discountUntil)} включительно:{' '}
          <strong>
            <DiscountCountdown until={discount.discountUntil} renderedAt={renderedAt} />
          </strong>
          .
        </p>
      )}
      {unpaid && fine.is_overdue && (
        <p className={styles.overdue}>
          Просрочен: оплатить нужно было до {payBy}.{' '}
          {fine.kind === 'tax'
            ? 'Начисляются пени (НК РФ, ст. 75).'
            : 'Неуплата в срок — отдельное нарушение (КоАП РФ, ст. 20.25).'}
        </p>
      )}
      {unpaid && !fine.is_overdue && <p className="muted">Оплатить до {payBy} включительно</p>}
      {fine.fineStatus === 'in_progress' && <p className="success-note">{MSG_AWAITING_CONFIRMATION}</p>}
      {/* Paid while the discount lasted, the sum paid was the discounted one: the list's card shows it too. */}
      {fine.fineStatus === 'in_progress' && fine.discountInfo && (
        <p className="muted">
          Если оплата внесена до {formatDateRu(fine.discountInfo.discountUntil)} включительно, она со скидкой{' '}
          {formatPercent(fine.discountInfo.percent)}: {formatRubles(fine.discountInfo.discountAmount)}.
        </p>
      )}
      {unpaid && <div className={styles.paySlot}>{payAction}</div>}
    </div>
  );
}
