import 'server-only';
import type { QuoteLineDto, QuoteProblemDto } from '@/lib/contract/payments';
import { formatDateRu, todayInMoscow } from '@/lib/domain/dates';
import type { FineStatus } from '@/lib/domain/fine-status';
import { MSG_FINE_NO_ARTICLE } from '@/lib/domain/messages';
import { paymentLine } from '@/lib/domain/payment-amounts';
import type { Db } from '@/lib/server/db/client';
import type { charges } from '@/lib/server/db/schema';
import type { OwnerScope } from '@/lib/server/owner-scope';
import { activeItemsByUin, itemUins, ownChargesByUin, paidThroughUs } from './queries';

type ChargeRow = typeof charges.$inferSelect;

/** What a selection of УИНs comes to: the payable lines, the problems, and what to warn about. */
export interface Assessment {
  /** Payable charges in the order asked, priced for `today`. */
  lines: QuoteLineDto[];
  problems: QuoteProblemDto[];
  /** An active payment that holds exactly these charges: continue it instead of starting another. */
  activePaymentId: number | null;
  /** Russian warning when some charge was already paid (through us, or waits for confirmation); else null. */
  repeatWarning: string | null;
  /** Russian notice when another account's payment in progress holds some of the charges; else null. */
  payingElsewhere: string | null;
  today: string;
}

/** The title a charge is shown under: `КоАП 12.9 ч.2`, a tax's purpose, or the ФССП case. */
export function chargeTitle(c: Pick<ChargeRow, 'kind' | 'article' | 'purpose' | 'caseNumber' | 'uin'>): string {
  if (c.kind === 'tax') return c.purpose;
  if (c.kind === 'order') return c.caseNumber ? `Исполнительное производство № ${c.caseNumber}` : `Постановление ФССП ${c.uin}`;
  return c.article ? `КоАП ${c.article}` : MSG_FINE_NO_ARTICLE;
}

/** Why this charge cannot be paid at all, or null. */
function notPayable(c: ChargeRow): string | null {
  if (c.kind === 'fine' && (c.relatedUin || c.status === 'moved-to-order')) {
    const order = c.relatedUin ? ` Оплатите постановление ФССП с УИН ${c.relatedUin}.` : '';
    return `Штраф с УИН ${c.uin} передан приставам: этот УИН больше не действует.${order}`;
  }
  if (c.status === 'paid' || c.status === 'closed') return `УИН ${c.uin} уже оплачен.`;
  if (c.amountKopeks <= 0) return `По УИН ${c.uin} платить нечего: сумма 0 ₽.`;
  return null;
}

function line(c: ChargeRow, today: string, paidAt: string | null): QuoteLineDto {
  const discount = c.discountPercent && c.discountUntil ? { percent: c.discountPercent, until: c.discountUntil } : null;
  // Orders are `open`/`paid` in the registry; the discount rule only reads the fine statuses.
  const status = (c.status === 'open' ? 'notpaid' : c.status) as FineStatus;
  const priced = paymentLine({ status, amountKopeks: c.amountKopeks, discount }, today);
  return {
    chargeId: c.id,
    uin: c.uin,
    kind: c.kind,
    title: chargeTitle(c),
    billDate: c.billDate,
    status: c.status as QuoteLineDto['status'],
    ...priced,
    discountUntil: priced.discountPercent ? (discount?.until ?? null) : null,
    paidThroughUsAt: paidAt,
    vehiclePlate: c.vehiclePlate,
  };
}

/**
 * Said when another account's payment in progress holds some of these УИНs (one СТС in two
 * accounts, two members of an organization): paying from here too is allowed, and only the
 * first payment captured after its money was authorised is taken (claimCapture). Names up to three УИНs.
 */
export function msgPayingElsewhere(uins: readonly string[]): string {
  // A fleet's bulk payment may overlap a colleague's in hundreds of УИНs: past three, a count.
  const which =
    uins.length === 1
      ? `УИН ${uins[0]} уже оплачивается`
      : uins.length <= 3
        ? `УИН ${uins.join(', ')} уже оплачиваются`
        : `${uins.length} из выбранных начислений уже оплачиваются`;
  return `${which} с другого аккаунта. Если оплатите и отсюда, деньги спишутся только по платежу, подтверждённому первым; второй отменится, а заблокированная по нему сумма вернётся на карту.`;
}

