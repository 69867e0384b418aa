/**
 * Wire shapes of the detail endpoints: `GET fine?fine=`, `GET order?id=`, `GET photo?fineId=`,
 * `GET fine/uinInfo`, `GET tax/uinInfo` and `PATCH fine/{id}` (spec §3, §4, §7). Field names follow
 * spec §3 where it names them. Money is integer kopeks; calendar dates `YYYY-MM-DD` in
 * Europe/Moscow; timestamps ISO 8601.
 */
import type { PayeeDto } from './fines';

/** A point on the map, WGS 84 degrees. */
export interface CoordinatesDto {
  lat: number;
  lng: number;
}

/** One event of a charge's progress (spec §3 «progress (entries with date)»), oldest first. */
export interface ProgressEntryDto {
  date: string;
  text: string;
}

/**
 * The early-payment discount while it applies (spec §3 `discountInfo`; КоАП РФ 32.2 ч.1.3):
 * the full amount, the amount with the discount, the last day it applies and the ordinance date.
 */
export interface DiscountInfoDto {
  fullAmount: number;
  discountAmount: number;
  discountUntil: string;
  statementDate: string;
  /** Percent off, e.g. 25. */
  percent: number;
}

/** The person a charge is addressed to (spec §3: first, last and patronymic names), or an organization. */
export interface ChargePersonDto {
  surname: string | null;
  name: string | null;
  patronymic: string | null;
  organization: string | null;
}

/**
 * A fine or tax charge in full (spec §3 Fine). `id` is null in a lookup by УИН (not one of the
 * person's charges: no photos, files or reports). `fineStatus` is the registry's status as given
 * (a client shows «Неизвестный статус ответа сервера» for one it does not know, spec §8).
 */
export interface FineDetailsDto {
  id: number | null;
  kind: 'fine' | 'tax';
  uin: string;
  fineStatus: string;
  /** Ordinance (statement) date, or the tax notice date. */
  statementDate: string;
  ordinanceNumber: string;
  /** The amount of the ordinance, kopeks. */
  fineAmount: number;
  /** What paying today costs, kopeks: with the discount while it applies; 0 once paid, closed or moved to the bailiffs. */
  amountToPay: number;
  discountInfo: DiscountInfoDto | null;
  /** Last day to pay: ordinance + 70 days for a fine, the statutory deadline for a tax. */
  payBy: string;
  /** Unpaid past `payBy` (spec §4: 70 days for fines; tax deadlines per НК РФ). */
  is_overdue: boolean;
  /** КоАП РФ article as printed (`12.9 ч.2`); null when the charge names none («Нет статьи нарушения», spec §8). */
  article: string | null;
  /** The article's disposition, short. */
  offenceShortDescription: string | null;
  /** The ordinance's own description of the offence. */
  offenceDesc: string | null;
  /** `camera` or `inspector`. */
  offenceType: 'camera' | 'inspector' | null;
  offenceDateTime: string | null;
  offenceLocation: string | null;
  coordinates: CoordinatesDto | null;
  gibddName: string | null;
  gibddPhone: string | null;
  gibddCoordinates: CoordinatesDto | null;
  /** ИНН of the payee (the administrator of the revenue). */
  gibddINN: string;
  gibddOKTMO: string;
  vehiclePlate: string | null;
  stsNumber: string | null;
  driverLicense: string | null;
  person: ChargePersonDto | null;
  purpose: string;
  kbk: string;
  payee: PayeeDto;
  /** How many camera photos there are; fetch them with `GET photo?fineId=`. */
  photoCount: number;
  /** A link to the copy of the ordinance (or tax notice), valid for a while; null when none. */
  fileUrl: string | null;
  progress: ProgressEntryDto[];
  /** The bailiff order that replaced this fine (its old УИН is not payable); `id` null when not in the person's list. */
  order: { id: number | null; uin: string } | null;
  /** Ids of the person's documents that found the charge. */
  documentIds: number[];
  /**
   * The person's names and document numbers are masked and there are no photos or file to fetch:
   * a lookup by УИН, or a charge kept by its УИН alone until a document of the person finds it.
   */
  masked: boolean;
  /** As FineRowDto.paymentInProgress: the viewer's own unfinished payment holding it, else null (null in a lookup by УИН). */
  paymentInProgress: number | null;
}

/** An enforcement order of the bailiffs (ФССП) in full (spec §3 Order). */
export interface OrderDetailsDto {
  id: number | null;
  uin: string;
  /** `open` or `paid`, as the registry gives it. */
  status: string;
  /** Date the enforcement proceedings were opened. */
  date: string;
  /** The debt with the enforcement fee, kopeks. */
  amount: number;
  /** What is left to pay, kopeks (0 once paid). */
  amountToPay: number;
  /** Number of the enforcement proceedings (`123456/25/77001-ИП`). */
  number: string | null;
  departmentName: string | null;
  departmentPhone: string | null;
  purpose: string;
  kbk: string;
  oktmo: string;
  payee: PayeeDto;
  person: ChargePersonDto | null;
  /** The fine the order replaced: its УИН, and its id and article when it is in the person's list. */
  fine: { id: number | null; uin: string; article: string | null } | null;
  fileUrl: string | null;
  progress: ProgressEntryDto[];
  documentIds: number[];
  /** As FineDetailsDto.masked. */
  masked: boolean;
  /** As FineRowDto.paymentInProgress: the viewer's own unfinished payment holding it, else null (null in a lookup by УИН). */
  paymentInProgress: number | null;
}

/** One camera photo: a link valid for a while (an image), when it was taken and what it shows. */
export interface PhotoDto {
  url: string;
  takenAt: string;
  caption: string;
  width: number;
  height: number;
}

/** Answer of `GET fine/uinInfo` and `GET tax/uinInfo` (`found: false` is «не найдено», not an error). */
export interface UinInfoDto {
  found: boolean;
  fine: FineDetailsDto | null;
  order: OrderDetailsDto | null;
  /** True when the answer comes from the sandbox registry (sample data, label it). */
  sandbox: boolean;
  /**
   * Only with `found: false`: the registry has a charge of the other kind by this УИН — `tax` on
   * `fine/uinInfo` (a tax charge), `fine` on `tax/uinInfo` (a fine or ФССП order). Look it up there.
   */
  otherKind?: 'fine' | 'tax';
}

/**
 * Answer of `POST fine/uinAdd` and `POST tax/uinAdd`: the charge found by its УИН is now among the
 * caller's charges; `uin` and `chargeId` name what to pay (a bailiff order instead of the fine it
 * replaced).
 */
export interface UinAddedDto {
  chargeId: number;
  uin: string;
}

/** Answer of `PATCH fine/{id}`: the stored report. */
export interface ComplaintDto {
  id: number;
  uin: string;
  createdAt: string;
}
