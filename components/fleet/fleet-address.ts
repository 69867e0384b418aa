/**
 * The address of a fleet page view (`/fines/list/organization/12?tab=paid&vehicle=А123ВС77&view=vehicles`):
 * the filters, the tab, the order, the view and the page, so reload, «back» and a shared link open
 * the same view and everything works through plain links. Pure; shared by the page and its parts.
 */

/** What the page shows: the charges, groups by vehicle or driver, or the chart. */
export const FLEET_VIEWS = ['list', 'vehicles', 'drivers', 'chart'] as const;
/** One view. */
export type FleetView = (typeof FLEET_VIEWS)[number];

/** The filter fields the form sends and the address keeps, in their order. */
export const FLEET_FILTER_KEYS = ['vehicle', 'driver', 'article', 'from', 'to', 'min', 'max'] as const;

/** A fleet page's address, each value as typed (empty: not set). */
export interface FleetAddress {
  filters: Partial<Record<(typeof FLEET_FILTER_KEYS)[number], string>>;
  tab: 'unpaid' | 'paid' | 'orders';
  sort: 'date' | 'amount';
  view: FleetView;
  cursor: string | null;
  page: number;
}

/** Reads an address leniently: unknown values fall back to the plain view (the filters are checked by the page). */
export function readFleetAddress(params: Record<string, string | string[] | undefined>): FleetAddress {
  const get = (key: string) => {
    const v = params[key];
    return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
  };
  const filters: FleetAddress['filters'] = {};
  for (const key of FLEET_FILTER_KEYS) {
    const value = get(key);
    // Bounded (the value is echoed into links and the form), one past the longest allowed (100
    // characters of a driver's name), so an overlong value is refused by name instead of cut to fit.
    if (value) filters[key] = value.slice(0, 101);
  }
  const tab = get('tab');
  const view = get('view');
  const page = Number(get('page'));
  return {
    filters,
    tab: tab === 'paid' || tab === 'orders' ? tab : 'unpaid',
    sort: get('sort') === 'amount' ? 'amount' : 'date',
    view: (FLEET_VIEWS as readonly string[]).includes(view ?? '') ? (view as FleetView) : 'list',
    cursor: get('cursor')?.slice(0, 200) ?? null,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The query of the filters alone (`vehicle=…&article=…`), for the API, the export and the payment of all. */
export function fleetFilterQuery(address: Pick<FleetAddress, 'filters'>): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of FLEET_FILTER_KEYS) if (address.filters[key]) query.set(key, address.filters[key]!);
  return query;
}

/** The page address of a view, defaults left out (`/fines/list/organization/12` is the plain view). */
export function fleetHref(organizationId: number, address: FleetAddress, change: Partial<FleetAddress> = {}): string {
  const next = { ...address, ...change };
  const query = fleetFilterQuery(next);
  if (next.view !== 'list') query.set('view', next.view);
  if (next.tab !== 'unpaid') query.set('tab', next.tab);
  if (next.sort !== 'date') query.set('sort', next.sort);
  if (next.cursor) query.set('cursor', next.cursor);
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return `/fines/list/organization/${organizationId}${text ? `?${text}` : ''}`;
}
