/**
 * One sample traffic fine: article and amount, offence time and place, issuing department,
 * payee, УИН and the early-payment discount the law gives.
 */
import { addDays, formatDateRu } from '@/lib/domain/dates';
import { lawDiscountFor } from '@/lib/domain/fine-terms';
import type { ChargeStatus, RegistryCharge } from '../types';
import { amountRangeOn, SANDBOX_ARTICLES, type SandboxArticle } from './articles';
import { SANDBOX_CAMERAS, sandboxAttachments } from './attachments';
import { departmentLocation, departmentPhone } from './contacts';
import { drawSpeed, offenceDescription } from './offence-texts';
import type { SandboxHolder } from './people';
import { createRng, type Rng } from './prng';
import type { SandboxRegion } from './regions';
import { FINE_KBK, REGION_REQUISITES } from './requisites';
import type { SandboxNow } from './timeline';
import type { UinAllocator } from './uins';

/** What the caller decides about a fine; the rest is drawn from the generator. */
export interface FinePlan {
  /** Ordinance date, `YYYY-MM-DD` Moscow. */
  billDate: string;
  status: ChargeStatus;
  /** Region of the offence. */
  region: SandboxRegion;
  /** A fixed article (edge documents); drawn by weight when absent. */
  article?: SandboxArticle;
  /** When the registry answers: an offence is never later than this. */
  now: SandboxNow;
  /** Whose fine it is: the payer, their car and documents. */
  holder: SandboxHolder;
}

const ARTICLE_WEIGHTS = SANDBOX_ARTICLES.map((a) => ({ weight: a.weight, value: a }));
// Inspectors set amounts inside a range in steps like these; cameras always take the minimum.
const INSPECTOR_STEP_RUB = 250;
// Houses and jitter keep points on the street, a few hundred metres from its anchor.
const MAX_HOUSE = 140;
const JITTER_DEG = 0.004;

const pad2 = (n: number): string => String(n).padStart(2, '0');
const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/**
 * `HH:MM` of an offence drawn at `minute` of its day. On today's date a minute after now is folded
 * into the part of the day that has passed (no extra draw, so later draws do not shift).
 */
function offenceTime(minute: number, offenceDate: string, now: SandboxNow): string {
  const m = offenceDate === now.today && minute > now.minuteOfDay ? minute % (now.minuteOfDay + 1) : minute;
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
}

/** Amount in rubles: the minimum for cameras (ordinance without a protocol), else a step inside the range. */
function amountRub(rng: Rng, article: SandboxArticle, offenceDate: string, camera: boolean): number {
  const { min, max } = amountRangeOn(article, offenceDate);
  if (camera) return min;
  return min + INSPECTOR_STEP_RUB * rng.int(0, Math.floor((max - min) / INSPECTOR_STEP_RUB));
}

/** The camera complex and how many photos it took (2 or 3). */
function cameraShots(rng: Rng): { camera: string; photoCount: number } {
  const camera = SANDBOX_CAMERAS[rng.int(0, SANDBOX_CAMERAS.length - 1)]!;
  return { camera, photoCount: rng.chance(0.5) ? 3 : 2 };
}

/** Builds one fine charge (`kind: 'fine'`, amounts in kopeks) following `plan`. */
export function buildFine(rng: Rng, uins: UinAllocator, plan: FinePlan): RegistryCharge {
  const { billDate, status, region } = plan;
  const article = plan.article ?? rng.weighted(ARTICLE_WEIGHTS);
  const camera = article.camera && (!article.inspector || rng.chance(0.75));
  // A camera ordinance is issued a few days after the offence; an officer issues it on the spot.
  const offenceDate = camera ? addDays(billDate, -rng.int(1, 10)) : billDate;
  const at = `${offenceDate}T${offenceTime(rng.int(6, 23) * 60 + rng.int(0, 59), offenceDate, plan.now)}:00+03:00`;
  const street = rng.pick(region.streets);
  const place = `${street.address}, д. ${rng.int(1, MAX_HOUSE)}`;
  const lat = round6(street.lat + (rng.next() * 2 - 1) * JITTER_DEG);
  const lng = round6(street.lng + (rng.next() * 2 - 1) * JITTER_DEG);
  const amountKopeks = amountRub(rng, article, offenceDate, camera) * 100;
  const shots = camera ? cameraShots(rng) : null;
  const requisites = REGION_REQUISITES[region.id];
  const prefix = !camera ? '188100' : region.id === 'moscowOblast' ? '188105' : '188101';
  // Drawn last: a clash re-draws the serial and must not shift the draws above.
  const uin = uins.fine(rng, prefix, region.subjectCode, billDate);

  // Details come from a generator of their own, so they never shift the draws of the charge.
  const details = createRng(`details:${uin}`);
  const speed = drawSpeed(details, article.article);
  const department = camera ? requisites.cameraDepartment : requisites.inspectorDepartment;
  const { holder } = plan;
  const description = offenceDescription({
    article: article.article,
    articleText: article.text,
    date: formatDateRu(offenceDate),
    time: at.slice(11, 16),
    place,
    plate: holder.plate,
    speed,
  });
  const payee = { ...requisites.finePayee };
  const attachments = sandboxAttachments({
    v: 1,
    kind: 'fine',
    uin,
    number: uin,
    date: billDate,
    amountKopeks,
    purpose: `Административный штраф по постановлению № ${uin}`,
    payee,
    kbk: FINE_KBK,
    oktmo: street.oktmo,
    issuer: department,
    payer: holder.displayName,
    photoCount: shots?.photoCount ?? 0,
    offence: {
      at,
      place,
      lat,
      lng,
      article: article.article,
      description,
      plate: holder.plate,
      camera: shots?.camera ?? null,
      speed,
    },
  });

  return {
    uin,
    kind: 'fine',
    status,
    billDate,
    ordinanceNumber: uin,
    amountKopeks,
    purpose: `Административный штраф по постановлению № ${uin} от ${formatDateRu(billDate)}`,
    kbk: FINE_KBK,
    oktmo: street.oktmo,
    payee,
    discount: lawDiscountFor(billDate, article.article),
    offence: {
      at,
      place,
      lat,
      lng,
      article: article.article,
      articleText: article.text,
      department,
      description,
      recordedBy: camera ? 'camera' : 'inspector',
      departmentPhone: departmentPhone(department, region),
      departmentLocation: departmentLocation(department, region),
      vehiclePlate: holder.plate,
    },
    // An officer's ordinance names the driver's licence; a camera's only the owner and the car.
    payer: camera ? { ...holder.payer, driverLicense: null } : holder.payer,
    // Written by the caller, which knows the fine's fate (progress.ts).
    progress: [],
    attachments,
  };
}
