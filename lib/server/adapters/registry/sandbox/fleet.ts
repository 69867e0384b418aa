/**
 * What the sandbox registry answers for an organization's ИНН (`{ type: 'organization' }`): the
 * camera fines of each vehicle of its fleet (fleet-vehicles.ts) over the last two years, addressed
 * to the organization as the owner (КоАП РФ 2.6.1), with the bailiffs' orders of those moved to
 * them. Each vehicle's fines are drawn from seeds of the ИНН and the СТС
 * (`organization:<inn>:<sts>:w<window>:<i>`) and sit on fixed days, as in fine-history.ts, so an
 * organization keeps its charges from day to day while their statuses move on. Pure: no `server-only`.
 */
import { findSandboxFleetCompany } from '../../directory/sandbox/fleet-companies';
import type { RegistryDocument, RegistryResult } from '../types';
import { SANDBOX_ARTICLES } from './articles';
import { buildFineWithFate } from './fine-history';
import { drawFate } from './fates';
import { sandboxFleetOwner, sandboxFleetVehicles, type SandboxFleetOwner, type SandboxFleetVehicle } from './fleet-vehicles';
import type { FleetProfile } from './fleet-models';
import type { SandboxHolder } from './people';
import { createRng, fnv1a32, mulberry32, type Rng } from './prng';
import { regionByPlateCode, SANDBOX_REGIONS } from './regions';
import { keepSince } from './result-since';
import { sortResult } from './result-order';
import { dateOfDay, dayNumber, HISTORY_DAYS, sandboxNow, windowsBack, type TimeWindow } from './timeline';
import { UinAllocator } from './uins';

/** Fines are placed in 30-day windows, as for one document (generate.ts). */
const WINDOW_DAYS = 30;
/** Chance of a fine in a window for a vehicle of an ordinary company: careful, ordinary and careless fleets. */
const ORDINARY_RATES: readonly { weight: number; value: number }[] = [
  { weight: 30, value: 0.04 },
  { weight: 45, value: 0.1 },
  { weight: 25, value: 0.2 },
];
/** The same for the `largeFleet` company: about six fines per vehicle in two years, a few thousand in all. */
const LARGE_FLEET_RATE = 0.22;
/** Taxis drive all day; farm trucks stay off the cameras' roads. */
const PROFILE_FACTOR: Record<FleetProfile, number> = {
  taxi: 1.6,
  delivery: 1.3,
  freight: 1,
  construction: 0.8,
  agriculture: 0.6,
  mixed: 1,
};
const MAX_RATE = 0.6;
/** Share of a vehicle's fines recorded outside the region it is registered in. */
const TRAVEL_SHARE = 0.15;
/** Articles a camera can record: only those come addressed to the owner. */
const CAMERA_ARTICLES = SANDBOX_ARTICLES.filter((a) => a.camera).map((a) => ({ weight: a.weight, value: a }));

/** The organization document of ИНН `inn`. */
type OrganizationDocument = Extract<RegistryDocument, { type: 'organization' }>;

/** True when the sandbox registry must fail for `doc`: the `error` company of SANDBOX_FLEET_COMPANIES. */
export function isSandboxFleetErrorDocument(doc: RegistryDocument): boolean {
  return doc.type === 'organization' && findSandboxFleetCompany(doc.number)?.behaviour === 'error';
}

/** Who the fines of `vehicle` are addressed to: the organization, its ИНН and the vehicle's СТС and plate. */
function vehicleHolder(owner: SandboxFleetOwner, vehicle: SandboxFleetVehicle): SandboxHolder {
  return {
    payer: {
      surname: null,
      name: null,
      patronymic: null,
      organization: owner.name,
      sts: vehicle.sts,
      driverLicense: null,
      inn: owner.inn,
    },
    plate: `${vehicle.plateNumber}${vehicle.plateRegion}`,
    displayName: owner.name,
  };
}

/** Chance of a fine in one window for `vehicle` (drawn once per vehicle from `rng`). */
function vehicleRate(owner: SandboxFleetOwner, companyRate: number, rng: Rng): number {
  const spread = 0.4 + rng.next() * 1.2;
  const factor = owner.behaviour === 'largeFleet' ? 1 : PROFILE_FACTOR[owner.profile];
  return Math.min(MAX_RATE, companyRate * factor * spread);
}

