/**
 * Where a document's fines happen. A СТС belongs to a car registered in one region; a driver
 * licence or an ИНН belongs to a person who mostly drives at home and sometimes travels.
 */
import type { RegistryDocument } from '../types';
import type { Rng } from './prng';
import { FALLBACK_REGION, regionByPlateCode, SANDBOX_REGIONS, type SandboxRegion } from './regions';

// Rough shares of where people live among the sandbox regions.
const HOME_WEIGHTS: readonly { weight: number; value: SandboxRegion }[] = SANDBOX_REGIONS.map((region) => ({
  value: region,
  weight: region.id === 'moscow' ? 35 : region.id === 'moscowOblast' ? 20 : region.id === 'spb' ? 15 : 7.5,
}));

/** Share of a person's fines issued outside the home region. */
const TRAVEL_SHARE = 0.2;

/**
 * The home region of a document: for a СТС the plate region, else the region of the
 * certificate series (its first two digits are a region code, `99 04 …` → Moscow), else Moscow;
 * for a driver licence or an ИНН one drawn from the seed.
 */
export function homeRegion(doc: RegistryDocument, rng: Rng): SandboxRegion {
  if (doc.type !== 'sts') return rng.weighted(HOME_WEIGHTS);
  const byPlate = doc.plateRegion ? regionByPlateCode(doc.plateRegion) : undefined;
  return byPlate ?? regionByPlateCode(doc.number.slice(0, 2)) ?? FALLBACK_REGION;
}

/** Region of one offence: always the plate region for a СТС; for a person sometimes elsewhere. */
export function offenceRegion(doc: RegistryDocument, home: SandboxRegion, rng: Rng): SandboxRegion {
  if (doc.type === 'sts' || !rng.chance(TRAVEL_SHARE)) return home;
  return rng.pick(SANDBOX_REGIONS);
}
