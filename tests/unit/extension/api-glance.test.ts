import { describe, expect, it, vi } from 'vitest';
import { createApi, ExtensionApiError } from '@/extension/src/api';
import type { ExtensionAuth } from '@/extension/src/auth-record';
import { UNPAID_READ_LIMIT } from '@/extension/src/summary';
import type { ChargeRowDto, ChargesPageDto } from '@/lib/contract/fines';
import { buildCheck, buildFine, buildOrder, buildPage } from '../components/helpers';

const AUTH: ExtensionAuth = { clientId: 'c', salt: 's', rand: '12345678', userId: '7', session: 'f'.repeat(64), userType: 1 };
const TODAY = '2025-05-10';

/** A fake `/105/api/fines` that serves `rows` of each tab in pages of `limit`, cursors `p1`, `p2`, … */
function finesServer(tabs: Record<string, ChargeRowDto[]>, summary = buildPage()) {
  const requests: URL[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    requests.push(url);
    const rows = tabs[url.searchParams.get('tab') ?? 'unpaid'] ?? [];
    const limit = Number(url.searchParams.get('limit'));
    const at = Number(url.searchParams.get('cursor')?.slice(1) ?? 0);
    const items = rows.slice(at, at + limit);
    const next = at + limit < rows.length ? `p${at + limit}` : null;
    const page: ChargesPageDto =
      at === 0
        ? { ...summary, items, nextCursor: next, limit }
        : { ...buildPage(), items, nextCursor: next, limit, counts: undefined, totals: undefined };
    return new Response(JSON.stringify({ status: 'ok', ...page }), { headers: { 'content-type': 'application/json' } });
  });
  return { fetchFn, requests };
}

describe('the extension reads the paged lists', () => {
  it('pages through the unpaid and orders tabs with its own sign-in and sums them with the server totals', async () => {
    const unpaid = Array.from({ length: 230 }, () => buildFine({ billDate: '2025-05-01', payBy: '2025-07-10' }));
    const orders = [buildOrder({ status: 'open', amountKopeks: 100_000 }), buildOrder({ status: 'paid' })];
    const totals = {
      count: 230,
      fines: 230 * 150_000,
      fee: 230 * 13_500,
      total: 230 * 163_500,
      awaiting: 0,
      ordersAwaiting: 0,
      ordersOwed: 0,
      held: 0,
      taxes: 0,
    };
    const { fetchFn, requests } = finesServer(
      { unpaid, orders },
      buildPage({ totals, documents: [buildCheck({ state: 'pending' })], sandbox: true }),
    );
    const summary = await createApi('https://api.example.ru/', fetchFn).glance(AUTH, TODAY);

    expect(requests.map((u) => `${u.pathname}?tab=${u.searchParams.get('tab')}&cursor=${u.searchParams.get('cursor')}`)).toEqual([
      '/105/api/fines?tab=unpaid&cursor=null',
      '/105/api/fines?tab=unpaid&cursor=p100',
      '/105/api/fines?tab=unpaid&cursor=p200',
      '/105/api/fines?tab=orders&cursor=null',
    ]);
    expect(requests.every((u) => u.searchParams.get('userId') === '7' && u.searchParams.get('limit') === '100')).toBe(true);
    expect(summary.unpaidCount).toBe(231);
    expect(summary.unpaidKeys).toHaveLength(231);
    expect(summary.toPayKopeks).toBe(totals.fines + 100_000);
    expect(summary.urgent[0]!.kind).toBe('order');
    expect(summary).toMatchObject({ pending: true, sandbox: true });
  });

  it(`stops reading a tab after ${UNPAID_READ_LIMIT} rows (spec §9) but counts the whole list`, async () => {
    const unpaid = Array.from({ length: UNPAID_READ_LIMIT + 150 }, () => buildFine({ billDate: '2025-05-01' }));
    const totals = {
      count: unpaid.length,
      fines: 1,
      fee: 1,
      total: 2,
      awaiting: 0,
      ordersAwaiting: 0,
      ordersOwed: 0,
      held: 0,
      taxes: 0,
    };
    const { requests, fetchFn } = finesServer({ unpaid, orders: [] }, buildPage({ totals }));
    const summary = await createApi('https://api.example.ru', fetchFn).glance(AUTH, TODAY);
    expect(requests.filter((u) => u.searchParams.get('tab') === 'unpaid')).toHaveLength(UNPAID_READ_LIMIT / 100);
    expect(summary.unpaidKeys).toHaveLength(UNPAID_READ_LIMIT);
    expect(summary.unpaidCount).toBe(UNPAID_READ_LIMIT + 150);
  });

  it('reads each organization of a legal entity by the first page of its fleet list, and nothing of them for a person', async () => {
    const totals = { ...buildPage().totals!, count: 383, fines: 38_300_000, ordersOwed: 4 };
    const requests: URL[] = [];
    const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      requests.push(url);
      const path = url.pathname.replace('/105/api/', '');
      const body =
        path === 'fines'
          ? buildPage()
          : path === 'organization'
            ? { organizations: [{ id: 4, name: 'ООО «Тестовый автопарк»', state: 'done' }] }
            : { items: [], nextCursor: null, counts: buildPage().counts, totals };
      return new Response(JSON.stringify({ status: 'ok', ...body }));
    });
    const api = createApi('https://api.example.ru', fetchFn);

    const person = await api.glance(AUTH, TODAY);
    expect(person.organizations).toEqual([]);
    expect(requests.map((u) => u.pathname)).toEqual(['/105/api/fines', '/105/api/fines']);

    requests.length = 0;
    const company = await api.glance(AUTH, TODAY, true);
    expect(requests.map((u) => `${u.pathname}?${u.searchParams.get('tab') ?? ''}`).slice(2)).toEqual([
      '/105/api/organization?',
      '/105/api/organization/4/fines?unpaid',
    ]);
    expect(requests.every((u) => u.searchParams.get('session') === AUTH.session)).toBe(true);
    expect(company.organizations).toEqual([
      {
        id: 4,
        name: 'ООО «Тестовый автопарк»',
        unpaidCount: 387,
        finesKopeks: 38_300_000,
        ordersOwed: 4,
        state: 'done',
        path: '/fines/list/organization/4',
      },
    ]);
  });

  it('refuses a first page without the summary as a bad answer', async () => {
    const fetchFn = vi.fn(
      async () => new Response(JSON.stringify({ status: 'ok', ...buildPage(), counts: undefined, totals: undefined })),
    );
    await expect(createApi('https://api.example.ru', fetchFn).glance(AUTH, TODAY)).rejects.toBeInstanceOf(ExtensionApiError);
  });
});
