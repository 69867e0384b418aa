import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { UinAddedDto, UinInfoDto } from '@/lib/contract/fine-details';
import { todayInMoscow } from '@/lib/domain/dates';
import { notFound, unavailable } from '@/lib/server/errors';
import { hitRateLimit, type RateRule } from '@/lib/server/rate-limit';
import { getRegistry } from '@/lib/server/adapters/registry';
import { isRegistryError, type RegistryResult } from '@/lib/server/adapters/registry/types';
import { toFineDetailsDto, toOrderDetailsDto, type DetailSource } from './details-dto';
import { foundByOwnDocument } from './details-queries';
import { chargeDetailsOf, detailsRow, maskedDetailsRow, orderDetailsOf, type RegistryDetails } from './details-save';
import { fromCharge, fromOrder, upsertRegistryCharges, type ChargeOwner } from './save-result';
import { userScope } from '@/lib/server/owner-scope';

/** A lookup's answer is nobody's until «Оплатить» keeps it (the owner columns are not read). */
const NOBODY: ChargeOwner = { userId: 0, organizationId: null };

/**
 * Lookups by УИН are open to anyone (spec §7), so they are limited per address: a person checks a
 * few numbers, not hundreds (README «Limits»).
 */
export const UIN_INFO_RULE: RateRule = {
  name: 'uin-info',
  limit: 30,
  windowSeconds: 15 * 60,
  message: 'Слишком много проверок по УИН. Попробуйте {wait}',
};

const REGISTRY_TIMEOUT_MS = 20_000;

/**
 * A charge the registry just answered, as a detail source that belongs to nobody (`id` null), with
 * the person masked: anyone who has the number may look it up.
 */
function source(row: ReturnType<typeof fromCharge>, details: RegistryDetails): DetailSource {
  const { chargeId: _none, ...d } = maskedDetailsRow(detailsRow(0, details));
  return {
    id: null,
    kind: row.kind,
    uin: row.uin,
    status: row.status,
    billDate: row.billDate,
    ordinanceNumber: row.ordinanceNumber,
    amountKopeks: row.amountKopeks,
    purpose: row.purpose,
    kbk: row.kbk,
    oktmo: row.oktmo,
    payee: row.payee,
    discountPercent: row.discountPercent ?? null,
    discountUntil: row.discountUntil ?? null,
    article: row.article ?? null,
    articleText: row.articleText ?? null,
    offenceAt: row.offenceAt ?? null,
    place: row.place ?? null,
    lat: row.lat ?? null,
    lng: row.lng ?? null,
    department: row.department ?? null,
    relatedUin: row.relatedUin ?? null,
    caseNumber: row.caseNumber ?? null,
    details: d,
    documentIds: [],
  };
}

/**
 * What `uin` names in a registry answer, kept to the `kind` asked about: a fine (or tax charge) and
 * the bailiff order that replaced it, either of them looked up by its own УИН; null when nothing of
 * that kind matches. Taxes are looked up on the tax page and fines (with their orders) on the fines page.
 */
function pickByUin(uin: string, result: RegistryResult, kind: 'fine' | 'tax') {
  const order = result.orders.find((o) => o.uin === uin) ?? null;
  const charge = result.charges.find((c) => c.uin === uin) ?? result.charges.find((c) => c.uin === order?.fineUin) ?? null;
  const replacing = order ?? result.orders.find((o) => o.fineUin === charge?.uin) ?? null;
  const matches = kind === 'tax' ? charge?.kind === 'tax' && !order : order !== null || charge?.kind === 'fine';
  return matches ? { charge, order: replacing } : null;
}

/**
 * The answer for `uin` out of a registry result, kept to the `kind` asked about. Not found but of
 * the other kind (a tax УИН asked on the fines lookup, a fine's on the taxes one): `found: false`
 * with `otherKind` naming the lookup that finds it, so the page does not say a final «не найдено».
 */
