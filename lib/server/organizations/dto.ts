import 'server-only';
import type { OrganizationDto, OrganizationPlanDto } from '@/lib/contract/organizations';
import type { DocumentCheckState } from '@/lib/contract/fines';
import { ORGANIZATION_PLANS, SUBSCRIBE_TYPES, type SubscribeType } from '@/lib/domain/organization-plans';
import type { OrganizationRow } from './queries';

/** A plan as the API answers it. */
export function planDto(type: SubscribeType): OrganizationPlanDto {
  return { type, ...ORGANIZATION_PLANS[type] };
}

/** Every plan, in the order they are offered. */
export function allPlans(): OrganizationPlanDto[] {
  return SUBSCRIBE_TYPES.map(planDto);
}

/**
 * Where an organization's lookup stands (the rule of a document's, docs/api.md «Lists»): a lookup
 * queued or running that has not failed → `pending`; the latest failure → `failed` (shown at once,
 * a background retry may still fix it); never looked up → `pending` (one is about to be queued);
 * otherwise `done`.
 */
export function organizationState(
  row: Pick<OrganizationRow, 'checkedAt' | 'checkError'>,
  lookupActive: boolean,
): { state: DocumentCheckState; checkError: string | null } {
  if (lookupActive) return { state: 'pending', checkError: null };
  if (row.checkError) return { state: 'failed', checkError: row.checkError };
  if (!row.checkedAt) return { state: 'pending', checkError: null };
  return { state: 'done', checkError: null };
}

/** The API shape of an organization with its vehicle count and lookup state. */
export function toOrganizationDto(row: OrganizationRow & { vehicles: number }, lookupActive: boolean): OrganizationDto {
  const { state, checkError } = organizationState(row, lookupActive);
  return {
    id: row.id,
    name: row.name,
    inn: row.inn,
    kpp: row.kpp,
    ogrn: row.ogrn,
    address: row.address,
    countDays: row.countDays,
    subscribeType: row.subscribeType,
    plan: planDto(row.subscribeType),
    vehicles: row.vehicles,
    state,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    checkError,
  };
}
