import 'server-only';
import type { PayeeDto } from '@/lib/contract/fines';

/**
 * The fines registry port: what the product asks ГИС ГМП (the state information system on
 * state and municipal payments) and what it gets back. Every implementation — the built-in
 * sandbox or a real protocol adapter — answers with these shapes.
 */

/**
 * A payer document the registry is asked about. Numbers are normalized (no spaces, Cyrillic letters).
 * `organization` asks for everything charged to a legal entity by its 10-digit ИНН: the camera fines
 * of the company's vehicles come addressed to the organization (spec §1, §6 user type 3).
 */
export type RegistryDocument =
  | { type: 'sts'; number: string; plateNumber?: string; plateRegion?: string }
  | { type: 'driverLicense'; number: string }
  | { type: 'inn'; number: string }
  | { type: 'organization'; number: string };

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
  /** Long description as the ordinance states it (what was done, where, which rule of the ПДД). */
  description: string;
  /** How it was recorded: a camera (ordinance without a protocol, КоАП РФ 28.6 ч.3) or an officer on the spot. */
  recordedBy: 'camera' | 'inspector';
  /** The department's phone as the registry gives it, e.g. `+7 (495) 012-34-56`. */
  departmentPhone: string;
  /** Where the department sits, WGS 84 degrees. */
  departmentLocation: { lat: number; lng: number };
  /** Plate of the vehicle as recorded, e.g. `А123ВС77`; null when the record names none. */
  vehiclePlate: string | null;
}

/** Who the charge is addressed to and by which of their documents, as the charge record names them. */
export interface RegistryPayer {
  /** A person's names; null for an organization. */
  surname: string | null;
  name: string | null;
  patronymic: string | null;
  /** An organization's name; null for a person. */
  organization: string | null;
  /** СТС of the vehicle (10 characters, no spaces), when the charge names one. */
  sts: string | null;
  /** Driver licence (10 characters), when the charge names one. */
  driverLicense: string | null;
  /** ИНН of the payer, when the charge names one. */
  inn: string | null;
}

/** One event in the life of a charge (spec §3 «progress»): a `YYYY-MM-DD` day in Moscow and what happened. */
export interface RegistryProgressEntry {
  date: string;
  text: string;
}

/**
 * Files the registry keeps for a charge: camera photos and a copy of the ordinance (or of the
 * bailiff's order), fetched later with `photos()` and `file()` by `ref`.
 */
export interface RegistryAttachments {
  /** Opaque reference the registry understands; stored as given and never shown. */
  ref: string;
  /** How many camera photos there are (0 for none). */
  photoCount: number;
  /** True when a copy of the ordinance or order can be fetched. */
  document: boolean;
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
  /** Who the charge is addressed to; null when the record names nobody. */
  payer: RegistryPayer | null;
  /** What happened to the charge so far, oldest first; nothing later than the moment of the answer. */
  progress: RegistryProgressEntry[];
  attachments: RegistryAttachments | null;
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
  /** The bailiff department's phone as the registry gives it. */
  departmentPhone: string;
  payee: RegistryPayee;
  /** КБК the payment is made with, 20 characters, as the registry gives it. */
  kbk: string;
  /** ОКТМО of the bailiff department's municipality, 8 or 11 digits, as the registry gives it. */
  oktmo: string;
  status: 'open' | 'paid';
  /** The debtor, as the order names them. */
  payer: RegistryPayer | null;
  /** Events of the enforcement proceedings, oldest first. */
  progress: RegistryProgressEntry[];
  attachments: RegistryAttachments | null;
}

/** One answer of the registry for one document. */
export interface RegistryResult {
  charges: RegistryCharge[];
  orders: RegistryOrder[];
}

/** Camera photos of a charge: ready, or `wait` seconds while the registry prepares them. */
export type RegistryPhotosAnswer = { status: 'ready'; photos: RegistryPhoto[] } | { status: 'wait'; seconds: number };

/** One camera photo: when it was taken (ISO 8601) and what it shows. */
export interface RegistryPhoto {
  takenAt: string;
  caption: string;
  /** Pixel size of the image. */
  width: number;
  height: number;
}

/** Which file of a charge: a photo by its index (0-based) or the copy of the ordinance or order. */
export type RegistryFileKey = { photo: number } | 'document';

/** A file as the registry hands it over. */
export interface RegistryFile {
  contentType: 'image/svg+xml' | 'image/jpeg' | 'image/png' | 'application/pdf';
  body: string | Uint8Array<ArrayBuffer>;
}

/** Options of one lookup. */
export interface RegistryLookupOptions {
  signal?: AbortSignal;
  /**
   * `YYYY-MM-DD` (Moscow): only charges billed on or after this day, and the orders that replaced
   * them (an organization's history window, its `countDays`). Absent: everything the registry keeps.
   */
  since?: string;
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
  lookup(doc: RegistryDocument, options?: RegistryLookupOptions): Promise<RegistryResult>;
  /**
   * Looks up one charge by its УИН (spec §7 `uinInfo`): the charge (a fine with its bailiff order,
   * if any) or the order; both lists empty when the registry knows no such УИН.
   * @throws RegistryError when the registry cannot answer.
   */
  findByUin(uin: string, options?: { signal?: AbortSignal }): Promise<RegistryResult>;
  /**
   * The camera photos of a charge by its attachments `ref`: ready, or wait while they are prepared.
   * @throws RegistryError when the registry cannot answer.
   */
  photos(ref: string, options?: { signal?: AbortSignal }): Promise<RegistryPhotosAnswer>;
  /**
   * One file of a charge by its attachments `ref`; null when there is no such file.
   * @throws RegistryError when the registry cannot answer.
   */
  file(ref: string, key: RegistryFileKey, options?: { signal?: AbortSignal }): Promise<RegistryFile | null>;
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