export function uinAnswer(
  uin: string,
  result: RegistryResult,
  kind: 'fine' | 'tax',
  today: string,
  sandbox: boolean,
): UinInfoDto {
  const picked = pickByUin(uin, result, kind);
  if (!picked) {
    const other = kind === 'fine' ? 'tax' : 'fine';
    const none: UinInfoDto = { found: false, fine: null, order: null, sandbox };
    return pickByUin(uin, result, other) ? { ...none, otherKind: other } : none;
  }
  const { charge, order: replacing } = picked;
  const orderUins = new Map(replacing ? [[replacing.fineUin, replacing.uin]] : []);
  const fineSource = charge ? source(fromCharge(NOBODY, charge, orderUins), chargeDetailsOf(charge)) : null;
  const orderSource = replacing ? source(fromOrder(NOBODY, replacing), orderDetailsOf(replacing)) : null;
  // Not one of the person's charges: no file to sign, and no payment of theirs is named here.
  const noFile = { fileUrl: null, paymentInProgress: null };
  const fine = fineSource && toFineDetailsDto(fineSource, { ...noFile, related: null }, today);
  const order =
    orderSource &&
    toOrderDetailsDto(orderSource, { ...noFile, related: fineSource && { id: null, article: fineSource.article } });
  // The person's names and document numbers come masked (source()); the payer sees them in full
  // once a document of theirs finds the charge.
  return {
    found: true,
    fine,
    order,
    sandbox,
  };
}

/** Asks the registry about one УИН. @throws AppError 503 when it cannot answer in time. */
async function findInRegistry(uin: string): Promise<RegistryResult> {
  try {
    return await getRegistry().findByUin(uin, { signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
  } catch (error) {
    if (isRegistryError(error) || (error instanceof Error && error.name === 'TimeoutError')) {
      throw unavailable('ГИС ГМП сейчас не отвечает. Попробуйте позже');
    }
    throw error;
  }
}

/**
 * `GET /105/api/fine/uinInfo` and `GET /105/api/tax/uinInfo`: a charge looked up by its УИН (its
 * check digit already verified) without adding a document, for anyone, limited per `address`.
 * `found: false` when the registry knows no such УИН of that kind (with `otherKind` when it knows
 * one of the other kind). The person's names are masked to
 * `В*** Ю. В.` and the СТС and ВУ numbers to their last 4 digits (lib/domain/masking.ts).
 * @throws AppError 429 over UIN_INFO_RULE; 503 when the registry cannot answer.
 */
export async function uinInfo(
  db: Db,
  uin: string,
  kind: 'fine' | 'tax',
  address: string,
  now: Date = new Date(),
): Promise<UinInfoDto> {
  await hitRateLimit(db, UIN_INFO_RULE, `ip:${address}`);
  const result = await findInRegistry(uin);
  return uinAnswer(uin, result, kind, todayInMoscow(now), getRegistry().sandbox);
}

/**
 * `POST /105/api/fine/uinAdd` and `POST /105/api/tax/uinAdd`: keeps a charge found by its УИН
 * among the user's charges, so it can be paid (a УИН lookup's «Оплатить») and is shown in the list
 * without a document. The registry is asked again (a lookup's answer is never trusted from the
 * client); a fine comes with the bailiff order that replaced it. Knowing a УИН is not owning the
 * charge: unless a document of the person already found it, its person data are stored masked and
 * its photos and ordinance copy not at all, as the open lookup shows them (152-ФЗ art. 7); adding
 * the СТС or ВУ that finds it later fills them in. Answers what is payable: the order when there
 * is one, else the charge itself. Counts against the same per-address limit as the lookup.
 * @throws AppError 404 when the registry knows no such charge of that kind; 429; 503.
 */
export async function addChargeByUin(
  db: Db,
  userId: number,
  uin: string,
  kind: 'fine' | 'tax',
  address: string,
): Promise<UinAddedDto> {
  await hitRateLimit(db, UIN_INFO_RULE, `ip:${address}`);
  const picked = pickByUin(uin, await findInRegistry(uin), kind);
  if (!picked) throw notFound(`Начисление с УИН ${uin} не найдено`);
  const part: RegistryResult = { charges: picked.charge ? [picked.charge] : [], orders: picked.order ? [picked.order] : [] };
  const uins = [...part.charges, ...part.orders].map((c) => c.uin);
  const saved = await db.transaction(async (tx) =>
    upsertRegistryCharges(tx, userScope(userId), part, { masked: !(await foundByOwnDocument(tx, userId, uins)) }),
  );
  const payable = picked.order?.uin ?? picked.charge!.uin;
  const row = saved.find((s) => s.uin === payable)!;
  return { chargeId: row.id, uin: payable };
}
