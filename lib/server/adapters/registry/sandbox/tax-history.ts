/**
 * Tax debts of an ИНН over the last two years: for each tax the payer owes and each recent tax
 * period, sometimes a debt billed after the deadline. Drawn per period from its own seed, so a
 * debt keeps its УИН while `today` moves on.
 */
import { addDays, daysBetween } from '@/lib/domain/dates';
import type { RegistryCharge, RegistryDocument } from '../types';
import { drawFate, statusAt } from './fates';
import { createRng } from './prng';
import { inHistory } from './timeline';
import { buildTax, ORGANIZATION_TAXES, PERSON_TAXES, TAX_OFFICES, taxDeadline } from './taxes';
import type { UinAllocator } from './uins';

/** Share of tax periods in which a payer misses the deadline and gets a debt. */
const DEBT_SHARE = 0.5;
/** Tax periods looked at: enough to fill two years of bills. */
const PERIODS_BACK = 3;

/** Tax debts of an ИНН document (`doc.type === 'inn'`) billed within two years up to `today` (`YYYY-MM-DD`). */
export function buildTaxHistory(uins: UinAllocator, doc: RegistryDocument, today: string): RegistryCharge[] {
  const seed = `${doc.type}:${doc.number}`;
  const organization = doc.number.length === 10;
  const payer = createRng(`${seed}:taxes`);
  const office = payer.pick(TAX_OFFICES);
  const catalogue = organization ? ORGANIZATION_TAXES : PERSON_TAXES;
  const owned = catalogue.filter((kind) => payer.chance(kind.share));
  // Everyone the sandbox bills owes at least one tax.
  const kinds = owned.length > 0 ? owned : [payer.pick(catalogue)];

  const charges: RegistryCharge[] = [];
  const lastYear = Number(today.slice(0, 4)) - 1;
  for (let taxYear = lastYear - PERIODS_BACK + 1; taxYear <= lastYear; taxYear++) {
    for (const kind of kinds) {
      const rng = createRng(`${seed}:tax:${kind.kbk}:${taxYear}`);
      if (!rng.chance(DEBT_SHARE)) continue;
      const billDate = addDays(taxDeadline(taxYear, organization), rng.int(1, 60));
      if (!inHistory(billDate, today)) continue;
      const status = statusAt(drawFate(rng, false), daysBetween(billDate, today));
      charges.push(buildTax(rng, uins, { office, kind, taxYear, billDate, status }));
    }
  }
  return charges;
}
