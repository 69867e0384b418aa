/**
 * Phones and locations of the sandbox's departments (traffic police and bailiffs). Derived from
 * the department's name, so one department always has the same phone and place.
 * The local part of every phone starts with 0, which no subscriber number in these area codes
 * does: the sample numbers reach nobody.
 */
import { createRng } from './prng';
import type { SandboxRegion, SandboxRegionId } from './regions';

/** Telephone area code of each region's capital. */
const AREA_CODES: Record<SandboxRegionId, string> = {
  moscow: '495',
  spb: '812',
  moscowOblast: '498',
  tatarstan: '843',
  sverdlovsk: '343',
  novosibirsk: '383',
  krasnodar: '861',
};

/** Departments sit within this many degrees of the region's centre. */
const SPREAD_DEG = 0.06;

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

// A few dozen departments serve thousands of charges: each one's contacts are drawn once.
const phones = new Map<string, string>();
const places = new Map<string, { lat: number; lng: number }>();

/** The department's phone, `+7 (495) 0XX-XX-XX`. */
export function departmentPhone(department: string, region: SandboxRegion): string {
  const key = `${region.id}:${department}`;
  let phone = phones.get(key);
  if (!phone) {
    const d = createRng(`phone:${department}`).digits(6);
    phone = `+7 (${AREA_CODES[region.id]}) 0${d.slice(0, 2)}-${d.slice(2, 4)}-${d.slice(4, 6)}`;
    phones.set(key, phone);
  }
  return phone;
}

/** Where the department sits: near the region's centre, WGS 84 degrees. */
export function departmentLocation(department: string, region: SandboxRegion): { lat: number; lng: number } {
  const key = `${region.id}:${department}`;
  let place = places.get(key);
  if (!place) {
    const rng = createRng(`place:${department}`);
    place = {
      lat: round6(region.centre.lat + (rng.next() * 2 - 1) * SPREAD_DEG),
      lng: round6(region.centre.lng + (rng.next() * 2 - 1) * SPREAD_DEG),
    };
    places.set(key, place);
  }
  return { ...place };
}
