/**
 * Enforcement orders of the bailiffs (ФССП) for fines left unpaid past the term
 * (КоАП РФ 32.2 ч.5; DOMAIN.md "Fines": the order's УИН replaces the fine's).
 */
import { daysBetween } from '@/lib/domain/dates';
import type { RegistryCharge, RegistryOrder } from '../types';
import { sandboxAttachments } from './attachments';
import { departmentPhone } from './contacts';
import type { SandboxHolder } from './people';
import { orderProgress } from './progress';
import type { Rng } from './prng';
import type { SandboxRegion } from './regions';
import { REGION_REQUISITES } from './requisites';
import type { UinAllocator } from './uins';

/** Who owes: a person (12-digit ИНН, СТС, ВУ) or an organization (10-digit ИНН). */
export type Debtor = 'person' | 'organization';

/** Enforcement fee, percent of the debt (Federal Law 229-ФЗ, art. 112 ч.3). */
export const ENFORCEMENT_FEE_PERCENT = 7;
/** Lower bound of the enforcement fee, kopeks: 1000 ₽ for a person, 10 000 ₽ for an organization (same article). */
export const ENFORCEMENT_FEE_MIN_KOPEKS: Record<Debtor, number> = { person: 100_000, organization: 1_000_000 };

/** Enforcement fee for a debt of `debtKopeks`, kopeks (7 % rounded to whole kopeks, not below the minimum). */
export function enforcementFeeKopeks(debtKopeks: number, debtor: Debtor): number {
  return Math.max(Math.round((debtKopeks * ENFORCEMENT_FEE_PERCENT) / 100), ENFORCEMENT_FEE_MIN_KOPEKS[debtor]);
}

/** What the order is about: the replaced fine, the day it was opened, the debtor's region and kind. */
export interface OrderPlan {
  fine: RegistryCharge;
  /** `YYYY-MM-DD`, after the fine's pay term and not after `today`. */
  openedDate: string;
  region: SandboxRegion;
  debtor: Debtor;
  /** The debtor as the order names them. */
  holder: SandboxHolder;
  /** Never paid, whatever the draw (an edge document keeps one order to pay). */
  keepOpen?: boolean;
}

/** The order that replaced `plan.fine`, as it stands on `today` (`YYYY-MM-DD`); amounts in kopeks. */
export function buildOrder(rng: Rng, uins: UinAllocator, plan: OrderPlan, today: string): RegistryOrder {
  const { fine, openedDate, region, debtor, holder } = plan;
  const requisites = REGION_REQUISITES[region.id];
  const department = rng.pick(requisites.bailiffDepartments);
  // The fee is charged when the debtor misses the term for voluntary payment; about half do.
  const fee = rng.chance(0.5) ? enforcementFeeKopeks(fine.amountKopeks, debtor) : 0;
  const drawnPaidAfter = rng.chance(0.35) ? rng.int(20, 200) : null;
  const paidAfterDays = plan.keepOpen ? null : drawnPaidAfter;
  const caseSerial = rng.int(1000, 399_999);
  const paid = paidAfterDays !== null && daysBetween(openedDate, today) >= paidAfterDays;
  // Drawn last: a clash re-draws the serial and must not shift the draws above.
  const uin = uins.order(rng, department.code, openedDate);
  // Case numbers read «serial/YY/department code-ИП», e.g. 123456/25/77001-ИП.
  const caseNumber = `${caseSerial}/${openedDate.slice(2, 4)}/${department.code}-ИП`;
  const amountKopeks = fine.amountKopeks + fee;
  const payee = { ...requisites.bailiffPayee };
  const payer = { ...holder.payer, driverLicense: null };

  return {
    uin,
    fineUin: fine.uin,
    openedDate,
    amountKopeks,
    caseNumber,
    bailiffDepartment: department.name,
    departmentPhone: departmentPhone(department.name, region),
    payee,
    kbk: requisites.bailiffKbk,
    oktmo: department.oktmo,
    status: paid ? 'paid' : 'open',
    payer,
    progress: orderProgress({ openedDate, caseNumber, feeKopeks: fee, paidAfterDays, today }),
    attachments: sandboxAttachments({
      v: 1,
      kind: 'order',
      uin,
      number: caseNumber,
      date: openedDate,
      amountKopeks,
      purpose: `Административный штраф по постановлению № ${fine.ordinanceNumber}`,
      payee,
      kbk: requisites.bailiffKbk,
      oktmo: department.oktmo,
      issuer: department.name,
      payer: holder.displayName,
      photoCount: 0,
      offence: null,
    }),
  };
}
