/**
 * The vehicles of an organization in the sandbox: who owns them (the directory company with that
 * ИНН, else a generated ООО), where the company is registered, and each vehicle's СТС, plate,
 * model and driver. Everything is drawn from seeds of the ИНН (`fleet:<inn>`, `fleet:<inn>:v<i>`),
 * so an organization always has the same vehicles. Pure: no `server-only`.
 */
import { PLATE_LETTERS } from '@/lib/domain/plate';
import { sandboxCompanyByInn } from '../../directory/sandbox/companies';
import { companyName, drawNameCore } from '../../directory/sandbox/company-names';
import { findSandboxFleetCompany, type SandboxFleetBehaviour } from '../../directory/sandbox/fleet-companies';
import { drawDriver } from './fleet-drivers';
import { drawModel, fleetProfile, type FleetProfile } from './fleet-models';
import { createRng, drawUnique, type Rng } from './prng';
import { FALLBACK_REGION, regionByPlateCode, SANDBOX_REGIONS, type SandboxRegion } from './regions';

/** One vehicle of an organization's fleet, as its registration certificate and the company's books name it. */
export interface SandboxFleetVehicle {
  /** СТС, normalized: 2 digits + 2 digits or Cyrillic letters + 6 digits (`7701123456`, `77УХ123456`). */
  sts: string;
  /** Plate without region, `А123ВС` (letters АВЕКМНОРСТУХ, never `000`). */
  plateNumber: string;
  /** Plate region code, `77`, `777`. */
  plateRegion: string;
  /** Make and model, e.g. `ГАЗель Next`, `КАМАЗ 65115`. */
  model: string;
  /** The driver the vehicle is assigned to: surname, name, patronymic. */
  driver: string;
}

/** The organization behind an ИНН, as the sandbox registry names it. */
export interface SandboxFleetOwner {
  inn: string;
  /** Name with its legal form, `ООО «Северный путь»`. */
  name: string;
  /** Where the company is registered: by the first two digits of the ИНН (the subject code). */
  region: SandboxRegion;
  profile: FleetProfile;
  /** The documented behaviour of a fixed company (SANDBOX_FLEET_COMPANIES); null for any other. */
  behaviour: SandboxFleetBehaviour | null;
}

/** Vehicle counts of the fixed companies, both ends included. */
const FIXED_SIZES: Record<SandboxFleetBehaviour, { min: number; max: number }> = {
  largeFleet: { min: 590, max: 610 },
  small: { min: 10, max: 20 },
  empty: { min: 6, max: 12 },
  error: { min: 5, max: 40 },
};
/** Ordinary fleets: most are small, a few have over a hundred vehicles (5 to 120). */
const ORDINARY_SIZES: readonly { weight: number; value: { min: number; max: number } }[] = [
  { weight: 50, value: { min: 5, max: 15 } },
  { weight: 30, value: { min: 16, max: 40 } },
  { weight: 20, value: { min: 41, max: 120 } },
];
/** Share of vehicles registered in another region (a branch of the company). */
const OTHER_REGION_SHARE = 0.1;

/** The organization with ИНН `inn`: the directory's name when it has one, else a generated `ООО «…»`. */
export function sandboxFleetOwner(inn: string): SandboxFleetOwner {
  const rng = createRng(`fleet:${inn}`);
  const name = sandboxCompanyByInn(inn)?.name ?? companyName('ООО', drawNameCore(createRng(`fleet:${inn}:name`)));
  const region = regionByPlateCode(inn.slice(0, 2)) ?? FALLBACK_REGION;
  return { inn, name, region, profile: fleetProfile(name, rng), behaviour: findSandboxFleetCompany(inn)?.behaviour ?? null };
}

/** How many vehicles the organization has (FIXED_SIZES for the fixed companies, else 5–120). */
function fleetSize(owner: SandboxFleetOwner): number {
  const rng = createRng(`fleet:${owner.inn}:size`);
  const size = owner.behaviour ? FIXED_SIZES[owner.behaviour] : rng.weighted(ORDINARY_SIZES);
  return rng.int(size.min, size.max);
}

const letter = (rng: Rng): string => PLATE_LETTERS[rng.int(0, PLATE_LETTERS.length - 1)]!;

/** One vehicle of `owner`, its СТС and plate not in `taken` (plates kept with their region). */
function drawVehicle(rng: Rng, owner: SandboxFleetOwner, taken: { sts: Set<string>; plates: Set<string> }): SandboxFleetVehicle {
  const region = rng.chance(OTHER_REGION_SHARE) ? rng.pick(SANDBOX_REGIONS) : owner.region;
  const plateRegion = rng.pick(region.plateCodes);
  const plate = drawUnique(taken.plates, () => {
    const digits = String(rng.int(1, 999)).padStart(3, '0');
    return `${letter(rng)}${digits}${letter(rng)}${letter(rng)}${plateRegion}`;
  });
  // The series of a СТС starts with a 2-digit code of the region that registered the vehicle.
  const stsRegion = rng.pick(region.plateCodes.filter((code) => code.length === 2));
  const sts = drawUnique(taken.sts, () => {
    const series = rng.chance(0.5) ? String(rng.int(1, 99)).padStart(2, '0') : letter(rng) + letter(rng);
    return `${stsRegion}${series}${rng.digits(6)}`;
  });
  return { sts, plateNumber: plate.slice(0, 6), plateRegion, model: drawModel(rng, owner.profile), driver: drawDriver(rng) };
}

/**
 * The vehicles of the organization with ИНН `inn`, in a fixed order: 5–120 for an ordinary
 * company, about 600 for the `largeFleet` one, 10–20 for the `small` one; СТС and plates are
 * unique within the fleet. The same list for the same ИНН.
 */
export function sandboxFleetVehicles(inn: string): SandboxFleetVehicle[] {
  const owner = sandboxFleetOwner(inn);
  const taken = { sts: new Set<string>(), plates: new Set<string>() };
  const vehicles: SandboxFleetVehicle[] = [];
  const count = fleetSize(owner);
  for (let i = 0; i < count; i++) vehicles.push(drawVehicle(createRng(`fleet:${inn}:v${i}`), owner, taken));
  return vehicles;
}
