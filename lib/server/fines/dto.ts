import 'server-only';
import type { charges } from '@/lib/server/db/schema';
import type { ChargeRowDto, FineDto, OrderDto } from '@/lib/contract/fines';
import type { FineStatus } from '@/lib/domain/fine-status';
import { chargePayByDate } from '@/lib/domain/fine-terms';
import type { ChargeListRow } from './list-queries';

/** A stored charge with the ids of the documents that found it. */
export type ChargeWithSources = typeof charges.$inferSelect & { documentIds: number[] };

/** Maps a stored fine or tax charge to the API shape. */
export function toFineDto(c: ChargeWithSources): FineDto {
  return {
    id: c.id,
    kind: c.kind === 'tax' ? 'tax' : 'fine',
    uin: c.uin,
    status: c.status as FineStatus,
    billDate: c.billDate,
    ordinanceNumber: c.ordinanceNumber,
    amountKopeks: c.amountKopeks,
    discount: c.discountPercent && c.discountUntil ? { percent: c.discountPercent, until: c.discountUntil } : null,
    article: c.article,
    articleText: c.articleText,
    offenceAt: c.offenceAt?.toISOString() ?? null,
    place: c.place,
    lat: c.lat,
    lng: c.lng,
    department: c.department,
    photoUrls: c.photoUrls,
    purpose: c.purpose,
    kbk: c.kbk,
    oktmo: c.oktmo,
    payee: c.payee,
    orderUin: c.relatedUin,
    hasOrder: c.relatedUin !== null,
    documentIds: c.documentIds,
  };
}

/** Maps a stored bailiff order to the API shape. */
export function toOrderDto(c: ChargeWithSources): OrderDto {
  return {
    id: c.id,
    uin: c.uin,
    status: c.status === 'paid' ? 'paid' : 'open',
    openedDate: c.billDate,
    amountKopeks: c.amountKopeks,
    caseNumber: c.caseNumber,
    bailiffDepartment: c.department,
    fineUin: c.relatedUin,
    purpose: c.purpose,
    payee: c.payee,
    documentIds: c.documentIds,
  };
}

/** Maps a list row to the slim shape a card shows (lib/contract/fines.ts `ChargeRowDto`). */
export function toChargeRowDto(r: ChargeListRow): ChargeRowDto {
  if (r.kind === 'order') {
    return {
      id: r.id,
      kind: 'order',
      uin: r.uin,
      // An order paid through us waits for ГИС ГМП's confirmation (`in_progress`) as a fine does.
      status: r.status === 'paid' || r.status === 'in_progress' ? r.status : 'open',
      openedDate: r.billDate,
      amountKopeks: r.amountKopeks,
      caseNumber: r.caseNumber,
      fineUin: r.relatedUin,
      fineArticle: r.fineArticle,
      documentIds: r.documentIds,
      paymentInProgress: r.paymentInProgress,
    };
  }
  return {
    id: r.id,
    kind: r.kind,
    uin: r.uin,
    status: r.status,
    billDate: r.billDate,
    payBy: chargePayByDate({ kind: r.kind, billDate: r.billDate, kbk: r.kbk, purpose: r.purpose }),
    offenceAt: r.offenceAt?.toISOString() ?? null,
    place: r.place,
    amountKopeks: r.amountKopeks,
    discount: r.discountPercent && r.discountUntil ? { percent: r.discountPercent, until: r.discountUntil } : null,
    article: r.kind === 'fine' ? r.article : null,
    shortText: r.kind === 'tax' ? r.purpose : r.articleText,
    hasOrder: r.relatedUin !== null,
    documentIds: r.documentIds,
    paymentInProgress: r.paymentInProgress,
  };
}
