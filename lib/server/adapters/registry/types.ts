import 'server-only';
import type { PayeeDto } from '@/lib/contract/fines';

/**
 * The fines registry port: what the product asks ГИС ГМП (the state information system on
 * state and municipal payments) and what it gets back. Every implementation — the built-in
 * sandbox or a real protocol adapter — answers with these shapes.
 */

/** A payer document the registry is asked about. Numbers are normalized (no spaces, Cyrillic letters). */
export type RegistryDocument =
  | { type: 'sts'; number: string; plateNumber?: string; plateRegion?: string }
  | { type: 'driverLicense'; number: string }
  | { type: 'inn'; number: string };

/** Charge statuses as the API names them (spec §4). */
export type ChargeStatus = 'notpaid' | 'in_progress' | 'paid' | 'closed' | 'moved-to-order';

/** The payee of a charge (a Treasury account of the department that issued it); the wire shape. */
export type RegistryPayee = PayeeDto;

/** What the offence was, where and when (only fines have one; tax debts do not). */
export interface RegistryOffence {
  /** ISO 8601 with the Moscow offset, e.g. `2025-04-20T14:32:00+03:00`. */
  at: string;
  place: string;
  lat: number;
  lng: number;
  /** КоАП article as printed on ordinances, e.g. `12.9 ч.2`; null when the registry gives none. */
  article: string | null;
  articleText: string;
  department: string;
  /** Links to camera photos; may be empty. */
  photoUrls: string[];
}

/** One charge record of ГИС ГМП: a traffic fine (`fine`) or a tax debt (`tax`). */
export interface RegistryCharge {
  /** УИН: 20 or 25 digits with a valid check digit. */
  uin: string;
  kind: 'fine' | 'tax';
  status: ChargeStatus;
  /** Ordinance (bill) date, `YYYY-MM-DD`, Europe/Moscow. */
  billDate: string;
  /** Ordinance number as printed; for camera fines it equals the УИН. */
  ordinanceNumber: string;
  /** Amount to pay without discount, kopeks. */
  amountKopeks: number;
  purpose: string;
  /** КБК, 20 characters. */
  kbk: string;
  oktmo: string;
  payee: RegistryPayee;
  /** Early-payment discount from the charge (490-ФЗ since 2025: 25% for 30 days); null when none. */
  discount: { percent: number; until: string } | null;
  offence: RegistryOffence | null;
}

/** An enforcement order of the bailiffs (ФССП) that replaced an unpaid fine (КоАП 32.2 ч.5). */
export interface RegistryOrder {
  /** ФССП УИН, prefix 322, with a valid check digit. */
  uin: string;
  /** УИН of the fine this order replaced; that УИН is no longer payable. */
  fineUin: string;
  /** Date the enforcement proceedings were opened, `YYYY-MM-DD`, Europe/Moscow. */
  openedDate: string;
  /** Amount to pay, kopeks (the fine plus any enforcement fee). */
  amountKopeks: number;
  caseNumber: string;
  bailiffDepartment: string;
  payee: RegistryPayee;
  /** КБК the payment is made with, 20 characters, as the registry gives it. */
  kbk: string;
  /** ОКТМО of the bailiff department's municipality, 8 or 11 digits, as the registry gives it. */
  oktmo: string;
  status: 'open' | 'paid';
}

/** One answer of the registry for one document. */
export interface RegistryResult {
  charges: RegistryCharge[];
  orders: RegistryOrder[];
}

/** A fines registry: ask about a document, get its charges and orders. */
export interface FinesRegistry {
  /** Short name for logs and the UI (`sandbox`, `gisgmp`). */
  readonly name: string;
  /** True for the built-in sandbox: the UI must label its data as sample data. */
  readonly sandbox: boolean;
  /**
   * Looks up one document.
   * @throws RegistryError when the registry cannot answer (the lookup is retried later).
   */
  lookup(doc: RegistryDocument, options?: { signal?: AbortSignal }): Promise<RegistryResult>;
}

/** The registry could not answer; `retryable` says whether asking again later may help. */
export class RegistryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'RegistryError';
  }
}

/**
 * True for a RegistryError, also when it comes from another copy of this module (server bundles
 * may hold more than one, so `instanceof` alone is not enough).
 */
export function isRegistryError(error: unknown): error is RegistryError {
  return error instanceof RegistryError || (error instanceof Error && error.name === 'RegistryError' && 'retryable' in error);
}
