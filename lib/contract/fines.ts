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
 * A fine or tax charge from ГИС ГМП as the API returns it. Money in kopeks; `billDate` and
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

/** An enforcement order of the bailiffs (ФССП) that replaced an unpaid fine. */
export interface OrderDto {
  id: number;
  uin: string;
  status: 'open' | 'paid';
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

/** Answer of `GET /105/api/fines` and `GET /105/api/fines/by/{kind}/{id}`. */
export interface FinesListDto {
  fines: FineDto[];
  orders: OrderDto[];
  documents: DocumentCheckDto[];
  /** True when the data comes from the built-in sandbox registry (sample data, label it). */
  sandbox: boolean;
}
