import type { UserEvent } from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { beforeEach } from 'vitest';
import { captureRequests, signIn, type ApiServer } from './helpers';
import type { DriverLicenseDto, InnDto, StsDto } from '@/lib/contract/documents';

/** A request the API received: method, path, query and the form-encoded body as an object. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
}

/** A request as a `SeenRequest`, the auth query parameters left out; the body fills in once read. */
function toSeenRequest(request: Request): SeenRequest {
  const url = new URL(request.url);
  const query = Object.fromEntries([...url.searchParams].filter(([k]) => !['session', 'rand', 'userId'].includes(k)));
  const entry: SeenRequest = { method: request.method, path: url.pathname.replace('/105/api/', ''), query, body: {} };
  if (request.method !== 'GET') {
    void request
      .clone()
      .text()
      .then((text: string) => {
        entry.body = Object.fromEntries(new URLSearchParams(text));
      });
  }
  return entry;
}

/** An empty fines list: every change to a document refetches the fines, which these tests are not about. */
export const noFines = http.get('*/105/api/fines', () =>
  HttpResponse.json({
    status: 'ok',
    items: [],
    nextCursor: null,
    limit: 20,
    counts: { unpaid: 0, paid: 0, orders: 0 },
    totals: { count: 0, fines: 0, fee: 0, total: 0 },
    documents: [],
    sandbox: false,
  }),
);

/**
 * Before each test: a clean browser with a signed-in user, every request to /105/api recorded (so
 * a test can say exactly what was sent, or that nothing was), and `handlers` as the default
 * answers (a test's own `server.use` takes precedence). Returns readers of what was sent so far:
 * every request, or only the writes (all but GET).
 */
export function recordSignedInRequests(server: ApiServer, ...handlers: RequestHandler[]) {
  let requests: SeenRequest[] = [];
  beforeEach(() => {
    window.localStorage.clear();
    signIn();
    requests = captureRequests(server, toSeenRequest);
    server.use(...handlers);
  });
  return { all: () => requests, writes: () => requests.filter((r) => r.method !== 'GET') };
}

/** Clicks the button named `button` and returns the form named `form` it opens. */
export async function openForm(user: UserEvent, button: string, form: string): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: button }));
  // The forms' code loads when they open (components/documents/lazy-document-parts.tsx).
  return screen.findByRole('form', { name: form });
}

let nextId = 100;
const CREATED = '2025-05-01T09:00:00Z';

/** A registration certificate as the API returns it. */
export function buildSts(overrides: Partial<StsDto> = {}): StsDto {
  return {
    id: nextId++,
    sts: '9904449114',
    vehiclePlateNumber: null,
    vehiclePlateRegion: null,
    vehicleModel: null,
    name: null,
    checkedAt: null,
    createdAt: CREATED,
    ...overrides,
  };
}

/** A driver licence as the API returns it. */
export function buildDriverLicense(overrides: Partial<DriverLicenseDto> = {}): DriverLicenseDto {
  return {
    id: nextId++,
    driverLicense: '9912345678',
    issueDate: null,
    firstIssueDate: null,
    surname: null,
    name: null,
    patronymic: null,
    driverName: null,
    checkedAt: null,
    createdAt: CREATED,
    ...overrides,
  };
}

/** A taxpayer number as the API returns it. */
export function buildInn(overrides: Partial<InnDto> = {}): InnDto {
  return {
    id: nextId++,
    inn: '7707083893',
    innName: null,
    surname: null,
    name: null,
    patronymic: null,
    checkedAt: null,
    createdAt: CREATED,
    ...overrides,
  };
}

/** `count` distinct certificates (`0000000001`, …), to fill a list up to the limit. */
export function manySts(count: number): StsDto[] {
  return Array.from({ length: count }, (_, i) => buildSts({ sts: String(i + 1).padStart(10, '0') }));
}
