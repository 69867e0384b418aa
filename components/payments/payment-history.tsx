'use client';

import Link from 'next/link';
import { usePaymentHistory } from '@/api-client/payments';
import type { PaymentDto } from '@/lib/contract/payments';
import { formatDateTimeRu } from '@/lib/domain/dates';
import { formatRubles } from '@/lib/domain/money';
import { paymentStateLabel } from '@/lib/domain/payment-state';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { paymentPageHref } from './prepayment-href';
import styles from './payments.module.css';
import { Uin } from '@/components/fines/uin';

const TONE: Record<PaymentDto['state'], string> = {
  created: 'badge',
  pending: 'badge badge--warning',
  succeeded: 'badge badge--success',
  canceled: 'badge',
  failed: 'badge',
  refunded: 'badge',
};

/** What the charges of a succeeded payment are now: waiting for ГИС ГМП, or confirmed by it. */
function confirmation(payment: PaymentDto): string | null {
  if (payment.state !== 'succeeded') return null;
  const confirmed = payment.items.every((i) => i.chargeStatus === 'paid' || i.chargeStatus === 'closed');
  return confirmed ? 'Оплата подтверждена в ГИС ГМП' : 'Оплачен, ждём подтверждения из ГИС ГМП';
}

function HistoryItem({ payment }: { payment: PaymentDto }) {
  const note = confirmation(payment) ?? payment.reasonText;
  return (
    <li className={styles.historyItem}>
      <div className={styles.historyHead}>
        <strong>
          Платёж № {payment.id} на {formatRubles(payment.totalKopeks)}
        </strong>
        <span className={TONE[payment.state]}>{paymentStateLabel(payment.state, payment.reason)}</span>
      </div>
      <p className={styles.lineMeta}>
        {formatDateTimeRu(payment.createdAt)}
        {payment.sandbox ? ' · тестовая оплата' : ''}
      </p>
      <ul className="notice__list">
        {payment.items.map((item) => (
          <li key={item.uin}>
            {item.title}, УИН <Uin value={item.uin} /> — {formatRubles(item.amountKopeks)}
          </li>
        ))}
      </ul>
      {note && <p className={styles.lineMeta}>{note}</p>}
      <p className={styles.lineMeta}>
        <Link href={paymentPageHref(payment.page, payment.id)}>Подробнее о платеже № {payment.id}</Link>
      </p>
    </li>
  );
}

/**
 * «История платежей» on /profile: the person's payments, newest first — number, total, state, when,
 * each charge with its УИН and amount, whether ГИС ГМП confirmed it or why it did not go through,
 * and a link to the payment's page. Seeded with the server-rendered list (`initial`), so it reads
 * without scripts too; loading, empty and error states are said in words.
 */
export function PaymentHistorySection({ initial }: { initial?: PaymentDto[] }) {
  const { data, isPending, isError, refetch } = usePaymentHistory(initial);
  return (
    <section className="card stack" aria-labelledby="payments-title" id="payments">
      <h2 id="payments-title" tabIndex={-1}>
        История платежей
      </h2>
      {isPending ? (
        <p className="muted" role="status">
          <Spinner /> Загружаем платежи…
        </p>
      ) : isError ? (
        <Notice tone="danger" role="alert">
          <p>Не удалось загрузить платежи.</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            Повторить
          </button>
        </Notice>
      ) : data.length === 0 ? (
        <p className="muted">Платежей пока нет. Оплатить штрафы можно из списка: отметьте их и нажмите «Оплатить выбранные».</p>
      ) : (
        <ul className={styles.history}>
          {data.map((payment) => (
            <HistoryItem key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
    </section>
  );
}
