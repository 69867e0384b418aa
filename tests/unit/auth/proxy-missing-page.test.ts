// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkedPageOf, installMissingPageCheck, isUnknownListAddress, pageIsMissing } from '@/lib/proxy/missing-page';

const of = (url: string) => {
  const u = new URL(url, 'http://localhost');
  return checkedPageOf(u.pathname, u.searchParams);
};

afterEach(() => installMissingPageCheck(async () => false));

describe('checkedPageOf: the addresses whose existence depends on data', () => {
  it('names charges, orders, organizations, payments and the operator pages with their ids as written', () => {
    expect(of('/fines/list/fine/12')).toEqual({ kind: 'charge', chargeKind: 'fine', id: '12' });
    expect(of('/taxes/list/7/')).toEqual({ kind: 'charge', chargeKind: 'fine', id: '7' });
    expect(of('/fines/list/order/abc')).toEqual({ kind: 'charge', chargeKind: 'order', id: 'abc' });
    expect(of('/fines/list/organization/3')).toEqual({ kind: 'organization', organizationId: '3' });
    expect(of('/fines/list/organization/3/order/9')).toEqual({
      kind: 'organization',
      organizationId: '3',
      charge: { chargeKind: 'order', id: '9' },
    });
    expect(of('/prepayment/wait?payment=5')).toEqual({ kind: 'payment', id: '5' });
    expect(of('/prepayment/wait?payment=1&payment=2')).toEqual({ kind: 'payment', id: '' });
    expect(of('/prepayment?organization=3&uin=1')).toEqual({ kind: 'fleetPayment', organizationId: '3' });
    expect(of('/operator?days=7')).toEqual({ kind: 'operator' });
    expect(of('/sandbox-acquirer/x')).toEqual({ kind: 'sandboxCheckout', id: 'x' });
    expect(of('/dev/outbox')).toEqual({ kind: 'devOutbox' });
  });

  it('leaves every other address alone, so the guard reads nothing for it', () => {
    for (const url of [
      '/',
      '/fines/list',
      '/fines/list?tab=orders',
      '/taxes/list',
      '/fines/list/fine',
      '/fines/list/fine/1/extra',
      '/fines/list/organization/3/photo/1',
      '/prepayment',
      '/prepayment?uin=1',
      '/prepayment/wait',
      '/profile',
      '/news/some',
    ]) {
      expect(of(url), url).toBeNull();
    }
  });
});

describe('isUnknownListAddress: addresses under the lists that name no page of them', () => {
  it('is true for a path the lists do not have, or one Next.js could not decode', () => {
    for (const path of [
      '/fines/list/abc',
      '/fines/list/fine',
      '/fines/list/organization',
      '/fines/list/abc/def',
      '/fines/list/fine/1/x',
      '/taxes/list/1/x',
      '/fines/list/%ZZ',
      '/fines/list/fine/%E2%82',
      '/fines/list/organization/1/%C0',
    ])
      expect(isUnknownListAddress(path), path).toBe(true);
  });

  it('is false for the lists, their pages (ids judged by the page check), and every other address', () => {
    for (const path of [
      '/fines/list',
      '/fines/list/',
      '/taxes/list',
      '/fines/list/fine/12',
      '/fines/list/order/abc',
      '/taxes/list/7/',
      '/fines/list/organization/3',
      '/fines/list/organization/3/fine/9',
      '/fines/list/organization/3/export',
      '/fines/list/organization/3/filter',
      '/fines/%ZZ',
      '/profile',
      '/fines/listing',
    ])
      expect(isUnknownListAddress(path), path).toBe(false);
  });
});

describe('every page and route the app has under the lists is known', () => {
  /** The addresses of the app's pages and route handlers under `dir` (a `[param]` segment as `1`). */
  function addressesUnder(dir: string, prefix: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isFile()) return /^(page|route)\.tsx?$/.test(entry.name) ? [prefix] : [];
      const segment = /^\[.+\]$/.test(entry.name) ? '1' : entry.name;
      return entry.name.startsWith('_') ? [] : addressesUnder(path.join(dir, entry.name), `${prefix}/${segment}`);
    });
  }

  it('so none of them is answered as an unknown address', () => {
    const app = path.resolve(import.meta.dirname, '../../../app/(default)');
    const addresses = [
      ...addressesUnder(path.join(app, 'fines/list'), '/fines/list'),
      ...addressesUnder(path.join(app, 'taxes/list'), '/taxes/list'),
    ];
    expect(addresses).toContain('/fines/list/organization/1/export');
    for (const address of addresses) expect(isUnknownListAddress(address), address).toBe(false);
  });
});

describe('pageIsMissing', () => {
  it('asks the installed check only for a checked address, and a failing check leaves the page to decide', async () => {
    const asked: string[] = [];
    installMissingPageCheck(async (page, cookie) => {
      asked.push(`${page.kind}:${cookie}`);
      if (page.kind === 'operator') throw new Error('database down');
      return true;
    });
    const params = new URLSearchParams();
    expect(await pageIsMissing('/fines/list/fine/1', params, 'c')).toBe(true);
    expect(await pageIsMissing('/profile', params, 'c')).toBe(false);
    expect(await pageIsMissing('/operator', params, undefined)).toBe(false);
    expect(asked).toEqual(['charge:c', 'operator:undefined']);
  });
});
