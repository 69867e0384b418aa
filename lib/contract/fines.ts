import type { ChargeListTab } from '@/lib/domain/fine-status';
import type { DocumentType } from './documents';

/** Payee requisites printed on a payment order. */
export interface PayeeDto {
  name: string;
  inn: string;
  kpp: string;
  account: string;
  bik: string;
  bankName: string;
}

/**
 * A fine or tax charge from ГИС ГМП in full, as `GET /105/api/fine` returns it. Money in kopeks; `billDate` and
 * `discount.until` are `YYYY-MM-DD` in Europe/Moscow; `offenceAt` ISO 8601.
 */
export interface FineDto {
  id: number;
  kind: 'fine' | 'tax';
  uin: string;
  status: 'notpaid' | 'in_progress' | 'paid' | 'closed' | 'moved-to-order';
  billDate: string;
  ordinanceNumber: string;
  amountKopeks: number;
  discount: { percent: number; until: string } | null;
  article: string | null;
  articleText: string | null;
  offenceAt: string | null;
  place: string | null;
  lat: number | null;
  lng: number | null;
  department: string | null;
  photoUrls: string[];
  purpose: string;
  kbk: string;
  oktmo: string;
  payee: PayeeDto;
  /** УИН of the bailiff order that replaced this fine, if any (then this УИН is not payable). */
  orderUin: string | null;
  hasOrder: boolean;
  /** Ids of the user's documents that found this charge. */
  documentIds: number[];
}

/** An enforcement order of the bailiffs (ФССП) that replaced an unpaid fine, in full (`GET /105/api/order`). */
export interface OrderDto {
  id: number;
  uin: string;
  /** `in_progress`: a payment is known (made through us or elsewhere) and awaits ГИС ГМП's confirmation. */
  status: 'open' | 'in_progress' | 'paid';
  openedDate: string;
  amountKopeks: number;
  caseNumber: string | null;
  bailiffDepartment: string | null;
  fineUin: string | null;
  purpose: string;
  payee: PayeeDto;
  documentIds: number[];
}

/**
 * Where one document's registry lookup stands: `pending` — queued or running (the list may still
 * grow); `done` — the stored results are from the latest lookup; `failed` — the latest lookup
 * failed for good as far as the person is concerned (`checkError` says so; it can be retried).
 */
export type DocumentCheckState = 'pending' | 'done' | 'failed';

/** One document with the state of its registry lookup and what the UI needs to name it. */
export interface DocumentCheckDto {
  id: number;
  type: DocumentType;
  number: string;
  /** The name the person gave the document, if any. */
  title: string | null;
  /** СТС only: plate number (`А123ВС`) and region (`77`). */
  plateNumber: string | null;
  plateRegion: string | null;
  state: DocumentCheckState;
  /** Last successful lookup (ISO 8601), null before the first. */
  checkedAt: string | null;
  /** Russian message when `state` is `failed`, else null. */
  checkError: string | null;
}

/**
 * A fine or tax charge as a list card shows it: no requisites, photos or progress (those come from
 * `GET /105/api/fine`). Money in kopeks; `billDate`, `payBy` and `discount.until` are `YYYY-MM-DD`
 * in Europe/Moscow; `offenceAt` ISO 8601.
 */
export interface FineRowDto {
  id: number;
  kind: 'fine' | 'tax';
  uin: string;
  /**
   * One of `notpaid`, `in_progress`, `paid`, `closed`, `moved-to-order` — or a status this version
   * does not know, which a client shows as «Неизвестный статус ответа сервера» (spec §8).
   */
  status: string;
  /** Ordinance date of a fine, charge date of a tax. */
  billDate: string;
  /** Last day to pay: a fine's ordinance date + 70 days, a tax's statutory deadline (lib/domain). */
  payBy: string;
  offenceAt: string | null;
  place: string | null;
  amountKopeks: number;
  discount: { percent: number; until: string } | null;
  /** КоАП article (`12.9 ч.2`) of a fine; null for a tax or when the registry gave none. */
  article: string | null;
  /** What it is for in a few words: the offence of a fine, the tax and period of a tax charge. */
  shortText: string | null;
  /** A bailiff order replaced this fine (its УИН is no longer payable). */
  hasOrder: boolean;
  /** Ids of the owner's documents that found this charge. */
  documentIds: number[];
  /**
   * The number of the viewer's own unfinished payment (created, or waiting for the bank) that holds
   * this charge, else null: paying it again starts nothing until that payment ends (docs/api.md).
   */
  paymentInProgress: number | null;
}

