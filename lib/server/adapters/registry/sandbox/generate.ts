/**
 * The data of the sandbox registry: a pure, deterministic function of the document and the day.
 * Kept free of `server-only` so tests and scripts can call it directly.
 */
import type { RegistryDocument, RegistryResult } from '../types';
import { homeRegion } from './document-region';
import { findSandboxEdgeDocument } from './edge-documents';
import { buildEdgeResult } from './edge-results';
import { buildFineHistory } from './fine-history';
import { generateFleetResult } from './fleet';
import { createRng, type Rng } from './prng';
import { keepNewest, sortResult } from './result-order';
import { keepSince } from './result-since';
import { sandboxNow } from './timeline';
import { buildTaxHistory } from './tax-history';
import { UinAllocator } from './uins';

/**
 * Share of documents that never get a charge. With the documents whose few fines fall outside
 * the two years, about one in six answers is empty.
 */
const CLEAN_SHARE = 0.08;
/** Most charges an ordinary answer holds (the newest are kept). */
export const MAX_CHARGES = 8;
/** Fines are placed in 30-day windows; a window holds 0, 1 or 2 fines. */
const WINDOW_DAYS = 30;
// Chance of a fine in a 30-day window: careful, ordinary and frequent offenders (about 1.5, 3.5 and 7 fines in two years).
const FINE_RATES: readonly { weight: number; value: number }[] = [
  { weight: 35, value: 0.06 },
  { weight: 40, value: 0.14 },
  { weight: 25, value: 0.28 },
];
/** ИНН documents are mostly about taxes; fines come at this fraction of the rate. */
const INN_FINE_RATE_FACTOR = 0.25;

/** Fines in one window at the chance `rate`: 0, 1, or sometimes 2. */
function countAt(rate: number): (rng: Rng) => number {
  return (rng) => (rng.chance(rate) ? (rng.chance(0.15) ? 2 : 1) : 0);
}

/**
 * What the sandbox registry answers for `doc` at `at`: an instant, or a `YYYY-MM-DD` day (Moscow)
 * taken as a whole. Nothing in the answer is later than that moment: no ordinance after today and
 * no offence after the current minute in Moscow.
 * The same document and day always give the same result: everything is seeded from the FNV-1a
 * hash of `type:number` (plus a window or period suffix), and charges sit on fixed calendar days,
 * so from one day to the next a document keeps its charges and only their statuses move on.
 * Amounts are kopeks; charges and orders newest first; at most MAX_CHARGES charges except for
 * the edge documents (SANDBOX_EDGE_DOCUMENTS), which give their documented answers. For the
 * error ones this returns an empty result: the registry adapter throws instead of calling it.
 * An organization (`doc.type === 'organization'`) gets the fines of its whole fleet (fleet.ts),
 * without the MAX_CHARGES cut. With `since` (`YYYY-MM-DD`), only the charges billed on or after
 * that day and the orders that replaced them (keepSince); absent, the answer is as above.
 * @throws RangeError when `at` or `since` is not a valid date.
 */
export function generateSandboxResult(doc: RegistryDocument, at: Date | string, since?: string): RegistryResult {
  if (doc.type === 'organization') return generateFleetResult(doc, at, since);
  return keepSince(documentResult(doc, at), since);
}

/** The answer for one document that is not an organization (everything it has, at `at`). */
function documentResult(doc: RegistryDocument, at: Date | string): RegistryResult {
  const now = sandboxNow(at);
  const { today, minuteOfDay } = now;
  const uins = new UinAllocator();
  const edge = findSandboxEdgeDocument(doc);
  if (edge) return sortResult(buildEdgeResult(edge, doc, uins, now));

  const rng = createRng(`${doc.type}:${doc.number}`);
  if (rng.chance(CLEAN_SHARE)) return { charges: [], orders: [] };
  const home = homeRegion(doc, rng);
  const rate = rng.weighted(FINE_RATES);
  const organization = doc.type === 'inn' && doc.number.length === 10;
  const fines = buildFineHistory(uins, {
    doc,
    home,
    debtor: organization ? 'organization' : 'person',
    today,
    minuteOfDay,
    windowDays: WINDOW_DAYS,
    countIn: countAt(doc.type === 'inn' ? rate * INN_FINE_RATE_FACTOR : rate),
  });
  const taxes = doc.type === 'inn' ? buildTaxHistory(uins, doc, today) : [];
  return keepNewest({ charges: [...taxes, ...fines.charges], orders: fines.orders }, MAX_CHARGES);
}
