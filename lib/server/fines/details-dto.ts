import 'server-only';
import type { chargeDetails, charges } from '@/lib/server/db/schema';
import type { ChargePersonDto, CoordinatesDto, FineDetailsDto, OrderDetailsDto } from '@/lib/contract/fine-details';
import { chargePayByDate, discountedView, isChargeOverdue } from '@/lib/domain/fine-terms';
import type { FineStatus } from '@/lib/domain/fine-status';

type ChargeRow = typeof charges.$inferSelect;
type DetailsRow = Omit<typeof chargeDetails.$inferSelect, 'chargeId' | 'updatedAt'>;

/**
 * What a detail answer is built from: a stored charge (or one a lookup by УИН just received, with
 * `id` null) and its details row, if any.
 */
export type DetailSource = Pick<
  ChargeRow,
  | 'kind'
  | 'uin'
  | 'status'
  | 'billDate'
  | 'ordinanceNumber'
  | 'amountKopeks'
  | 'purpose'
  | 'kbk'
  | 'oktmo'
  | 'payee'
  | 'discountPercent'
  | 'discountUntil'
  | 'article'
  | 'articleText'
  | 'offenceAt'
  | 'place'
  | 'lat'
  | 'lng'
  | 'department'
  | 'relatedUin'
  | 'caseNumber'
> & { id: number | null; details: DetailsRow | null; documentIds: number[] };

/** Links the answer carries: the file link (signed for the owner) and the charge on the other side of a replacement. */
export interface DetailLinks {
  fileUrl: string | null;
  /** For a fine: its order; for an order: its fine. */
  related: { id: number | null; article: string | null } | null;
  /** The viewer's own unfinished payment holding the charge (lib/server/payments/payment-in-progress.ts), else null. */
  paymentInProgress: number | null;
}

function point(lat: number | null | undefined, lng: number | null | undefined): CoordinatesDto | null {
  return lat == null || lng == null ? null : { lat, lng };
}

function person(d: DetailsRow | null): ChargePersonDto | null {
  if (!d || (!d.payerSurname && !d.payerName && !d.payerOrganization)) return null;
  return { surname: d.payerSurname, name: d.payerName, patronymic: d.payerPatronymic, organization: d.payerOrganization };
}

/**
 * What paying a charge costs today, kopeks: nothing once it is paid, closed, moved to the bailiffs
 * or paid through us and waiting for confirmation (`in_progress`: paying again would pay twice);
 * otherwise the discounted amount while the discount applies, else the full amount.
 */
function amountToPay(s: DetailSource, today: string): number {
  if (['paid', 'closed', 'moved-to-order', 'in_progress'].includes(s.status)) return 0;
  return discountedView(fineView(s), today)?.amountKopeks ?? s.amountKopeks;
}

function fineView(s: DetailSource) {
  const discount = s.discountPercent && s.discountUntil ? { percent: s.discountPercent, until: s.discountUntil } : null;
  return { status: s.status as FineStatus, amountKopeks: s.amountKopeks, discount };
}

/** A fine or tax charge in full (spec §3 Fine) as it stands on `today` (`YYYY-MM-DD`, Moscow). */
export function toFineDetailsDto(s: DetailSource, links: DetailLinks, today: string): FineDetailsDto {
  const kind = s.kind === 'tax' ? 'tax' : 'fine';
  const d = s.details;
  const terms = { kind, billDate: s.billDate, kbk: s.kbk, purpose: s.purpose } as const;
  const discount = discountedView(fineView(s), today);
  return {
    id: s.id,
    kind,
    uin: s.uin,
    fineStatus: s.status,
    statementDate: s.billDate,
    ordinanceNumber: s.ordinanceNumber,
    fineAmount: s.amountKopeks,
    amountToPay: amountToPay(s, today),
    discountInfo: discount && {
      fullAmount: s.amountKopeks,
      discountAmount: discount.amountKopeks,
      discountUntil: discount.until,
      statementDate: s.billDate,
      percent: discount.percent,
    },
    payBy: chargePayByDate(terms),
    // An `in_progress` charge is already paid through us: calling it overdue would only alarm.
    is_overdue: s.status === 'notpaid' && isChargeOverdue({ ...terms, status: 'notpaid' }, today),
    article: s.article,
    offenceShortDescription: s.articleText,
    offenceDesc: d?.offenceDescription ?? null,
    offenceType: d?.recordedBy ?? null,
    offenceDateTime: s.offenceAt?.toISOString() ?? null,
    offenceLocation: s.place,
    coordinates: point(s.lat, s.lng),
    gibddName: s.department,
    gibddPhone: d?.departmentPhone ?? null,
    gibddCoordinates: point(d?.departmentLat, d?.departmentLng),
    gibddINN: s.payee.inn,
    gibddOKTMO: s.oktmo,
    vehiclePlate: d?.vehiclePlate ?? null,
    stsNumber: d?.stsNumber ?? null,
    driverLicense: d?.driverLicense ?? null,
    person: person(d),
    purpose: s.purpose,
    kbk: s.kbk,
    payee: s.payee,
    photoCount: d?.photoCount ?? 0,
    fileUrl: links.fileUrl,
    progress: d?.progress ?? [],
    order: s.relatedUin ? { id: links.related?.id ?? null, uin: s.relatedUin } : null,
    documentIds: s.documentIds,
    masked: d?.masked ?? false,
    paymentInProgress: links.paymentInProgress,
  };
}

/** A bailiff order in full (spec §3 Order). */
export function toOrderDetailsDto(s: DetailSource, links: DetailLinks): OrderDetailsDto {
  const d = s.details;
  return {
    id: s.id,
    uin: s.uin,
    status: s.status,
    date: s.billDate,
    amount: s.amountKopeks,
    amountToPay: s.status === 'paid' ? 0 : s.amountKopeks,
    number: s.caseNumber,
    departmentName: s.department,
    departmentPhone: d?.departmentPhone ?? null,
    purpose: s.purpose,
    kbk: s.kbk,
    oktmo: s.oktmo,
    payee: s.payee,
    person: person(d),
    fine: s.relatedUin ? { id: links.related?.id ?? null, uin: s.relatedUin, article: links.related?.article ?? null } : null,
    fileUrl: links.fileUrl,
    progress: d?.progress ?? [],
    documentIds: s.documentIds,
    masked: d?.masked ?? false,
    paymentInProgress: links.paymentInProgress,
  };
}
