import type { FineDto, FinesListDto, OrderDto } from '@/lib/contract/fines';
import { serviceFeeKopeks } from '@/lib/domain/fee';
import { chargePayByDate, discountedView } from '@/lib/domain/fine-terms';

/** How many of the most urgent charges the popup lists. */
export const URGENT_SHOWN = 5;

/** One charge of the popup's short list, with where it opens on the site. */
export interface UrgentCharge {
  /** `fine:12`, `tax:7`, `order:3`: unique across kinds (ids are per table). */
  key: string;
  kind: 'fine' | 'tax' | 'order';
  title: string;
  /** What paying it today costs, kopeks (the discounted amount while the discount lasts). */
  amountKopeks: number;
  /** `discount`: pay by `date` with the discount; `payBy`: last day to pay; `overdue`: `date` has passed; `order`: with the bailiffs. */
  term: 'discount' | 'payBy' | 'overdue' | 'order';
  /** `YYYY-MM-DD` (Moscow): the discount's end, the last day to pay, or the order's date. */
  date: string;
  /** Path on the site: `/fines/list/fine/{id}`, `/taxes/list/{id}`, `/fines/list/order/{id}`. */
  path: string;
}

/** What the badge and the popup show (everything computed here, none of it stored on the server). */
export interface FinesSummary {
  /** Charges to pay: `notpaid` fines and taxes and open bailiff orders (`in_progress` is paid and awaits confirmation). */
  unpaidCount: number;
  /** Their sum today, kopeks (discounts applied). */
  toPayKopeks: number;
  /** The service fee on top when paid through the site, kopeks (spec §9, per charge). */
  feeKopeks: number;
  /** The earliest running discount: its last day and what it saves, kopeks. */
  nearestDiscount: { until: string; percent: number; savesKopeks: number } | null;
  /** Any charge past its term (overdue fines, orders): the badge turns red. */
  anyOverdue: boolean;
  /** The URGENT_SHOWN most urgent charges. */
  urgent: UrgentCharge[];
  /** Keys of every unpaid charge (to tell new ones apart at the next check). */
  unpaidKeys: string[];
  /** Some document is still being checked: the list may grow. */
  pending: boolean;
  /** Sample data of the sandbox registry. */
  sandbox: boolean;
}

// Orders first (enforcement has begun), then overdue charges, then the rest by the nearest date.
const RANK: Record<UrgentCharge['term'], number> = { order: 0, overdue: 1, discount: 2, payBy: 2 };

function fineItem(fine: FineDto, today: string): UrgentCharge {
  const discounted = discountedView(fine, today);
  const payBy = chargePayByDate(fine);
  const term = discounted ? 'discount' : today > payBy ? 'overdue' : 'payBy';
  return {
    key: `${fine.kind}:${fine.id}`,
    kind: fine.kind,
    title: fine.articleText ?? fine.purpose,
    amountKopeks: discounted?.amountKopeks ?? fine.amountKopeks,
    term,
    date: discounted?.until ?? payBy,
    path: fine.kind === 'tax' ? `/taxes/list/${fine.id}` : `/fines/list/fine/${fine.id}`,
  };
}

function orderItem(order: OrderDto): UrgentCharge {
  return {
    key: `order:${order.id}`,
    kind: 'order',
    title: order.caseNumber ? `ФССП, № ${order.caseNumber}` : 'Исполнительное производство ФССП',
    amountKopeks: order.amountKopeks,
    term: 'order',
    date: order.openedDate,
    path: `/fines/list/order/${order.id}`,
  };
}

/**
 * Sums up a fines list (`GET /105/api/fines`) for `today` (`YYYY-MM-DD`, Moscow): what is unpaid,
 * what it costs, the nearest discount deadline, and the most urgent charges. A fine that has moved
 * to the bailiffs is counted through its order only (its УИН is no longer payable).
 */
export function summarize(list: FinesListDto, today: string): FinesSummary {
  const items = [
    ...list.fines.filter((fine) => fine.status === 'notpaid').map((fine) => fineItem(fine, today)),
    ...list.orders.filter((order) => order.status === 'open').map(orderItem),
  ];
  let nearestDiscount: FinesSummary['nearestDiscount'] = null;
  for (const fine of list.fines) {
    if (fine.status !== 'notpaid') continue;
    const discounted = discountedView(fine, today);
    if (discounted && (!nearestDiscount || discounted.until < nearestDiscount.until)) {
      nearestDiscount = {
        until: discounted.until,
        percent: discounted.percent,
        savesKopeks: fine.amountKopeks - discounted.amountKopeks,
      };
    }
  }
  const urgent = [...items].sort(
    (a, b) => RANK[a.term] - RANK[b.term] || a.date.localeCompare(b.date) || a.key.localeCompare(b.key),
  );
  return {
    unpaidCount: items.length,
    toPayKopeks: items.reduce((sum, item) => sum + item.amountKopeks, 0),
    feeKopeks: items.reduce((sum, item) => sum + serviceFeeKopeks(item.amountKopeks), 0),
    nearestDiscount,
    anyOverdue: items.some((item) => item.term === 'overdue' || item.term === 'order'),
    urgent: urgent.slice(0, URGENT_SHOWN),
    unpaidKeys: items.map((item) => item.key),
    pending: list.documents.some((document) => document.state === 'pending'),
    sandbox: list.sandbox,
  };
}
