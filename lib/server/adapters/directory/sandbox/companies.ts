/**
 * The companies of the sandbox directory: a pure, deterministic list of Russian legal entities
 * (the fixed ones of fleet-companies.ts first, then generated ones), each with a valid ИНН, КПП,
 * ОГРН, a name with its legal form and a legal address in its region. Company `i` is drawn from
 * the seed `sandbox-company:<i>` (FNV-1a, registry/sandbox/prng.ts), so the list is the same on
 * every run. Kept free of `server-only` so tests and scripts can import it.
 */
import { makeInn10 } from '@/lib/domain/inn';
import { makeOgrn } from '@/lib/domain/ogrn';
import { createRng, drawUnique, type Rng } from '../../registry/sandbox/prng';
import type { DirectoryCompany } from '../types';
import { companyName, drawLegalForm, drawNameCore } from './company-names';
import { SANDBOX_LOCALITIES, type SandboxLocality } from './company-places';
import { SANDBOX_FLEET_COMPANIES } from './fleet-companies';

export { findSandboxFleetCompany, SANDBOX_FLEET_COMPANIES } from './fleet-companies';
export type { SandboxFleetBehaviour, SandboxFleetCompany } from './fleet-companies';

/** How many companies the sandbox directory holds (the fixed ones included). */
export const SANDBOX_COMPANY_COUNT = 3000;

const LOCALITY_WEIGHTS = SANDBOX_LOCALITIES.map((l) => ({ weight: l.weight, value: l }));
/** Registration years of the ОГРН, 2002 (when ЕГРЮЛ began) to 2024. */
const OGRN_YEARS = { min: 2, max: 24 } as const;
const MAX_HOUSE = 120;

/** A one-line legal address in `locality`: `127018, г. Москва, ул. Складочная, д. 1, стр. 4`. */
function drawAddress(rng: Rng, locality: SandboxLocality): string {
  const prefix = rng.pick(locality.postcodes);
  const postcode = prefix + rng.digits(6 - prefix.length);
  const house = `д. ${rng.int(1, MAX_HOUSE)}`;
  const roll = rng.next();
  const extra = roll < 0.3 ? `, стр. ${rng.int(1, 12)}` : roll < 0.5 ? `, офис ${rng.int(1, 450)}` : '';
  return `${postcode}, ${locality.city}, ${rng.pick(locality.streets)}, ${house}${extra}`;
}

/** Everything already taken: numbers and the names inside the quotes (unique whatever the legal form). */
interface Taken {
  inns: Set<string>;
  ogrns: Set<string>;
  cores: Set<string>;
}

/**
 * One generated company: a town by weight, one of its tax offices; ИНН = office code (4) + record
 * number (5) + check digit (makeInn10); КПП = office code + `01` (registered at its location) +
 * serial; ОГРН = sign 1 or 5, year (2), subject (2), office (2), record (5), check digit (makeOgrn).
 */
function drawCompany(rng: Rng, taken: Taken): DirectoryCompany {
  const locality = rng.weighted(LOCALITY_WEIGHTS);
  const office = rng.pick(locality.taxOffices);
  const inn = drawUnique(taken.inns, () => makeInn10(office + rng.digits(5)));
  const core = drawUnique(taken.cores, () => drawNameCore(rng));
  const name = companyName(drawLegalForm(rng), core);
  const kpp = `${office}01${rng.chance(0.9) ? '001' : `00${rng.int(2, 9)}`}`;
  const ogrn = drawUnique(taken.ogrns, () => {
    const year = String(rng.int(OGRN_YEARS.min, OGRN_YEARS.max)).padStart(2, '0');
    return makeOgrn(`${rng.chance(0.8) ? '1' : '5'}${year}${office}${rng.digits(5)}`);
  });
  return { inn, kpp, ogrn, name, address: drawAddress(rng, locality) };
}

/** The name inside the «ёлочки» of a full name (`ООО «Северный путь»` → `Северный путь`). */
const coreOf = (name: string): string => name.slice(name.indexOf('«') + 1, name.lastIndexOf('»'));

let cached: readonly DirectoryCompany[] | undefined;
let byInn: ReadonlyMap<string, DirectoryCompany> | undefined;

function companies(): readonly DirectoryCompany[] {
  if (cached) return cached;
  const fixed = SANDBOX_FLEET_COMPANIES.map(({ inn, kpp, ogrn, name, address }): DirectoryCompany => ({
    inn,
    kpp,
    ogrn,
    name,
    address,
  }));
  const taken: Taken = {
    inns: new Set(fixed.map((c) => c.inn)),
    ogrns: new Set(fixed.map((c) => c.ogrn ?? '')),
    cores: new Set(fixed.map((c) => coreOf(c.name))),
  };
  const list = [...fixed];
  for (let i = 0; list.length < SANDBOX_COMPANY_COUNT; i++) list.push(drawCompany(createRng(`sandbox-company:${i}`), taken));
  cached = list;
  return list;
}

/**
 * The SANDBOX_COMPANY_COUNT companies of the sandbox directory, the fixed ones
 * (SANDBOX_FLEET_COMPANIES) first; ИНН, ОГРН and names (inside the quotes) are unique.
 * The same list on every call (computed once; each call returns fresh copies).
 */
export function generateSandboxCompanies(): DirectoryCompany[] {
  return companies().map((c) => ({ ...c }));
}

/** The sandbox directory company with ИНН `inn`, or undefined when the directory has none. */
export function sandboxCompanyByInn(inn: string): DirectoryCompany | undefined {
  byInn ??= new Map(companies().map((c) => [c.inn, c]));
  const company = byInn.get(inn);
  return company ? { ...company } : undefined;
}
