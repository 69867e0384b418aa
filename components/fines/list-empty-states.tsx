import type { DocumentCheckDto } from '@/lib/contract/fines';
import { MSG_LIST_MAY_BE_INCOMPLETE } from '@/lib/domain/messages';
import type { CardHeading } from './card-heading';
import type { ChargeTabsEmpty } from './charge-tabs';
import { EmptyState } from './empty-state';

/** How the owner's documents' registry lookups ended: every one failed, some did, or none. */
export type ListCheckOutcome = 'allFailed' | 'someFailed' | 'checked';

/** The outcome of the lookups of `documents` (a list without documents counts as checked). */
export function listCheckOutcome(documents: readonly Pick<DocumentCheckDto, 'state'>[]): ListCheckOutcome {
  const failed = documents.filter((d) => d.state === 'failed').length;
  if (failed === 0) return 'checked';
  return failed === documents.length ? 'allFailed' : 'someFailed';
}

/**
 * What each empty tab of a fines list says, truthful about the lookups: when no document could be
 * checked nothing is known, so no tab says «нет»; when some failed, «по проверенным документам … нет»
 * and that the list may be incomplete; else plainly that there are none.
 */
export function listEmptyStates(outcome: ListCheckOutcome, heading: CardHeading = 'h2'): ChargeTabsEmpty {
  if (outcome === 'allFailed') {
    const unknown = (
      <EmptyState title="Штрафы пока неизвестны" heading={heading}>
        <p className="muted">ГИС ГМП не ответила ни по одному документу. Нажмите «Повторить» выше или обновите страницу позже.</p>
      </EmptyState>
    );
    return { unpaid: unknown, paid: unknown, orders: unknown };
  }
  const some = outcome === 'someFailed';
  return {
    unpaid: (
      <EmptyState title={some ? 'По проверенным документам штрафов нет' : 'Штрафов не найдено'} heading={heading}>
        <p className="muted">{some ? MSG_LIST_MAY_BE_INCOMPLETE : 'Неоплаченных штрафов по вашим документам нет.'}</p>
      </EmptyState>
    ),
    paid: (
      <EmptyState title={some ? 'По проверенным документам оплаченных штрафов нет' : 'Оплаченных штрафов нет'} heading={heading}>
        {some && <p className="muted">{MSG_LIST_MAY_BE_INCOMPLETE}</p>}
      </EmptyState>
    ),
    orders: (
      <EmptyState
        title={some ? 'По проверенным документам штрафов у приставов нет' : 'Штрафов у приставов нет'}
        heading={heading}
      >
        <p className="muted">
          {some ? MSG_LIST_MAY_BE_INCOMPLETE : 'Исполнительных производств ФССП по вашим документам не найдено.'}
        </p>
      </EmptyState>
    ),
  };
}
