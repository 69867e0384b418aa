import 'server-only';
import { formatDateRu } from '@/lib/domain/dates';
import { formatRubles } from '@/lib/domain/money';
import { plateForDisplay } from '@/lib/domain/plate';
import type { Mail } from '@/lib/server/mail/queue';
import { absoluteUrl, layoutMail } from '@/lib/server/mail/templates';
import type { PaymentItemRow, PaymentRow } from './queries';

/** One line of the receipt: what, УИН, the vehicle, the amount paid (with the discount) and the fee, in rubles. */
function describe(item: ReceiptItem): string {
  const discount = item.discountPercent
    ? ` (со скидкой ${item.discountPercent} %, без скидки ${formatRubles(item.fullAmountKopeks)})`
    : '';
  const vehicle = item.vehiclePlate ? `, госномер ${plateForDisplay(item.vehiclePlate)}` : '';
  return `${item.title} от ${formatDateRu(item.billDate)}, УИН ${item.uin}${vehicle}: ${formatRubles(item.amountKopeks)}${discount}, комиссия ${formatRubles(item.feeKopeks)}`;
}

/** A receipt's line: the stored payment line and the vehicle its charge names. */
type ReceiptItem = PaymentItemRow & { vehiclePlate: string | null };

/**
 * The receipt mail (kind `payment-receipt`) of a succeeded payment, to the address given at payment:
 * every charge with its УИН, amount and fee, the totals, the payment number and a link to the
 * payment's page. It says plainly that the charges show as «оплачен, ждём подтверждения» until
 * ГИС ГМП confirms, so nobody pays twice. Sandbox payments say that no money moved.
 */
export function receiptMail(payment: PaymentRow, items: readonly ReceiptItem[]): Mail {
  const sandbox = payment.gateway === 'sandbox';
  return layoutMail({
    to: payment.receiptEmail,
    kind: 'payment-receipt',
    subject: `Платёж № ${payment.id} принят${sandbox ? ' (тестовая оплата)' : ''}`,
    heading: `Платёж № ${payment.id} на ${formatRubles(payment.totalKopeks)} принят`,
    paragraphs: [
      ...(sandbox ? ['Это тестовая оплата: деньги не списывались.'] : []),
      ...items.map(describe),
      `Начисления: ${formatRubles(payment.amountKopeks)}, комиссия сервиса: ${formatRubles(payment.feeKopeks)}, всего: ${formatRubles(payment.totalKopeks)}.`,
      'Пока ГИС ГМП не подтвердит оплату, начисления будут отмечены «Оплачен, ждём подтверждения». Обычно это занимает до нескольких рабочих дней. Платить повторно не нужно.',
    ],
    action: { label: 'Открыть платёж', url: absoluteUrl(`/prepayment/success?payment=${payment.id}`) },
    footnote: 'Вы получили это письмо, потому что указали этот адрес для квитанции при оплате.',
  });
}
