import Link from 'next/link';
import type { UnpaidTotalsDto } from '@/lib/contract/fines';
import { BUTTONS, TRACK_BUTTON_ATTRIBUTE, TRACK_INFO_ATTRIBUTE } from '@/lib/contract/tracking';
import { SERVICE_FEE_RULE } from '@/lib/domain/fee';
import { formatRubles } from '@/lib/domain/money';
import { MAX_PAYMENT_ITEMS } from '@/lib/domain/payment-amounts';

/**
 * The sums still to pay over the unpaid tab, as the server adds them up the way each card counts:
 * the fines (discounted where the discount lasts) and taxes, named so when there are any, the
 * service fee (per charge, spec §9) and the total. With `payAllHref` (the list's check is over),
 * «Оплатить все неоплаченные» — or «Оплатить первые 50» past one payment's limit — a plain link to
 * /prepayment with `all=1` and the list's view, so it works without scripts too.
 */
export function UnpaidTotal({ totals, payAllHref }: { totals: UnpaidTotalsDto; payAllHref?: string }) {
  if (totals.total === 0) return null;
  return (
    <div className="card totals">
      <p className="totals__label">
        {totals.taxes > 0 ? 'Штрафы и налоги' : 'Штрафы'}: {formatRubles(totals.fines)}, комиссия: {formatRubles(totals.fee)},
        итого: <span className="totals__sum">{formatRubles(totals.total)}</span>
      </p>
      {payAllHref && (
        <p>
          <Link
            className="button"
            href={payAllHref}
            prefetch={false}
            {...{ [TRACK_BUTTON_ATTRIBUTE]: BUTTONS.pay, [TRACK_INFO_ATTRIBUTE]: 'all' }}
          >
            {totals.count > MAX_PAYMENT_ITEMS ? `Оплатить первые ${MAX_PAYMENT_ITEMS}` : 'Оплатить все неоплаченные'}
          </Link>
        </p>
      )}
      <details>
        <summary>Как считается комиссия сервиса</summary>
        <p className="muted">{SERVICE_FEE_RULE}</p>
      </details>
    </div>
  );
}
