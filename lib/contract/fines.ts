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

/** How fresh the results for one document are. */
export interface DocumentCheckDto {
  id: number;
  type: DocumentType;
  number: string;
  checkedAt: string | null;
  /** Russian message when the latest lookup failed. */
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