/** The warning before paying again what was paid already, naming each УИН; null when there is none. */
function repeatWarningFor(lines: readonly QuoteLineDto[]): string | null {
  const parts = lines.flatMap((l) => {
    if (l.paidThroughUsAt) {
      const day = formatDateRu(todayInMoscow(new Date(l.paidThroughUsAt)));
      return [
        `УИН ${l.uin} уже оплачен через наш сервис ${day}: подтверждение из ГИС ГМП приходит не сразу, повторно платить не нужно.`,
      ];
    }
    if (l.status === 'in_progress') return [`УИН ${l.uin} уже оплачен и ждёт подтверждения из ГИС ГМП.`];
    return [];
  });
  return parts.length > 0 ? `${parts.join(' ')} Всё равно оплатить ещё раз?` : null;
}

/**
 * Checks a selection of УИНs for payment on `today` (Moscow): each must be a charge of the scope (the
 * person's own, or the organization's they act for; an unknown УИН and another owner's answer the
 * same, so nothing leaks), not paid or closed,
 * not replaced by a bailiffs' order, not zero, and not held by another payment in progress of the
 * same person (another account's is only told, in `payingElsewhere`). With
 * `lock`, the charges are locked for the caller's transaction. Never throws for the person's
 * mistakes: they come back as `problems`, each naming its УИН.
 */
export async function assessSelection(
  db: Db,
  scope: OwnerScope,
  uins: readonly string[],
  today: string,
  lock = false,
): Promise<Assessment> {
  // Payments and their lines belong to the person paying; the charges to the scope's owner.
  const userId = scope.userId;
  const rows = await ownChargesByUin(db, scope, uins, lock);
  const byUin = new Map(rows.map((r) => [r.uin, r]));
  const problems: QuoteProblemDto[] = [];
  const payable: ChargeRow[] = [];
  for (const uin of uins) {
    const c = byUin.get(uin);
    if (!c) {
      problems.push({ uin, code: 'not_found', message: `УИН ${uin} не найден среди ваших начислений.` });
      continue;
    }
    const why = notPayable(c);
    if (why) problems.push({ uin, code: 'not_payable', message: why });
    else payable.push(c);
  }
  const held = await activeItemsByUin(
    db,
    payable.map((c) => c.uin),
  );
  // Another account's payment (the same fine reaches whoever added the car's СТС, and every
  // member of an organization) does not block this one — its number and payer are theirs, so
  // neither is named; the capture decides which goes through (claimCapture).
  const elsewhere = [...new Set(held.filter((h) => h.userId !== userId).map((h) => h.uin))];
  const own = held.filter((h) => h.userId === userId);
  let activePaymentId: number | null = null;
  const holders = [...new Set(own.map((h) => h.paymentId))];
  if (holders.length === 1 && own.length === uins.length && problems.length === 0) {
    const theirs = await itemUins(db, holders[0]!);
    if (theirs.length === uins.length) activePaymentId = holders[0]!;
  }
  if (activePaymentId === null) {
    for (const h of own) {
      problems.push({
        uin: h.uin,
        code: 'payment_in_progress',
        paymentId: h.paymentId,
        message: `УИН ${h.uin} уже оплачивается в платеже № ${h.paymentId}. Завершите или отмените его, прежде чем платить снова.`,
      });
    }
  }
  const heldUins = new Set(own.map((h) => h.uin));
  const paid = await paidThroughUs(
    db,
    payable.map((c) => ({ uin: c.uin, related: c.kind === 'order' ? c.relatedUin : null })),
  );
  const lines = payable
    .filter((c) => activePaymentId !== null || !heldUins.has(c.uin))
    .map((c) => line(c, today, paid.get(c.uin) ?? null));
  const payingElsewhere = elsewhere.filter((uin) => lines.some((l) => l.uin === uin));
  return {
    lines,
    problems,
    activePaymentId,
    repeatWarning: repeatWarningFor(lines),
    payingElsewhere: payingElsewhere.length > 0 ? msgPayingElsewhere(payingElsewhere) : null,
    today,
  };
}
