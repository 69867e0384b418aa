import { infiniteQueryOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DirectoryCompanyDto,
  FleetPageDto,
  FleetVehicleDto,
  OrganizationDto,
  OrganizationTypesDto,
  VehicleImportReportDto,
} from '@/lib/contract/organizations';
import type { SubscribeType } from '@/lib/domain/organization-plans';
import { apiCall } from './client';
import { queryKeys } from './query-keys';

/** `GET /105/api/organization`: the user's organizations with their lookup states. @throws ApiError (403 for a private person). */
export async function fetchOrganizations(): Promise<OrganizationDto[]> {
  return (await apiCall<{ organizations: OrganizationDto[] }>('organization')).organizations;
}

/** The user's organizations as a query; while one is still being looked up it asks again every 3 s. */
export function useOrganizations(initialData?: OrganizationDto[]) {
  return useQuery({
    ...queryOptions({ queryKey: queryKeys.organizations, queryFn: fetchOrganizations }),
    initialData,
    refetchInterval: (q) => (q.state.data?.some((o) => o.state === 'pending') ? 3000 : false),
  });
}

/** One view of a fleet's list: the filters as a query string (`vehicle=…&min=…`), tab, order, first cursor. */
export interface FleetListView {
  filters: string;
  tab: 'unpaid' | 'paid' | 'orders';
  sort: 'date' | 'amount';
  cursor: string | null;
}

/**
 * The pages of one fleet list view (`GET /105/api/organization/{id}/fines`), from the view's
 * cursor on; the fleet page seeds the first, rendered at `renderedAt` (epoch ms). @throws ApiError.
 */
export const fleetListQuery = (organizationId: number, view: FleetListView, renderedAt: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.fleetList(organizationId, view, renderedAt),
    queryFn: async ({ pageParam }) => {
      const query = { ...Object.fromEntries(new URLSearchParams(view.filters)), tab: view.tab, sort: view.sort };
      const { status: _s, ...page } = await apiCall<FleetPageDto>(`organization/${organizationId}/fines`, {
        query: { ...query, cursor: pageParam ?? undefined },
      });
      return page;
    },
    initialPageParam: view.cursor,
    getNextPageParam: (last: FleetPageDto) => last.nextCursor,
  });

/** `GET /105/api/organization/types`: the plans and history lengths. */
export async function fetchOrganizationTypes(): Promise<OrganizationTypesDto> {
  const { status: _s, ...types } = await apiCall<OrganizationTypesDto>('organization/types', { auth: false });
  return types;
}

/** `GET /105/api/organization/search?q=`: companies of the directory. @throws ApiError (400 too short, 403, 503). */
export async function searchCompanies(
  q: string,
  signal?: AbortSignal,
): Promise<{ companies: DirectoryCompanyDto[]; sandbox: boolean }> {
  const { companies, sandbox } = await apiCall<{ companies: DirectoryCompanyDto[]; sandbox: boolean }>('organization/search', {
    query: { q },
    signal,
  });
  return { companies, sandbox };
}

/** The settings of an organization a person chooses. */
export interface OrganizationSettings {
  countDays: number;
  subscribeType: SubscribeType;
}

/** `POST /105/api/organization/add`. @throws ApiError (400 unknown ИНН or history over the plan, 409 duplicate or limit). */
export async function addOrganization(input: { inn: string } & OrganizationSettings): Promise<OrganizationDto> {
  return (await apiCall<{ organization: OrganizationDto }>('organization/add', { method: 'POST', body: { ...input } }))
    .organization;
}

/** `POST /105/api/organization/{id}`: the plan and history. @throws ApiError (400 over a limit, 404). */
export async function saveOrganization(id: number, settings: OrganizationSettings): Promise<OrganizationDto> {
  return (await apiCall<{ organization: OrganizationDto }>(`organization/${id}`, { method: 'POST', body: { ...settings } }))
    .organization;
}

/** `DELETE /105/api/organization/{id}`. @throws ApiError (404). */
export async function deleteOrganization(id: number): Promise<void> {
  await apiCall(`organization/${id}`, { method: 'DELETE' });
}

/** `POST /105/api/organization` with `id` (spec §7 «refresh data»): look it up again now. */
export async function refreshOrganization(id: number): Promise<OrganizationDto> {
  return (await apiCall<{ organization: OrganizationDto }>('organization', { method: 'POST', body: { id } })).organization;
}

/** `GET /105/api/organization/{id}`: one organization (its lookup state). */
export async function fetchOrganization(id: number): Promise<OrganizationDto> {
  return (await apiCall<{ organization: OrganizationDto }>(`organization/${id}`)).organization;
}

/** `POST /105/api/organization/{id}/vehicles/import` with the CSV text. @throws ApiError (400 not CSV, 413 too large). */
export async function importVehicles(id: number, csv: string): Promise<VehicleImportReportDto> {
  return (
    await apiCall<{ report: VehicleImportReportDto }>(`organization/${id}/vehicles/import`, { method: 'POST', body: { csv } })
  ).report;
}

/** `GET /105/api/organization/{id}/vehicles?after=`: the fleet's vehicles, 100 a page in the order they were added. */
export const fleetVehiclesQuery = (organizationId: number, renderedAt: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.fleetVehicles(organizationId, renderedAt),
    queryFn: async ({ pageParam }) => {
      const { status: _s, ...page } = await apiCall<{ vehicles: FleetVehicleDto[]; nextAfter: number | null }>(
        `organization/${organizationId}/vehicles`,
        { query: { after: pageParam ?? undefined } },
      );
      return page;
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last: { nextAfter: number | null }) => last.nextAfter,
  });

/** `DELETE /105/api/organization/{id}/vehicles?vehicle=`: removes one vehicle. @throws ApiError (404 already gone). */
export async function deleteFleetVehicle(organizationId: number, vehicleId: number): Promise<void> {
  await apiCall(`organization/${organizationId}/vehicles`, { method: 'DELETE', query: { vehicle: vehicleId } });
}

/** The organization mutations of /profile; each refreshes the list. */
export function useOrganizationMutations() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: queryKeys.organizations });
  return {
    add: useMutation({ mutationFn: addOrganization, onSuccess: refresh }),
    save: useMutation({
      mutationFn: (v: { id: number } & OrganizationSettings) => saveOrganization(v.id, v),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: deleteOrganization, onSuccess: refresh }),
    lookUp: useMutation({ mutationFn: refreshOrganization, onSuccess: refresh }),
  };
}
