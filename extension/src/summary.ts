import type {
  ChargeRowDto,
  DocumentCheckDto,
  DocumentCheckState,
  FineRowDto,
  OrderRowDto,
  UnpaidTotalsDto,
} from '@/lib/contract/fines';
import { serviceFeeKopeks } from '@/lib/domain/fee';
import { discountedView } from '@/lib/domain/fine-terms';
import { isFineStatus } from '@/lib/domain/fine-status';

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
  /**
   * How many documents of the person's own were checked (0: nothing to check, not «no fines»).
   * Absent, as `organizations`, in a snapshot an earlier version of the extension stored.
   */
  documents?: number;
  /** A legal entity's organizations (spec §1, §6), each summed by the server; empty for a private person. */
  organizations?: OrganizationSummary[];
}

/**
 * One organization of a legal entity as the popup shows it: the server's counts of its fleet list
 * (`GET organization/{id}/fines`, the unpaid tab's summary), never its rows.
 */
export interface OrganizationSummary {
  id: number;
  name: string;
  /** `notpaid` fines and taxes plus ФССП orders still owed. */
  unpaidCount: number;
  /** The fines and taxes at today's amount (discounts applied), kopeks; orders are not in it. */
  finesKopeks: number;
  /** ФССП orders still owed (in `unpaidCount` too). */
  ordersOwed: number;
  /** The organization's registry lookup: `pending` while its charges may still grow, `failed` when it could not be checked. */
  state: DocumentCheckState;
  /** Its fleet page on the site. */
  path: string;
}

/**
 * What the extension reads of the charge lists (api.ts): rows of the unpaid tab and of the orders
 * tab, newest first, each cut at `UNPAID_READ_LIMIT` (spec §9: the saved unpaid list holds at most
 * 1000), and the first page's summary, which the server sums over the whole list.
 */
export interface ChargesGlance {
  unpaid: ChargeRowDto[];
  orders: OrderRowDto[];
  /** The unpaid tab's `notpaid` charges: count, sum today (discounts applied), fee, total; kopeks. */
  totals: UnpaidTotalsDto;
  documents: DocumentCheckDto[];
  sandbox: boolean;
  /** A legal entity's organizations with their unpaid tab's totals (absent for a private person). */
  organizations?: { id: number; name: string; state: DocumentCheckState; totals: UnpaidTotalsDto }[];
}

/** How many rows of a tab the extension reads at most (spec §9, the saved unpaid list). */
export const UNPAID_READ_LIMIT = 1000;

// Orders first (enforcement has begun), then overdue charges, then the rest by the nearest date.
const RANK: Record<UrgentCharge['term'], number> = { order: 0, overdue: 1, discount: 2, payBy: 2 };

function discountOf(fine: FineRowDto, today: string) {
  return isFineStatus(fine.status) ? discountedView({ ...fine, status: fine.status }, today) : null;
}

function fineItem(fine: FineRowDto, today: string): UrgentCharge {
  const discounted = discountOf(fine, today);
  const payBy = fine.payBy;
  const term = discounted ? 'discount' : today > payBy ? 'overdue' : 'payBy';
  return {
    key: `${fine.kind}:${fine.id}`,
    kind: fine.kind,
    title: fine.shortText ?? (fine.article ? `Штраф по ст. ${fine.article} КоАП` : fine.kind === 'tax' ? 'Налог' : 'Штраф'),
    amountKopeks: discounted?.amountKopeks ?? fine.amountKopeks,
    term,
    date: discounted?.until ?? payBy,
    path: fine.kind === 'tax' ? `/taxes/list/${fine.id}` : `/fines/list/fine/${fine.id}`,
  };
}

function orderItem(order: OrderRowDto): UrgentCharge {
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
 * Sums up what the extension read (`ChargesGlance`) for `today` (`YYYY-MM-DD`, Moscow): what is
 * unpaid, what it costs, the nearest discount deadline, and the most urgent charges. Counts and sums
 * of fines and taxes are the server's (exact however long the list); open ФССП orders are added from
 * their rows. A fine that has moved to the bailiffs is in no tab: it counts through its order only
 * (its УИН is no longer payable). `in_progress` charges are paid and await confirmation: left out.
 */
export function summarize(glance: ChargesGlance, today: string): FinesSummary {
  const unpaidFines = glance.unpaid.filter((row): row is FineRowDto => row.kind !== 'order' && row.status === 'notpaid');
  const openOrders = glance.orders.filter((order) => order.status === 'open');
  const items = [...unpaidFines.map((fine) => fineItem(fine, today)), ...openOrders.map(orderItem)];
  let nearestDiscount: FinesSummary['nearestDiscount'] = null;
  for (const fine of unpaidFines) {
    const discounted = discountOf(fine, today);
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
  const ordersSum = openOrders.reduce((sum, order) => sum + order.amountKopeks, 0);
  const ordersFee = openOrders.reduce((sum, order) => sum + serviceFeeKopeks(order.amountKopeks), 0);
  return {
    unpaidCount: glance.totals.count + openOrders.length,
    toPayKopeks: glance.totals.fines + ordersSum,
    feeKopeks: glance.totals.fee + ordersFee,
    nearestDiscount,
    anyOverdue: items.some((item) => item.term === 'overdue' || item.term === 'order'),
    urgent: urgent.slice(0, URGENT_SHOWN),
    unpaidKeys: items.map((item) => item.key),
    pending:
      glance.documents.some((document) => document.state === 'pending') ||
      (glance.organizations ?? []).some((org) => org.state === 'pending'),
    sandbox: glance.sandbox,
    documents: glance.documents.length,
    organizations: (glance.organizations ?? []).map((org) => ({
      id: org.id,
      name: org.name,
      unpaidCount: org.totals.count + org.totals.ordersOwed,
      finesKopeks: org.totals.fines,
      ordersOwed: org.totals.ordersOwed,
      state: org.state,
      path: `/fines/list/organization/${org.id}`,
    })),
  };
}

/** What the badge counts: the person's unpaid charges and every organization's. */
export function badgeCount(summary: FinesSummary): number {
  return summary.unpaidCount + (summary.organizations ?? []).reduce((sum, org) => sum + org.unpaidCount, 0);
}
