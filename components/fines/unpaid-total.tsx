import type { FineDto } from '@/lib/contract/fines';
import { SERVICE_FEE_RULE } from '@/lib/domain/fee';
import { formatRubles } from '@/lib/domain/money';
import { totalToPayKopeks } from './amount-to-pay';

/**
 * The sum still to pay over the unpaid list (discounted amounts where the discount lasts,
 * without the service fee), with the fee rule one click away.
 */
export function UnpaidTotal({ fines, today }: { fines: readonly FineDto[]; today: string }) {
  const total = totalToPayKopeks(fines, today);
  if (total === 0) return null;
  return (
    <div className="card totals">
      <p className="totals__label">
        К оплате: <span className="totals__sum">{formatRubles(total)}</span>
      </p>
      <details>
        <summary>Без комиссии сервиса — как она считается</summary>
        <p className="muted">{SERVICE_FEE_RULE}</p>
      </details>
    </div>
  );
}
