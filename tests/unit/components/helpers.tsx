import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { saveAuth } from '@/api-client/auth-storage';
import { makeQueryClient } from '@/app/providers';
import type { UserDto } from '@/lib/contract/accounts';
import type { PaymentDto } from '@/lib/contract/payments';
import type { ChargesPageDto, ChargesSummaryPageDto, DocumentCheckDto, FineRowDto, OrderRowDto } from '@/lib/contract/fines';
import { DEFAULT_LIST_ADDRESS, type ChargeListAddress } from '@/lib/domain/charge-list-address';
import type { RenderedPage } from '@/components/fines/use-charge-list';
import { formatRubles } from '@/lib/domain/money';

/** An msw server for /105/api; any request without a handler fails the test. */
export function setupApiServer() {
  // The auth cookie is set by the app's own /auth/cookie route whenever a login is saved; usage
  // tracking sends its batches whenever a page reports something (tests of it add their own handler).
  const server = setupServer(
    http.all('*/auth/cookie', () => HttpResponse.json({ status: 'ok' })),
    http.post('*/105/api/track/batch', () => HttpResponse.json({ status: 'ok', accepted: 1 })),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** The msw server a test file set up with `setupApiServer`. */
export type ApiServer = ReturnType<typeof setupApiServer>;

/** `METHOD /path` of a request: enough to say which calls were made, and in what order. */
function methodAndPath(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname}`;
}

/**
 * Records every request `server` receives from now on into the returned array, which fills as the
 * test runs; it replaces any earlier recorder, so call it in `beforeEach`. Each request is listed
 * as `METHOD /path`, or as `toEntry` describes it.
 */
export function captureRequests(server: ApiServer): string[];
export function captureRequests<T>(server: ApiServer, toEntry: (request: Request) => T): T[];
export function captureRequests(server: ApiServer, toEntry: (request: Request) => unknown = methodAndPath): unknown[] {
  const seen: unknown[] = [];
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    // The auth cookie route belongs to the pages, not /105/api, and tracking batches leave on their
    // own schedule; tests of either look for them themselves.
    if (['/auth/cookie', '/105/api/track/batch'].includes(new URL(request.url).pathname)) return;
    seen.push(toEntry(request));
  });
  return seen;
}

/**
 * Renders `ui` inside a fresh React Query client with the app's defaults, except that retries
 * happen at once so failures show without waiting.
 */
export function renderWithClient(ui: ReactElement): RenderResult & { queryClient: QueryClient } {
  const queryClient = makeQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  const result = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...result, queryClient };
}

/** The client id `GET /105/api/client` hands out in tests that start without one. */
export const CLIENT_ID = '3f1c9a52-8d0e-4c55-9a4a-6f0d2b7c1e90';

/** Stores a complete web authorization, as after a successful registration. */
export function signIn(userId = '7'): void {
  void saveAuth({
    clientId: '0b6f7d3e-7f5e-4a70-9b53-2d2f0e9b8a11',
    salt: 'salt',
    rand: '12345678',
    userId,
    session: 'a'.repeat(64),
  });
}

let nextId = 1;

/** A fine as a list page carries it, with unique id and УИН; override what the test is about. */
export function buildFine(overrides: Partial<FineRowDto> = {}): FineRowDto {
  const id = nextId++;
  return {
    id,
    kind: 'fine',
    uin: `188101772504240${String(10000 + id).slice(-5)}`,
    status: 'notpaid',
    billDate: '2025-04-24',
    payBy: '2025-07-03',
    offenceAt: '2025-04-20T11:32:00Z',
    place: 'г. Москва, Тверская ул., д. 12',
    amountKopeks: 150_000,
    discount: null,
    article: '12.12 ч.1',
    shortText: 'Проезд на запрещающий сигнал светофора',
    hasOrder: false,
    documentIds: [1],
    paymentInProgress: null,
    ...overrides,
  };
}

/** A bailiffs' order as a list page carries it. */
export function buildOrder(overrides: Partial<OrderRowDto> = {}): OrderRowDto {
  const id = nextId++;
  return {
    id,
    kind: 'order',
    uin: `3220000000000000${String(1000 + id).slice(-4)}`,
    status: 'open',
    openedDate: '2025-02-01',
    amountKopeks: 80_000,
    caseNumber: '12345/25/77001-ИП',
    fineUin: '18810177250110000001',
    fineArticle: null,
    documentIds: [1],
    paymentInProgress: null,
    ...overrides,
  };
}

/** One document as the fines list and preload answer it: a СТС checked without error by default. */
export function buildCheck(overrides: Partial<DocumentCheckDto> = {}): DocumentCheckDto {
  return {
    id: 1,
    type: 'sts',
    number: '9904449114',
    title: null,
    plateNumber: 'А123ВС',
    plateRegion: '77',
    state: 'done',
    checkedAt: '2025-05-01T09:00:00Z',
    checkError: null,
    ...overrides,
  };
}

/**
 * A list's first page with one checked СТС, nothing in it, and no page after it. Unless totals are
 * given, every order the counts name is still owed.
 */
export function buildPage(overrides: Partial<ChargesSummaryPageDto> = {}): ChargesSummaryPageDto {
  const ordersOwed = overrides.counts?.orders ?? 0;
  return {
    items: [],
    nextCursor: null,
    limit: 20,
    counts: { unpaid: 0, paid: 0, orders: 0 },
    totals: { count: 0, fines: 0, fee: 0, total: 0, awaiting: 0, ordersAwaiting: 0, ordersOwed, held: 0, taxes: 0 },
    documents: [buildCheck()],
    sandbox: false,
    ...overrides,
  };
}

/** A page as the server rendered it for `address` (the plain view by default). */
export function renderedPage(page: ChargesSummaryPageDto, address: Partial<ChargeListAddress> = {}): RenderedPage {
  return { address: { ...DEFAULT_LIST_ADDRESS, ...address }, page };
}

/** `GET /105/api/fines` answering `page` for every request (an msw handler). */
export const finesAnswer = (page: ChargesPageDto | ((url: URL) => ChargesPageDto)) =>
  http.get('*/105/api/fines', ({ request }) =>
    HttpResponse.json({ status: 'ok', ...(typeof page === 'function' ? page(new URL(request.url)) : page) }),
  );

/**
 * `formatRubles` as Testing Library reads it: its default normalizer turns the no-break spaces
 * of the amount into plain spaces, so the expected text must too.
 */
export function rubles(kopeks: number): string {
  return formatRubles(kopeks).replace(/\u00A0/g, ' ');
}

/** A registered private person as `GET /105/api/user` returns it. */
export function buildUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 7,
    userType: 1,
    email: 'a@b.ru',
    pendingEmail: null,
    gender: 'm',
    fullName: null,
    birthDate: null,
    registered: true,
    createdAt: '2025-05-01T09:00:00Z',
    ...overrides,
  };
}

/** A payment as the API answers it: a sandbox payment of 3 270 ₽ waiting at the acquirer's page. */
export function buildPayment(overrides: Partial<PaymentDto> = {}): PaymentDto {
  return {
    id: 41,
    state: 'pending',
    page: '/prepayment/wait',
    gatewayStatus: 'pending',
    sandbox: true,
    organizationId: null,
    amountKopeks: 300_000,
    feeKopeks: 27_000,
    totalKopeks: 327_000,
    receiptEmail: 'me@example.ru',
    confirmationUrl: '/sandbox-acquirer/5b0f4f7a-3a57-4c1f-9d7a-0c3e5c1b2a10',
    reason: null,
    reasonText: null,
    createdAt: '2025-05-01T10:00:00.000Z',
    finishedAt: null,
    items: [],
    ...overrides,
  };
}
