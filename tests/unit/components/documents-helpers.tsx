import type { setupApiServer } from './helpers';
import type { DriverLicenseDto, InnDto, StsDto } from '@/lib/contract/documents';

/** A request the API received: method, path, query and the form-encoded body as an object. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
}

/**
 * Records every request to /105/api (the auth query parameters left out), so a test can say
 * exactly what was sent — or that nothing was.
 */
export function recordRequests(server: ReturnType<typeof setupApiServer>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const query = Object.fromEntries([...url.searchParams].filter(([k]) => !['session', 'rand', 'userId'].includes(k)));
    const entry: SeenRequest = { method: request.method, path: url.pathname.replace('/105/api/', ''), query, body: {} };
    seen.push(entry);
    if (request.method !== 'GET') {
      void request
        .clone()
        .text()
        .then((text: string) => {
          entry.body = Object.fromEntries(new URLSearchParams(text));
        });
    }
  });
  return seen;
}

let nextId = 100;
const CREATED = '2025-05-01T09:00:00Z';

/** A registration certificate as the API returns it. */
export function buildSts(overrides: Partial<StsDto> = {}): StsDto {
  return { id: nextId++, sts: '9904449114', vehiclePlateNumber: null, vehiclePlateRegion: null, name: null, checkedAt: null, createdAt: CREATED, ...overrides };
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
  return { id: nextId++, inn: '7707083893', innName: null, surname: null, name: null, patronymic: null, checkedAt: null, createdAt: CREATED, ...overrides };
}

/** `count` distinct certificates (`0000000001`, …), to fill a list up to the limit. */
export function manySts(count: number): StsDto[] {
  return Array.from({ length: count }, (_, i) => buildSts({ sts: String(i + 1).padStart(10, '0') }));
}