/** What one answer is built for: the owner, the moment, the windows and the shared УИН allocator. */
interface FleetContext {
  owner: SandboxFleetOwner;
  today: string;
  minuteOfDay: number;
  windows: readonly TimeWindow[];
  uins: UinAllocator;
  result: RegistryResult;
}

/** Adds the camera fines of `vehicle` billed in the last two years, and their orders, to `ctx.result`. */
function addVehicleFines(ctx: FleetContext, vehicle: SandboxFleetVehicle, companyRate: number): void {
  const { owner, today, minuteOfDay } = ctx;
  const seed = `organization:${owner.inn}:${vehicle.sts}`;
  const rate = vehicleRate(owner, companyRate, createRng(seed));
  const holder = vehicleHolder(owner, vehicle);
  const registered = regionByPlateCode(vehicle.plateRegion) ?? owner.region;
  const lastDay = dayNumber(today);
  const firstDay = lastDay - HISTORY_DAYS;
  for (const window of ctx.windows) {
    // A bare generator: this runs for every vehicle and window (about 15 000 times for 600 vehicles).
    const next = mulberry32(fnv1a32(`${seed}:w${window.index}`));
    const count = next() < rate ? (next() < 0.15 ? 2 : 1) : 0;
    for (let i = 0; i < count; i++) {
      const rng = createRng(`${seed}:w${window.index}:${i}`);
      const billDay = window.firstDay + rng.int(0, window.length - 1);
      if (billDay < firstDay || billDay > lastDay) continue;
      const article = rng.weighted(CAMERA_ARTICLES);
      const region = rng.chance(TRAVEL_SHARE) ? rng.pick(SANDBOX_REGIONS) : registered;
      const plan = {
        billDate: dateOfDay(billDay),
        fate: drawFate(rng, true),
        region,
        home: owner.region,
        debtor: 'organization' as const,
        today,
        minuteOfDay,
        article,
        holder,
      };
      const { fine, order } = buildFineWithFate(rng, ctx.uins, plan);
      // An officer's ordinance on the spot is the driver's own; only camera fines go to the owner.
      if (fine.offence?.recordedBy !== 'camera') continue;
      ctx.result.charges.push(fine);
      if (order) ctx.result.orders.push(order);
    }
  }
}

/**
 * Everything the sandbox registry holds against the organization with ИНН `doc.number` at `at`
 * (an instant, or a `YYYY-MM-DD` day as a whole): the camera fines of its vehicles billed within
 * two years and the ФССП orders that replaced some of them. Every charge and order names the
 * organization (directory name or a generated `ООО «…»`), its ИНН and the vehicle's СТС, and the
 * offence the vehicle's plate (`А123ВС77`). Amounts in kopeks; УИН unique within the answer;
 * nothing later than `at`; newest first; no MAX_CHARGES cut. With `since` (`YYYY-MM-DD`) only
 * charges billed on or after it and their orders (keepSince). Empty for the `empty` and `error`
 * fixed companies (for `error` the registry adapter throws instead of calling this).
 * @throws RangeError when `at` or `since` is not a valid date.
 */
export function generateFleetResult(doc: OrganizationDocument, at: Date | string, since?: string): RegistryResult {
  const { today, minuteOfDay } = sandboxNow(at);
  const owner = sandboxFleetOwner(doc.number);
  const result: RegistryResult = { charges: [], orders: [] };
  if (owner.behaviour === 'empty' || owner.behaviour === 'error') return keepSince(result, since);
  const companyRate =
    owner.behaviour === 'largeFleet' ? LARGE_FLEET_RATE : createRng(`organization:${owner.inn}:rate`).weighted(ORDINARY_RATES);
  const ctx: FleetContext = {
    owner,
    today,
    minuteOfDay,
    windows: windowsBack(today, WINDOW_DAYS),
    uins: new UinAllocator(),
    result,
  };
  for (const vehicle of sandboxFleetVehicles(owner.inn)) addVehicleFines(ctx, vehicle, companyRate);
  return keepSince(sortResult(result), since);
}
