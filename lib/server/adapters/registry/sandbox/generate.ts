/**
 * The data of the sandbox registry: a pure, deterministic function of the document and the day.
 * Kept free of `server-only` so tests and scripts can call it directly.
 */
import { addDays } from '@/lib/domain/dates';
import type { RegistryCharge, RegistryDocument, RegistryResult } from '../types';
import { homeRegion } from './document-region';
import { findSandboxEdgeDocument } from './edge-documents';
import { buildEdgeResult } from './edge-results';
import { buildFineSet, drawAgeDays } from './fine-set';
import { createRng, type Rng } from './prng';
import { taxStatusForAge } from './statuses';
import { buildTax } from './taxes';
import { UinAllocator } from './uins';

/** Share of ordinary documents with no charges at all (about one in six). */
const EMPTY_SHARE = 1 / 6;
/** Most charges an ordinary document has. */
const MAX_CHARGES = 8;

/** Newest first, as people read them; the УИН breaks ties so the order is stable. */
function sortResult(result: RegistryResult): RegistryResult {
  const byDateDesc = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);
  return {
    charges: [...result.charges].sort((a, b) => byDateDesc(a.billDate, b.billDate) || byDateDesc(a.uin, b.uin)),
    orders: [...result.orders].sort((a, b) => byDateDesc(a.openedDate, b.openedDate) || byDateDesc(a.uin, b.uin)),
  };
}

/** Charges of an ИНН: a few tax debts, and for some a fine or two. */
function innResult(doc: RegistryDocument, rng: Rng, uins: UinAllocator, today: string): RegistryResult {
  const organization = doc.number.length === 10;
  const taxes: RegistryCharge[] = [];
  for (let i = rng.int(1, 5); i > 0; i--) {
    const ageDays = drawAgeDays(rng);
    taxes.push(buildTax(rng, uins, { billDate: addDays(today, -ageDays), status: taxStatusForAge(rng, ageDays), organization }));
  }
  const fines = buildFineSet(rng, uins, {
    doc,
    home: homeRegion(doc, rng),
    debtor: organization ? 'organization' : 'person',
    count: rng.int(0, 2),
    today,
  });
  return { charges: [...taxes, ...fines.charges], orders: fines.orders };
}

/**
 * What the sandbox registry answers for `doc` on `today` (`YYYY-MM-DD`, Europe/Moscow).
 * The same document and day always give the same result (the generator is seeded from
 * `type:number`). Amounts are kopeks; charges newest first. Edge documents
 * (SANDBOX_EDGE_DOCUMENTS) give their documented answers; for the error ones this returns an
 * empty result, since the registry adapter throws instead of calling it.
 */
export function generateSandboxResult(doc: RegistryDocument, today: string): RegistryResult {
  const rng = createRng(`${doc.type}:${doc.number}`);
  const uins = new UinAllocator(rng);
  const edge = findSandboxEdgeDocument(doc);
  if (edge) return sortResult(buildEdgeResult(edge, doc, rng, uins, today));
  if (rng.chance(EMPTY_SHARE)) return { charges: [], orders: [] };
  if (doc.type === 'inn') return sortResult(innResult(doc, rng, uins, today));
  const count = rng.int(1, MAX_CHARGES);
  return sortResult(buildFineSet(rng, uins, { doc, home: homeRegion(doc, rng), debtor: 'person', count, today }));
}
