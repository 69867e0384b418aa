/**
 * The tax charges list of /taxes/list: one row per tax charge found for the person's ИНН (kind
 * `tax`), with its term. Money in kopeks; dates `YYYY-MM-DD` in Europe/Moscow.
 */
export interface TaxRowDto {
  id: number;
  uin: string;
  /** The registry's status as given (unknown ones are shown as such, spec §8). */
  status: string;
  purpose: string;
  billDate: string;
  amountKopeks: number;
  /** The statutory deadline of the tax period (lib/domain/tax-terms.ts). */
  payBy: string;
  /** Unpaid past the deadline: penalties run. */
  overdue: boolean;
  /** The person's own unfinished payment holding it, else null (as FineRowDto.paymentInProgress). */
  paymentInProgress: number | null;
}
