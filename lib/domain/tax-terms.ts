/**
 * When a tax charge must be paid (Налоговый кодекс РФ). A tax is not a fine: its term is the
 * statutory deadline of its tax period, not 70 days from the charge, and after that day the
 * debt is overdue and penalties run (НК РФ 75) — the charge shows the debt as it stands.
 * Dates are `YYYY-MM-DD` calendar days in Europe/Moscow.
 */
import { moveToWorkingDay } from './working-days';

/** Who pays the tax: a person (property, transport, land tax of individuals) or an organization. */
export type TaxPayer = 'person' | 'organization';

/**
 * Revenue codes (КБК characters 4–11, after the administrator `182`) of organizations' property
 * taxes: transport 1 06 04011, property 1 06 02010/02020, land 1 06 06031–06033. Any other tax
 * КБК is taken as a person's (1 06 04012, 1 06 01020/01030, 1 06 06041–06043).
 */
const ORGANIZATION_REVENUE_CODES: readonly string[] = ['10604011', '10602010', '10602020', '10606031', '10606032', '10606033'];

/** Whose tax a КБК (20 characters) is. */
export function taxPayerOf(kbk: string): TaxPayer {
  return ORGANIZATION_REVENUE_CODES.includes(kbk.slice(3, 11)) ? 'organization' : 'person';
}

/**
 * The deadline for the taxes of `taxYear`: persons pay transport, land and property tax by
 * 1 December of the next year (НК РФ 363 п.1, 397 п.1, 409 п.1); organizations by 28 February
 * of the next year (НК РФ 363 п.1, 383 п.1, 397 п.1 as in force since 2023). A deadline on a
 * non-working day moves to the next working day (НК РФ 6.1 п.7, lib/domain/working-days.ts): taxes
 * of 2023 → 2024-12-02.
 */
export function taxDeadline(taxYear: number, payer: TaxPayer): string {
  if (!Number.isInteger(taxYear)) throw new RangeError(`Expected a tax year, got ${taxYear}`);
  return moveToWorkingDay(payer === 'organization' ? `${taxYear + 1}-02-28` : `${taxYear + 1}-12-01`);
}

/**
 * The tax period of a charge: the year its purpose names («… за 2024 год»), else the year before
 * the charge (notices for a period are issued in the following year).
 */
export function taxPeriodOf(charge: { purpose: string; billDate: string }): number {
  const named = /за\s+(\d{4})\s*год/i.exec(charge.purpose)?.[1];
  return named ? Number(named) : Number(charge.billDate.slice(0, 4)) - 1;
}

/** Last day to pay a tax charge without penalties (`YYYY-MM-DD`): the deadline of its period. */
export function taxPayByDate(charge: { kbk: string; purpose: string; billDate: string }): string {
  return taxDeadline(taxPeriodOf(charge), taxPayerOf(charge.kbk));
}
