/**
 * Sample tax debts for ИНН documents (`kind: 'tax'`): property taxes of persons or
 * organizations, billed once the payment deadline has passed.
 */
import type { ChargeStatus, RegistryCharge, RegistryProgressEntry } from '../types';
import { sandboxAttachments } from './attachments';
import type { SandboxHolder } from './people';
import type { Rng } from './prng';
import { TAX_PAYEE } from './requisites';
import type { UinAllocator } from './uins';

/** One kind of tax: its КБК, the purpose template, a typical amount range in whole rubles and how many own it. */
export interface SandboxTaxKind {
  /** Share of payers who own such property, 0…1. */
  share: number;
  kbk: string;
  /** Purpose with `{year}` for the tax period, e.g. `Транспортный налог с физических лиц за {year} год`. */
  purpose: string;
  minRub: number;
  maxRub: number;
}

/** Taxes of a person (12-digit ИНН); КБК of the tax itself, not of penalties. */
export const PERSON_TAXES: readonly SandboxTaxKind[] = [
  {
    share: 0.7,
    kbk: '18210604012021000110',
    purpose: 'Транспортный налог с физических лиц за {year} год',
    minRub: 600,
    maxRub: 28_000,
  },
  {
    share: 0.6,
    kbk: '18210601020041000110',
    purpose: 'Налог на имущество физических лиц за {year} год',
    minRub: 150,
    maxRub: 6_000,
  },
  {
    share: 0.3,
    kbk: '18210606042041000110',
    purpose: 'Земельный налог с физических лиц за {year} год',
    minRub: 200,
    maxRub: 4_500,
  },
];

/** Taxes of an organization (10-digit ИНН). */
export const ORGANIZATION_TAXES: readonly SandboxTaxKind[] = [
  {
    share: 0.6,
    kbk: '18210604011021000110',
    purpose: 'Транспортный налог с организаций за {year} год',
    minRub: 3_000,
    maxRub: 120_000,
  },
  {
    share: 0.7,
    kbk: '18210602010021000110',
    purpose: 'Налог на имущество организаций за {year} год',
    minRub: 10_000,
    maxRub: 400_000,
  },
  {
    share: 0.4,
    kbk: '18210606032041000110',
    purpose: 'Земельный налог с организаций за {year} год',
    minRub: 5_000,
    maxRub: 90_000,
  },
];

/** A tax office: its 4-digit code (inside tax УИН) and the ОКТМО of the municipality it serves. */
export interface TaxOffice {
  code: string;
  oktmo: string;
}

/** Tax offices of the sandbox: Moscow (two), St Petersburg, Odintsovo, Kazan. */
export const TAX_OFFICES: readonly TaxOffice[] = [
  { code: '7701', oktmo: '45382000' },
  { code: '7728', oktmo: '45397000' },
  { code: '7842', oktmo: '40908000' },
  { code: '5032', oktmo: '46755000' },
  { code: '1655', oktmo: '92701000' },
];

/** One tax debt to build: office, kind, period, bill date (`YYYY-MM-DD`) and status on `today`. */
export interface TaxPlan {
  office: TaxOffice;
  kind: SandboxTaxKind;
  taxYear: number;
  billDate: string;
  status: ChargeStatus;
  /** The taxpayer (people.ts). */
  holder: SandboxHolder;
  progress: RegistryProgressEntry[];
}

/** Name of the tax office of `office` as printed on notices. */
function taxOfficeName(office: TaxOffice): string {
  return `Инспекция ФНС России № ${office.code.slice(2)} (код ${office.code})`;
}

/** Builds one tax debt (`kind: 'tax'`): whole rubles, in kopeks; no discount and no offence. */
export function buildTax(rng: Rng, uins: UinAllocator, plan: TaxPlan): RegistryCharge {
  const { kind, billDate } = plan;
  // Taxes are computed in whole rubles (НК РФ 52 ч.6).
  const amountKopeks = rng.int(kind.minRub, kind.maxRub) * 100;
  const uin = uins.tax(rng, plan.office.code, billDate);
  const purpose = kind.purpose.replace('{year}', String(plan.taxYear));
  const payee = { ...TAX_PAYEE };
  const { holder } = plan;
  return {
    uin,
    kind: 'tax',
    status: plan.status,
    billDate,
    // Tax demands are identified by their УИН (the document index printed on them).
    ordinanceNumber: uin,
    amountKopeks,
    purpose,
    kbk: kind.kbk,
    oktmo: plan.office.oktmo,
    payee,
    discount: null,
    offence: null,
    payer: { ...holder.payer, sts: null, driverLicense: null },
    progress: plan.progress,
    attachments: sandboxAttachments({
      v: 1,
      kind: 'tax',
      uin,
      number: uin,
      date: billDate,
      amountKopeks,
      purpose,
      payee,
      kbk: kind.kbk,
      oktmo: plan.office.oktmo,
      issuer: taxOfficeName(plan.office),
      payer: holder.displayName,
      photoCount: 0,
      offence: null,
    }),
  };
}
