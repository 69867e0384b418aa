/**
 * УИН numbers for sandbox charges and orders, shaped like real ones and unique within one
 * registry answer. Check digits come from lib/domain/uin.ts (Treasury rules; DOMAIN.md).
 */
import { makeUin } from '@/lib/domain/uin';
import type { Rng } from './prng';

/** УИН prefix of a traffic fine: camera fines `188101` (`188105` in the Moscow oblast), on-the-spot `188100`. */
export type FineUinPrefix = '188100' | '188101' | '188105';

/** `YYYY-MM-DD` → `YYMMDD`, the date part inside УИН. */
function yymmdd(date: string): string {
  return date.slice(2, 4) + date.slice(5, 7) + date.slice(8, 10);
}

/**
 * Hands out УИН not yet used in the current answer. The serial comes from the charge's own
 * generator, so a charge keeps its УИН from day to day; a clash (same date and serial) draws again.
 */
export class UinAllocator {
  private readonly used = new Set<string>();

  /**
   * A fine УИН, 20 digits: prefix, 2-digit subject code, ordinance date YYMMDD, 5-digit serial,
   * check digit — the layout of real ones (`188101 42 200817 00492 3`).
   */
  fine(rng: Rng, prefix: FineUinPrefix, subjectCode: string, billDate: string): string {
    return this.unique(() => makeUin(prefix + subjectCode + yymmdd(billDate) + rng.digits(5)));
  }

  /** A ФССП order УИН, 25 digits: `322`, department code (5), opening date YYMMDD, 10-digit serial, check digit. */
  order(rng: Rng, departmentCode: string, openedDate: string): string {
    return this.unique(() => makeUin('322' + departmentCode + yymmdd(openedDate) + rng.digits(10)));
  }

  /** A tax УИН, 20 digits: `182`, `0`, tax office code (4), bill date YYMMDD, 5-digit serial, check digit. */
  tax(rng: Rng, taxOfficeCode: string, billDate: string): string {
    return this.unique(() => makeUin('1820' + taxOfficeCode + yymmdd(billDate) + rng.digits(5)));
  }

  private unique(make: () => string): string {
    for (;;) {
      const uin = make();
      if (!this.used.has(uin)) {
        this.used.add(uin);
        return uin;
      }
    }
  }
}