/** A bailiff (ФССП) order as a list card shows it; the full order comes from `GET /105/api/order`. */
export interface OrderRowDto {
  id: number;
  kind: 'order';
  uin: string;
  /** `in_progress`: a payment is known (made through us or elsewhere) and awaits ГИС ГМП's confirmation. */
  status: 'open' | 'in_progress' | 'paid';
  /** `YYYY-MM-DD`, Europe/Moscow. */
  openedDate: string;
  amountKopeks: number;
  caseNumber: string | null;
  /** УИН of the fine the order replaced (no longer payable). */
  fineUin: string | null;
  /** КоАП article of that fine when it is stored too (the card is titled by it). */
  fineArticle: string | null;
  documentIds: number[];
  /**
   * The number of the viewer's own unfinished payment (created, or waiting for the bank) that holds
   * this order, else null: paying it again starts nothing until that payment ends (docs/api.md).
   */
  paymentInProgress: number | null;
}

/** One row of a charge list: a fine or tax charge, or a bailiff order (by `kind`). */
export type ChargeRowDto = FineRowDto | OrderRowDto;

/** How many charges each tab holds under the list's filters (document, kind, dates). */
export type ChargeCountsDto = Record<ChargeListTab, number>;

/**
 * What paying every `notpaid` charge of the unpaid tab costs under the list's filters, in kopeks:
 * the charges at their amount today (discounted while the discount lasts), the service fee per
 * charge (spec §9) and the total; `count` charges are summed. `in_progress` ones are left out
 * (already paid, through us or elsewhere, awaiting confirmation) and counted in `awaiting`; so are
 * those the caller's own unfinished payment holds, counted in `held`.
 */
export interface UnpaidTotalsDto {
  count: number;
  fines: number;
  fee: number;
  total: number;
  /** Charges of the unpaid tab already paid (through us or elsewhere) and awaiting ГИС ГМП's confirmation (`in_progress`). */
  awaiting: number;
  /** ФССП orders of the orders tab paid and awaiting ГИС ГМП's confirmation (`in_progress`): still in the tab, no longer owed. */
  ordersAwaiting: number;
  /** ФССП orders of the orders tab still owed: neither paid (`paid`, `closed`) nor awaiting confirmation. */
  ordersOwed: number;
  /**
   * `notpaid` charges the caller's own unfinished payment holds: not in `count` and the sums (they are
   * being paid; each card names the payment).
   */
  held: number;
  /** Of the tab's `notpaid` charges (`held` ones too), how many are taxes (`kind: 'tax'`, found by an ИНН), not fines. */
  taxes: number;
}

/**
 * Answer of `GET /105/api/fines` and `GET /105/api/fines/by/{kind}/{id}`: one page of one tab,
 * newest first (docs/api.md «Lists»). Every page carries the document check states, read before
 * its rows; the first page (no `cursor`) and any page asked with `summary=1` also carry the tab
 * counts and the unpaid totals of the whole list.
 */
export interface ChargesPageDto {
  items: ChargeRowDto[];
  /** Pass as `cursor` for the next page; null on the last page. Opaque, bound to the owner and filters. */
  nextCursor: string | null;
  /** The page size used. */
  limit: number;
  /** First page or `summary=1` only. */
  counts?: ChargeCountsDto;
  /** First page or `summary=1` only. */
  totals?: UnpaidTotalsDto;
  /** The owner's documents and their registry lookup states (read before the rows). */
  documents: DocumentCheckDto[];
  /** True when the data comes from the built-in sandbox registry (sample data, label it). */
  sandbox: boolean;
}

/** A page with the list's summary: the first page of a list, or one asked with `summary=1`. */
export type ChargesSummaryPageDto = ChargesPageDto & { counts: ChargeCountsDto; totals: UnpaidTotalsDto };

/** True when the page carries the list's summary (the first page, or one asked with `summary=1`). */
export function hasSummary(page: ChargesPageDto): page is ChargesSummaryPageDto {
  return page.counts !== undefined && page.totals !== undefined;
}
