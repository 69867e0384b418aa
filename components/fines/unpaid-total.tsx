import type { FineDto } from '@/lib/contract/fines';
import { SERVICE_FEE_RULE } from '@/lib/domain/fee';
import { formatRubles } from '@/lib/domain/money';
import { totalsToPay } from './amount-to-pay';

/**
 * The sums still to pay over the unpaid list, the way each card counts them: the fines
 * (discounted where the discount lasts), the service fee (per fine, spec §9) and the total.
 */
export function UnpaidTotal({ fines, today }: { fines: readonly FineDto[]; today: string }) {
  const { fines: sum, fee, total } = totalsToPay(fines, today);
  if (total === 0) return null;
  return (
    <div className="card totals">
      <p className="totals__label">
        Штрафы: {formatRubles(sum)}, комиссия: {formatRubles(fee)}, итого:{' '}
        <span className="totals__sum">{formatRubles(total)}</span>
      </p>
      <details>
        <summary>Как считается комиссия сервиса</summary>
        <p className="muted">{SERVICE_FEE_RULE}</p>
      </details>
    </div>
  );
}
