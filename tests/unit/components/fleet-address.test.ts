import { describe, expect, it } from 'vitest';
import { fleetFilterQuery, fleetHref, readFleetAddress } from '@/components/fleet/fleet-address';
import { fleetListQuery } from '@/lib/validation/organizations';

describe('a fleet page’s address', () => {
  it('keeps the filters, tab, order, view and page, and leaves defaults out', () => {
    const address = readFleetAddress({
      vehicle: ' А123ВС77 ',
      article: '12.9',
      tab: 'paid',
      sort: 'amount',
      view: 'vehicles',
      page: '3',
    });
    expect(address).toEqual({
      filters: { vehicle: 'А123ВС77', article: '12.9' },
      tab: 'paid',
      sort: 'amount',
      view: 'vehicles',
      cursor: null,
      page: 3,
    });
    expect(fleetHref(5, address)).toBe(
      `/fines/list/organization/5?vehicle=%D0%90123%D0%92%D0%A177&article=12.9&view=vehicles&tab=paid&sort=amount&page=3`,
    );
    expect(fleetHref(5, readFleetAddress({}))).toBe('/fines/list/organization/5');
    expect(fleetFilterQuery(address).toString()).toBe('vehicle=%D0%90123%D0%92%D0%A177&article=12.9');
  });

  it('falls back to the plain view for unknown values', () => {
    expect(readFleetAddress({ tab: 'x', sort: 'y', view: 'z', page: '-2', driver: ['Петров', 'Иванов'] })).toEqual({
      filters: { driver: 'Петров' },
      tab: 'unpaid',
      sort: 'date',
      view: 'list',
      cursor: null,
      page: 1,
    });
  });

  it('bounds an overlong filter one past the longest allowed, so the list names it instead of using a cut value', () => {
    const driver = readFleetAddress({ driver: 'Я'.repeat(3000) }).filters.driver!;
    expect(driver).toHaveLength(101);
    expect(fleetListQuery.safeParse({ driver }).success).toBe(false);
  });
});
