/**
 * Fixed УИН numbers the sandbox answers a lookup by УИН for (README «Sandbox data»), each showing
 * one case on any day: a fine within its discount term, an overdue one, a paid one, one handed to
 * the bailiffs with its order, and tax charges. Their dates step with `today` (as the edge
 * documents' do), so the case holds; the УИН stays the same.
 */
import { addDays } from '@/lib/domain/dates';
import { makeUin } from '@/lib/domain/uin';
import { taxDeadline } from '@/lib/domain/tax-terms';
import type { RegistryDocument, RegistryResult } from '../types';
import { findSandboxArticle } from './articles';
import { MIN_AGE_FOR_ORDER_DAYS, type PaymentFate } from './fates';
import { buildFineWithFate } from './fine-history';
import { sandboxHolder } from './people';
import { createRng } from './prng';
import { taxProgress } from './progress';
import { FALLBACK_REGION } from './regions';
import { buildTax, PERSON_TAXES, TAX_OFFICES } from './taxes';
import { type SandboxNow, steppedDate } from './timeline';
import { UinAllocator } from './uins';

/** The person every sample charge is addressed to (a Moscow car). */
const SAMPLE_DOCUMENT: RegistryDocument = { type: 'sts', number: '7700000001', plateNumber: 'М001ММ', plateRegion: '77' };

/** The sample УИН numbers by what they show (check digits per lib/domain/uin.ts). */
export const SANDBOX_SAMPLE_UINS = {
  // Its photos are prepared on the first request (attachments.ts), so the sample shows the wait.
  discounted: makeUin('1881017725010100002'),
  overdue: makeUin('1881017725010100001'),
  paid: makeUin('1881017725010100003'),
  movedToOrder: makeUin('1881017725010100004'),
  order: makeUin('322770012501010000000001'),
  taxUnpaid: makeUin('1820770125010100001'),
  taxPaid: makeUin('1820770125010100002'),
} as const;

/** A valid УИН the sandbox knows nothing about: a lookup answers «не найдено». */
export const SANDBOX_UNKNOWN_UIN = makeUin('1881017725010199999');

type SampleName = keyof typeof SANDBOX_SAMPLE_UINS;

/** Hands out the sample УИН given instead of drawing one. */
class PresetUins extends UinAllocator {
  constructor(private readonly preset: { fine?: string; order?: string; tax?: string }) {
    super();
  }
  override fine(): string {
    return this.preset.fine ?? '';
  }
  override order(): string {
    return this.preset.order ?? '';
  }
  override tax(): string {
    return this.preset.tax ?? '';
  }
}

const NEVER_PAID: PaymentFate = { payDay: null, confirmDays: 1, closeAfterDays: null, cancelDay: null, moveDay: null };
const PAID_EARLY: PaymentFate = { payDay: 5, confirmDays: 2, closeAfterDays: null, cancelDay: null, moveDay: null };
const STEP_DAYS = 20;

/** One sample fine billed `minAge`–`minAge + 19` days before today, for article `code`. */
function sampleFine(name: SampleName, code: string, minAge: number, fate: PaymentFate, now: SandboxNow, orderUin?: string) {
  const region = FALLBACK_REGION;
  const article = findSandboxArticle(code);
  if (!article) throw new Error(`Article ${code} is missing from the sandbox table`);
  const uins = new PresetUins({ fine: SANDBOX_SAMPLE_UINS[name], order: orderUin });
  return buildFineWithFate(createRng(`uin-sample:${name}`), uins, {
    billDate: steppedDate(now.today, minAge, STEP_DAYS),
    fate,
    region,
    home: region,
    debtor: 'person',
    today: now.today,
    minuteOfDay: now.minuteOfDay,
    article,
    holder: sandboxHolder(SAMPLE_DOCUMENT, region),
    keepOrderOpen: true,
  });
}

/** The newest tax period whose notice (60 days before the deadline) is out by `today`. */
function sampleTaxYear(today: string, yearsBack: number): number {
  let year = Number(today.slice(0, 4)) - 1;
  while (addDays(taxDeadline(year, 'person'), -60) > today) year--;
  return year - yearsBack;
}

function sampleTax(name: 'taxUnpaid' | 'taxPaid', now: SandboxNow): RegistryResult {
  const paid = name === 'taxPaid';
  const taxYear = sampleTaxYear(now.today, paid ? 1 : 0);
  const billDate = addDays(taxDeadline(taxYear, 'person'), -60);
  const fate = paid ? PAID_EARLY : NEVER_PAID;
  const region = FALLBACK_REGION;
  const charge = buildTax(createRng(`uin-sample:${name}`), new PresetUins({ tax: SANDBOX_SAMPLE_UINS[name] }), {
    office: TAX_OFFICES[0]!,
    kind: PERSON_TAXES[paid ? 1 : 0]!,
    taxYear,
    billDate,
    status: paid ? 'paid' : 'notpaid',
    holder: sandboxHolder(SAMPLE_DOCUMENT, region),
    progress: taxProgress({ billDate, taxYear, payer: 'person', fate, today: now.today }),
  });
  return { charges: [charge], orders: [] };
}

/** The answer for a sample УИН at `now`, or null when `uin` is not one. */
export function sampleUinResult(uin: string, now: SandboxNow): RegistryResult | null {
  const name = (Object.keys(SANDBOX_SAMPLE_UINS) as SampleName[]).find((k) => SANDBOX_SAMPLE_UINS[k] === uin);
  switch (name) {
    case undefined:
      return null;
    case 'discounted':
      return { charges: [sampleFine(name, '12.9 ч.2', 0, NEVER_PAID, now).fine], orders: [] };
    case 'overdue':
      return { charges: [sampleFine(name, '12.12 ч.1', 100, NEVER_PAID, now).fine], orders: [] };
    case 'paid':
      return { charges: [sampleFine(name, '12.16 ч.1', 40, PAID_EARLY, now).fine], orders: [] };
    case 'movedToOrder':
    case 'order': {
      const moveDay = MIN_AGE_FOR_ORDER_DAYS + 10;
      const fate = { ...NEVER_PAID, moveDay };
      const { fine, order } = sampleFine('movedToOrder', '12.15 ч.4', moveDay + 40, fate, now, SANDBOX_SAMPLE_UINS.order);
      return { charges: [fine], orders: order ? [order] : [] };
    }
    case 'taxUnpaid':
    case 'taxPaid':
      return sampleTax(name, now);
  }
}
