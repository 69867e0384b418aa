import type { UserDto } from '@/lib/contract/accounts';
import type { ChargeListTab } from '@/lib/domain/fine-status';
import { hasSummary, type ChargeRowDto, type ChargesPageDto, type OrderRowDto } from '@/lib/contract/fines';
import { summarize, UNPAID_READ_LIMIT, type ChargesGlance, type FinesSummary } from './summary';
import type { ExtensionAuth } from './auth-record';
import type { FleetPageDto, OrganizationDto } from '@/lib/contract/organizations';

/**
 * The extension's only `fetch`: the calls of /105/api it needs (docs/api.md «The browser
 * extension»). The rest of the extension sees the fines only as a `FinesSummary`: `glance()` pages
 * through the unpaid and orders tabs of `GET fines` (100 rows a page, at most `UNPAID_READ_LIMIT`
 * rows each) and sums them up with the counts and totals the server adds to the first page.
 */
export interface ExtensionApi {
  /** `GET client`: a clientId for this install. */
  client(): Promise<string>;
  /** `POST extension/exchange`: a hand-over token and the PKCE verifier → this extension's own sign-in. */
  exchange(token: string, verifier: string): Promise<{ userId: number; salt: string; userType: 1 | 3 }>;
  /** `GET user`: the account. */
  user(auth: ExtensionAuth): Promise<UserDto>;
  /** `GET preload?web=1`: queues lookups of stale documents; `wait` seconds while any is running, else 0. */
  preload(auth: ExtensionAuth): Promise<number>;
  /**
   * `GET fines` (unpaid and orders tabs), summed up for `today` (`YYYY-MM-DD`, Moscow): counts, sums,
   * the most urgent charges; for a legal entity (`legalEntity`) also each organization's unpaid
   * totals (`GET organization`, then the first page of `GET organization/{id}/fines` per organization).
   */
  glance(auth: ExtensionAuth, today: string, legalEntity?: boolean): Promise<FinesSummary>;
  /** `POST logout`: ends this extension's sign-in only. */
  logout(auth: ExtensionAuth): Promise<void>;
}

/** A `status: error` answer or a transport failure; `message` is Russian, `code` the contract's (or `network`, `bad_answer`). */
export class ExtensionApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'ExtensionApiError';
  }
}

/** True when the server no longer accepts this sign-in (ended on /profile, expired, revoked). */
export function isSignInEnded(error: unknown): boolean {
  return error instanceof ExtensionApiError && (error.code === 'auth_failed' || error.code === 'auth_invalid');
}

type Envelope = { status?: string; wait?: number; error?: { code?: string; errorDesc?: string } } & Record<string, unknown>;

/** The API at `baseUrl` (the origin of `/105/api`), through `fetchFn`. */
export function createApi(baseUrl: string, fetchFn: typeof fetch = fetch): ExtensionApi {
  async function call(
    path: string,
    options: { auth?: ExtensionAuth; query?: Record<string, string>; body?: Record<string, string> } = {},
  ): Promise<Envelope> {
    const url = new URL(`${baseUrl.replace(/\/+$/, '')}/105/api/${path}`);
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
    if (options.auth) {
      url.searchParams.set('session', options.auth.session);
      url.searchParams.set('rand', options.auth.rand);
      url.searchParams.set('userId', options.auth.userId);
    }
    let response: Response;
    try {
      response = await fetchFn(url, {
        method: options.body ? 'POST' : 'GET',
        cache: 'no-store',
        credentials: 'omit',
        headers: options.body ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined,
        body: options.body ? new URLSearchParams(options.body).toString() : undefined,
      });
    } catch {
      throw new ExtensionApiError('network', 'Нет связи с сервером. Проверьте интернет и попробуйте снова', 0);
    }
    let data: Envelope;
    try {
      data = (await response.json()) as Envelope;
    } catch {
      throw new ExtensionApiError('bad_answer', 'Сервер ответил непонятно. Попробуйте позже', response.status);
    }
    if (data.status === 'ok' || data.status === 'wait') return data;
    throw new ExtensionApiError(
      data.error?.code ?? 'unknown',
      data.error?.errorDesc ?? 'Что-то пошло не так. Попробуйте снова',
      response.status,
    );
  }

  /** Pages through one tab of `GET fines`: its first page (with the summary) and up to `UNPAID_READ_LIMIT` rows. */
  async function readTab(auth: ExtensionAuth, tab: ChargeListTab) {
    const rows: ChargeRowDto[] = [];
    let first: ChargesPageDto | undefined;
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { tab, limit: '100', ...(cursor ? { cursor } : {}) };
      const page = (await call('fines', { auth, query })) as unknown as ChargesPageDto;
      first ??= page;
      rows.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor && rows.length < UNPAID_READ_LIMIT);
    if (!first || !hasSummary(first))
      throw new ExtensionApiError('bad_answer', 'Сервер ответил непонятно. Попробуйте позже', 200);
    return { first, rows: rows.slice(0, UNPAID_READ_LIMIT) };
  }

  /** Each organization with its unpaid tab's totals: one row asked, the server sums the whole list. */
  async function readOrganizations(auth: ExtensionAuth): Promise<NonNullable<ChargesGlance['organizations']>> {
    const { organizations } = (await call('organization', { auth })) as unknown as { organizations: OrganizationDto[] };
    const read: NonNullable<ChargesGlance['organizations']> = [];
    // One at a time: an account has at most MAX_ORGANIZATIONS (50), and the server is not hurried.
    for (const org of organizations) {
      const page = (await call(`organization/${org.id}/fines`, {
        auth,
        query: { tab: 'unpaid', limit: '1' },
      })) as unknown as FleetPageDto;
      if (!page.totals) throw new ExtensionApiError('bad_answer', 'Сервер ответил непонятно. Попробуйте позже', 200);
      read.push({ id: org.id, name: org.name, state: org.state, totals: page.totals });
    }
    return read;
  }

  async function glance(auth: ExtensionAuth, today: string, legalEntity = false): Promise<FinesSummary> {
    const unpaid = await readTab(auth, 'unpaid');
    const orders = await readTab(auth, 'orders');
    const read: ChargesGlance = {
      unpaid: unpaid.rows,
      orders: orders.rows.filter((row): row is OrderRowDto => row.kind === 'order'),
      totals: unpaid.first.totals,
      documents: unpaid.first.documents,
      sandbox: unpaid.first.sandbox,
      ...(legalEntity && { organizations: await readOrganizations(auth) }),
    };
    return summarize(read, today);
  }

  return {
    client: async () => String((await call('client')).clientId),
    exchange: async (token, verifier) => {
      const answer = await call('extension/exchange', { body: { token, verifier } });
      return { userId: Number(answer.userId), salt: String(answer.salt), userType: answer.userType === 3 ? 3 : 1 };
    },
    user: async (auth) => (await call('user', { auth })).user as UserDto,
    preload: async (auth) => {
      const answer = await call('preload', { auth, query: { web: '1' } });
      return answer.status === 'wait' ? Math.max(1, Number(answer.wait) || 1) : 0;
    },
    glance,
    logout: async (auth) => {
      await call('logout', { auth, body: {} });
    },
  };
}
