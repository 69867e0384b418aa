import type { SubscribeType } from '@/lib/domain/organization-plans';
import type { ChargeCountsDto, DocumentCheckState, FineRowDto, OrderRowDto, UnpaidTotalsDto } from './fines';

/**
 * Wire types of the organization calls (docs/api.md «Organizations»). Money in kopeks; dates
 * `YYYY-MM-DD` in Europe/Moscow; instants ISO 8601.
 */

/** A plan (`subscribeType`) with its limits (lib/domain/organization-plans.ts). */
export interface OrganizationPlanDto {
  type: SubscribeType;
  title: string;
  maxVehicles: number;
  maxCountDays: number;
}

/** Answer of `GET organization/types`: the plans and the history lengths one may choose. */
export interface OrganizationTypesDto {
  plans: OrganizationPlanDto[];
  countDays: number[];
}

/** The most companies `GET organization/search` answers: past it, the search says to narrow the query. */
export const ORGANIZATION_SEARCH_LIMIT = 10;

/** A company of the directory (`GET organization/search?q=`). */
export interface DirectoryCompanyDto {
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  name: string;
  address: string | null;
}

/**
 * One of the user's organizations (spec §3 Organization: id, name, inn, countDays,
 * subscribeType), with where its registry lookup stands (as a document's: `pending`, `done`,
 * `failed`) and how many vehicles its list holds.
 */
export interface OrganizationDto {
  id: number;
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  address: string | null;
  countDays: number;
  subscribeType: SubscribeType;
  plan: OrganizationPlanDto;
  vehicles: number;
  state: DocumentCheckState;
  checkedAt: string | null;
  checkError: string | null;
}

/** The vehicle a fleet charge names, and the driver the fleet list gives it. */
export interface FleetVehicleRefDto {
  /** Plate with region as the charge prints it (`А123ВС77`), or null. */
  plate: string | null;
  sts: string | null;
  /** From the fleet list (CSV import), matched by СТС or plate; null when unknown. */
  driver: string | null;
}

/** A row of a fleet's list: a fine or tax charge, or a ФССП order, with its vehicle. */
export type FleetChargeRowDto = (FineRowDto | OrderRowDto) & { vehicle: FleetVehicleRefDto };

/**
 * Answer of `GET organization/{id}/fines`: one page of the fleet's list under its filters, newest
 * first (or by amount), with the tab counts and unpaid totals on the first page.
 */
export interface FleetPageDto {
  items: FleetChargeRowDto[];
  nextCursor: string | null;
  limit: number;
  counts?: ChargeCountsDto;
  totals?: UnpaidTotalsDto;
  organization: OrganizationDto;
  sandbox: boolean;
}

/** One line of `GET organization/{id}/groups`: the charges of one vehicle or one driver. */
export interface FleetGroupDto {
  /** The vehicle's plate (`А123ВС77`) or the driver's name; null for charges that name none. */
  key: string | null;
  /** By vehicle: its СТС and driver; by driver: null. */
  sts: string | null;
  driver: string | null;
  /** Charges of the group under the filters, and how many of them are unpaid (`notpaid`). */
  count: number;
  unpaidCount: number;
  /** What paying the unpaid ones costs today (discounts applied), kopeks. */
  unpaidKopeks: number;
  /** The amount of every charge of the group, kopeks. */
  amountKopeks: number;
}

/** Answer of `GET organization/{id}/groups`. */
export interface FleetGroupsDto {
  by: 'vehicle' | 'driver';
  groups: FleetGroupDto[];
  /** 1-based page of 50 groups, and whether another follows. */
  page: number;
  hasMore: boolean;
}

/** Answer of `GET organization/{id}/stats`: charges and their sums per month and for the top vehicles. */
export interface FleetStatsDto {
  /** `YYYY-MM`, oldest first, every month of the history (zeros included). */
  months: { month: string; count: number; amountKopeks: number }[];
  /** The 10 vehicles with the largest sums. */
  vehicles: { plate: string; count: number; amountKopeks: number }[];
}

/** A vehicle of the fleet list. */
export interface FleetVehicleDto {
  id: number;
  sts: string;
  plateNumber: string;
  plateRegion: string;
  driver: string | null;
}

/** Answer of `POST organization/{id}/vehicles/import`: what happened to each line. */
export interface VehicleImportReportDto {
  /** Lines read (without the header and empty lines). */
  lines: number;
  added: number;
  updated: number;
  /** Refused lines with the reason, first MAX_REPORTED_REFUSALS of them; `refusedCount` counts all. */
  refused: { line: number; reason: string }[];
  refusedCount: number;
}
