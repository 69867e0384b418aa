import type { ReactNode } from 'react';
import { formatDateRu } from '@/lib/domain/dates';
import { formatPercent, formatRubles } from '@/lib/domain/money';
import styles from './payments.module.css';
import { Uin } from '@/components/fines/uin';
import type { PayableKind } from '@/lib/contract/payments';
import { payableWords } from '@/lib/domain/payable';
import { plateForDisplay } from '@/lib/domain/plate';

/** One charge of a payment as shown: what, УИН, date, the amount (with the discount) and the fee, kopeks. */
export interface PaymentLineView {
  uin: string;
  title: string;
  billDate: string;
  fullAmountKopeks: number;
  amountKopeks: number;
  discountPercent: number | null;
  feeKopeks: number;
  /** The vehicle the charge names, when known (a fleet's payment is matched to its cars by it). */
  vehiclePlate?: string | null;
  /** Under the line: the discount's last day, «оплачен, ждём подтверждения из ГИС ГМП»… */
  note?: ReactNode;
}

/**
 * The charges of a payment: for each, its title, УИН, date and vehicle, the amount paid (the full amount
 * struck through when the discount applies) and the service fee charged for it (spec §9, per charge).
 */
export function PaymentLines({ lines }: { lines: readonly PaymentLineView[] }) {
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line.uin} className={styles.line}>
          <div>
            <p className={styles.lineTitle}>{line.title}</p>
            <p className={styles.lineMeta}>
              УИН <Uin value={line.uin} />, от {formatDateRu(line.billDate)}
              {line.vehiclePlate && <>, госномер {plateForDisplay(line.vehiclePlate)}</>}
            </p>
            {line.note}
          </div>
          <div>
            <p className={styles.lineSum}>
              {line.discountPercent ? (
                <>
                  <span className={styles.old}>
                    <span className="visually-hidden">Без скидки </span>
                    {formatRubles(line.fullAmountKopeks)}
                  </span>
                  <span className="visually-hidden">со скидкой {formatPercent(line.discountPercent)} </span>
                </>
              ) : null}
              <strong>{formatRubles(line.amountKopeks)}</strong>
            </p>
            <p className={`${styles.lineSum} ${styles.lineMeta}`}>комиссия {formatRubles(line.feeKopeks)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The sums of a payment: the charges (named by their kinds: payableWords), the service fee and the
 * total charged to the card (kopeks).
 */
export function PaymentTotals({
  kinds,
  amountKopeks,
  feeKopeks,
  totalKopeks,
}: {
  kinds: readonly PayableKind[];
  amountKopeks: number;
  feeKopeks: number;
  totalKopeks: number;
}) {
  return (
    <dl className={styles.totals}>
      <dt>{payableWords(kinds).sum}</dt>
      <dd>{formatRubles(amountKopeks)}</dd>
      <dt>Комиссия сервиса</dt>
      <dd>{formatRubles(feeKopeks)}</dd>
      <dt className={styles.grand}>Итого</dt>
      <dd className={styles.grand}>{formatRubles(totalKopeks)}</dd>
    </dl>
  );
}

/** The «Тестовая оплата» mark of a payment made through the sandbox acquirer (no money moves). */
export function TestPaymentBadge() {
  return <p className={styles.testBadge}>Тестовая оплата: деньги не списываются</p>;
}
