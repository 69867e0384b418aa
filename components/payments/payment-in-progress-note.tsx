import Link from 'next/link';

/**
 * In place of «Выбрать для оплаты» / «Оплатить» on a charge that the viewer's own unfinished
 * payment holds: the registry still says «Не оплачен», so the card says which payment is paying it
 * and links to that payment, where it is continued or cancelled (/prepayment/wait). A second
 * payment of the same charge would be refused until then (lib/server/payments/selection.ts).
 */
export function PaymentInProgressNote({ paymentId }: { paymentId: number }) {
  return (
    <p className="notice">
      <span>
        Оплачивается: платёж № {paymentId} ещё не завершён.{' '}
        <Link href={`/prepayment/wait?payment=${paymentId}`}>Открыть платёж № {paymentId}</Link>
      </span>
    </p>
  );
}
