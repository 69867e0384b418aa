import type { UnpaidTotalsDto } from '@/lib/contract/fines';
import { SERVICE_FEE_RULE } from '@/lib/domain/fee';
import { formatRubles } from '@/lib/domain/money';

/**
 * The sums still to pay over the unpaid tab, as the server adds them up the way each card counts:
 * the fines (discounted where the discount lasts) and taxes, named so when there are any, the
 * service fee (per charge, spec §9) and the total.
 */
export function UnpaidTotal({ totals }: { totals: UnpaidTotalsDto }) {
  if (totals.total === 0) return null;
  return (
    <div className="card totals">
      <p className="totals__label">
        {totals.taxes > 0 ? 'Штрафы и налоги' : 'Штрафы'}: {formatRubles(totals.fines)}, комиссия: {formatRubles(totals.fee)},
        итого: <span className="totals__sum">{formatRubles(totals.total)}</span>
      </p>
      <details>
        <summary>Как считается комиссия сервиса</summary>
        <p className="muted">{SERVICE_FEE_RULE}</p>
      </details>
    </div>
  );
}
