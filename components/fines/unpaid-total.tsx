import Link from 'next/link';
import type { UnpaidTotalsDto } from '@/lib/contract/fines';
import { BUTTONS, TRACK_BUTTON_ATTRIBUTE, TRACK_INFO_ATTRIBUTE } from '@/lib/contract/tracking';
import { SERVICE_FEE_RULE } from '@/lib/domain/fee';
import { formatRubles } from '@/lib/domain/money';
import { MAX_PAYMENT_ITEMS } from '@/lib/domain/payment-amounts';
import { plural } from '@/lib/domain/plural';

/** What the sums hold: taxes found by an ИНН are not fines (`taxes` counts the tab's `notpaid` ones, held too). */
function sumLabel(totals: UnpaidTotalsDto): string {
  if (totals.taxes === 0) return 'Штрафы';
  return totals.taxes >= totals.count + totals.held ? 'Налоги' : 'Штрафы и налоги';
}

/** What the sums leave out: the charges the person's unfinished payment holds (`all`: every unpaid one). */
function heldNote(held: number, all: boolean): string {
  const cards = plural(held, 'его карточка ведёт', 'их карточки ведут', 'их карточки ведут');
  return all
    ? `Все неоплаченные начисления уже в вашем неоконченном платеже — завершите или отмените его: ${plural(held, 'карточка начисления ведёт', 'карточки начислений ведут', 'карточки начислений ведут')} к нему.`
    : `Без ${held} ${plural(held, 'начисления', 'начислений', 'начислений')} из вашего неоконченного платежа — ${cards} к нему.`;
}

/**
 * The sums still to pay over the unpaid tab, as the server adds them up the way each card counts:
 * the fines (discounted where the discount lasts) and taxes, named so when there are any, the
 * service fee (per charge, spec §9) and the total. With `payAllHref` (the list's check is over),
 * «Оплатить все неоплаченные» — or «Оплатить первые 50» past one payment's limit — a plain link to
 * /prepayment with `all=1` and the list's view, so it works without scripts too. Charges the person's
 * unfinished payment holds are not summed (`totals.held`): the card says how many were left out.
 */
export function UnpaidTotal({ totals, payAllHref }: { totals: UnpaidTotalsDto; payAllHref?: string }) {
  if (totals.total === 0 && totals.held === 0) return null;
  if (totals.total === 0) {
    return (
      <div className="card totals">
        <p>{heldNote(totals.held, true)}</p>
      </div>
    );
  }
  return (
    <div className="card totals">
      <p className="totals__label">
        {sumLabel(totals)}: {formatRubles(totals.fines)}, комиссия: {formatRubles(totals.fee)}, итого:{' '}
        <span className="totals__sum">{formatRubles(totals.total)}</span>
      </p>
      {totals.held > 0 && <p className="muted">{heldNote(totals.held, false)}</p>}
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
