import 'server-only';
import { likeEscaped } from '@/lib/server/db/like';
import { codeWord } from '@/lib/server/db/plan-constants';
import { and, eq, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentType } from '@/lib/domain/document-kinds';
import type { ChargeListTab } from '@/lib/domain/fine-status';
import type { Db } from '@/lib/server/db/client';
import { charges, chargeSources, documents, fleetVehicles } from '@/lib/server/db/schema';
import { documentsOwnedBy } from '@/lib/server/documents/queries';
import type { OwnerScope } from '@/lib/server/owner-scope';

/**
 * Which charges a list holds: a tab, and optionally the documents that found them, the kind of
 * charge and a bill date range. The documents are already known to be the owner's.
 */
export interface ChargeListFilter {
  tab: ChargeListTab;
  /** One document, every document of a type, or every document (null). */
  documents: { id: number } | { type: DocumentType } | null;
  /** `tax`: tax charges only; `fine`: fines and the bailiff orders that replaced them; null: all. */
  kind: 'fine' | 'tax' | null;
  /** Bill dates from and to, inclusive, `YYYY-MM-DD`; null for open ends. */
  from: string | null;
  to: string | null;
  /** An organization's fleet filters (lib/server/organizations/fleet-list.ts); absent for a person's list. */
  fleet?: FleetFilter;
}

/** What a fleet's list is narrowed to besides the tab and dates. Null: not filtered by it. */
export interface FleetFilter {
  /** A plate with region (`А123ВС77`) or a СТС, whole or its start, normalized. */
  vehicle: string | null;
  /** A part of a driver's name, as the fleet list gives it. */
  driver: string | null;
  /** A КоАП article (`12.9 ч.2`) or its start (`12.9`: every part of the article). */
  article: string | null;
  /** Amount range, kopeks, inclusive. */
  minKopeks: number | null;
  maxKopeks: number | null;
  /** The organization's history window (`countDays`): bill dates from this day. */
  since: string;
}

/**
 * A stable text of the filter (`unpaid|d:12|*|2025-01-01|`), bound into the list's cursors: a cursor
 * only continues the very list it was made for.
 */
export function filterKey(filter: ChargeListFilter): string {
  const docs =
    filter.documents === null ? '*' : 'id' in filter.documents ? `d:${filter.documents.id}` : `t:${filter.documents.type}`;
  const base = [filter.tab, docs, filter.kind ?? '*', filter.from ?? '', filter.to ?? ''];
  const f = filter.fleet;
  if (!f) return base.join('|');
  return [...base, f.vehicle ?? '', f.driver ?? '', f.article ?? '', f.minKopeks ?? '', f.maxKopeks ?? '', f.since].join('|');
}

const FULL_PLATE = /^[АВЕКМНОРСТУХ]\d{3}[АВЕКМНОРСТУХ]{2}\d{2,3}$/;
const FULL_STS = /^\d{2}[\dА-ЯЁ]{2}\d{6}$/;

/**
 * The conditions of a fleet filter. A whole plate or СТС is matched exactly (an index range of
 * `charges_org_vehicle_idx`); a part of one by its start. The driver is the fleet list's: charges
 * whose vehicle (by СТС or plate) has a driver whose name contains the text, any case.
 */
export function fleetConditions(scope: OwnerScope, f: FleetFilter): SQL | undefined {
  const vehicle = f.vehicle
    ? FULL_PLATE.test(f.vehicle)
      ? eq(charges.vehiclePlate, f.vehicle)
      : FULL_STS.test(f.vehicle)
        ? eq(charges.vehicleSts, f.vehicle)
        : or(
            sql`${charges.vehiclePlate} like ${likeEscaped(f.vehicle) + '%'}`,
            sql`${charges.vehicleSts} like ${likeEscaped(f.vehicle) + '%'}`,
          )
    : undefined;
  const organizationId = scope.kind === 'organization' ? scope.organizationId : -1;
  const driverPattern = f.driver ? `%${likeEscaped(f.driver)}%` : null;
  const driver = driverPattern
    ? sql`exists (select 1 from ${fleetVehicles} v where v.organization_id = ${organizationId}
        and (v.sts = ${charges.vehicleSts} or v.plate = ${charges.vehiclePlate}) and v.driver ilike ${driverPattern})`
    : undefined;
  const article = f.article
    ? or(eq(charges.article, f.article), sql`${charges.article} like ${likeEscaped(f.article) + ' %'}`)
    : undefined;
  return and(
    gte(charges.billDate, f.since),
    vehicle,
    driver,
    article,
    f.minKopeks !== null ? gte(charges.amountKopeks, f.minKopeks) : undefined,
    f.maxKopeks !== null ? lte(charges.amountKopeks, f.maxKopeks) : undefined,
  );
}

/** Rows of `charges` the scope owns. Every list query starts here. */
export function chargesOwnedBy(scope: OwnerScope): SQL {
  switch (scope.kind) {
    case 'user':
      return eq(charges.userId, scope.userId);
    case 'organization':
      return eq(charges.organizationId, scope.organizationId);
  }
}

/**
 * The conditions of a list: the owner, the documents, the kind and the dates, and the tab — one
 * tab (`tab`), or, without it, every charge that is listed at all (`list_tab` set). One tab is an
 * equality, never also «list_tab is not null»: with both, a scan of `charges_list_idx` starts at the
 * first listed row instead of the tab's (measured: 0.7 ms more for 1 200 charges on PGlite).
 */
export function listConditions(db: Db, scope: OwnerScope, filter: Omit<ChargeListFilter, 'tab'>, tab?: ChargeListTab): SQL {
  const found = filter.documents;
  const byDocuments = !found
    ? undefined
    : 'id' in found
      ? inArray(
          charges.id,
          db.select({ id: chargeSources.chargeId }).from(chargeSources).where(eq(chargeSources.documentId, found.id)),
        )
      : inArray(
          charges.id,
          db
            .select({ id: chargeSources.chargeId })
            .from(chargeSources)
            .innerJoin(documents, eq(documents.id, chargeSources.documentId))
            .where(and(documentsOwnedBy(scope), sql`${documents.type} = ${codeWord(found.type)}`)),
        );
  // Constants of the code are literals, so the plan cache can keep one plan (plan-constants.ts).
  const byKind =
    filter.kind === 'tax'
      ? sql`${charges.kind} = ${codeWord('tax')}`
      : filter.kind === 'fine'
        ? sql`${charges.kind} in (${codeWord('fine')}, ${codeWord('order')})`
        : undefined;
  return and(
    chargesOwnedBy(scope),
    tab ? sql`${charges.listTab} = ${codeWord(tab)}` : isNotNull(charges.listTab),
    byDocuments,
    byKind,
    filter.from ? gte(charges.billDate, filter.from) : undefined,
    filter.to ? lte(charges.billDate, filter.to) : undefined,
    filter.fleet ? fleetConditions(scope, filter.fleet) : undefined,
  )!;
}
