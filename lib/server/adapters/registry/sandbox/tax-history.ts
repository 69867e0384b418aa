/**
 * Tax charges of an ИНН over the last two years: for each tax the payer owes and each recent tax
 * period, sometimes the charge of its tax notice. A notice is sent at least 30 days before the
 * deadline (НК РФ 52 п.2), and the charge is due by that deadline (lib/domain/tax-terms.ts), not
 * 70 days after it like a fine. Drawn per period from its own seed, so a charge keeps its УИН
 * while `today` moves on.
 */
import { addDays, daysBetween } from '@/lib/domain/dates';
import { taxDeadline } from '@/lib/domain/tax-terms';
import type { RegistryCharge, RegistryDocument } from '../types';
import { homeRegion } from './document-region';
import { drawFate, statusAt } from './fates';
import { sandboxHolder } from './people';
import { createRng } from './prng';
import { taxProgress } from './progress';
import { inHistory } from './timeline';
import { buildTax, ORGANIZATION_TAXES, PERSON_TAXES, TAX_OFFICES } from './taxes';
import type { UinAllocator } from './uins';

/** Share of tax periods whose charge the sandbox shows for a tax the payer owes. */
const DEBT_SHARE = 0.5;
/** Days before the deadline a notice's charge appears: 30 (НК РФ 52 п.2) to about four months. */
const NOTICE_DAYS = { min: 30, max: 120 } as const;
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

  const holder = sandboxHolder(doc, homeRegion(doc, createRng(seed)));
  const payerKind = organization ? 'organization' : 'person';
  const charges: RegistryCharge[] = [];
  const lastYear = Number(today.slice(0, 4)) - 1;
  for (let taxYear = lastYear - PERIODS_BACK + 1; taxYear <= lastYear; taxYear++) {
    for (const kind of kinds) {
      const rng = createRng(`${seed}:tax:${kind.kbk}:${taxYear}`);
      if (!rng.chance(DEBT_SHARE)) continue;
      const deadline = taxDeadline(taxYear, payerKind);
      const billDate = addDays(deadline, -rng.int(NOTICE_DAYS.min, NOTICE_DAYS.max));
      if (!inHistory(billDate, today)) continue;
      const fate = drawFate(rng, false);
      const status = statusAt(fate, daysBetween(billDate, today));
      const progress = taxProgress({ billDate, taxYear, payer: payerKind, fate, today });
      charges.push(buildTax(rng, uins, { office, kind, taxYear, billDate, status, holder, progress }));
    }
  }
  return charges;
}
