import type { FineRowDto } from '@/lib/contract/fines';
import { formatDateRu } from '@/lib/domain/dates';
import type { FineStatus } from '@/lib/domain/fine-status';
import { discountedView } from '@/lib/domain/fine-terms';
import { formatPercent, formatRubles } from '@/lib/domain/money';

/**
 * The amount of a charge. While the early-payment discount applies, the discounted amount is the
 * big number, the full one is struck through, and the discount and its last day are spelled out.
 * A charge of an unknown `status` (null) shows its amount as it came, without a discount.
 */
export function FineAmount({
  fine,
  status,
  today,
}: {
  fine: Pick<FineRowDto, 'amountKopeks' | 'discount'>;
  status: FineStatus | null;
  today: string;
}) {
  const discounted = status ? discountedView({ ...fine, status }, today) : null;
  if (!discounted) {
    return (
      <p className="amount">
        <span className="amount__main">{formatRubles(fine.amountKopeks)}</span>
      </p>
    );
  }
  return (
    <p className="amount">
      <span className="amount__main">{formatRubles(discounted.amountKopeks)}</span>
      <s className="amount__old">
        {/* Strike-through is not announced by screen readers; say what the number is. */}
        <span className="visually-hidden">Без скидки: </span>
        {formatRubles(fine.amountKopeks)}
      </s>
      <span className="amount__discount">
        скидка {formatPercent(discounted.percent)} до {formatDateRu(discounted.until)}
      </span>
    </p>
  );
}
