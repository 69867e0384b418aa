import type { UserDto } from '@/lib/contract/accounts';
import type { FinesListDto } from '@/lib/contract/fines';
import { summarize, type FinesSummary } from './summary';
import type { ExtensionAuth } from './auth-record';

/**
 * The extension's only `fetch`: the calls of /105/api it needs (docs/api.md «The browser
 * extension»). The rest of the extension sees the fines only as a `FinesSummary`: today `GET fines`
 * answers the whole list and it is summed up here; when the list becomes paged, only `glance()`
 * changes (the first page sorted by urgency, with the counts and sums the server adds up).
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
  /** `GET fines`, summed up for `today` (`YYYY-MM-DD`, Moscow): counts, sums, the most urgent charges. */
  glance(auth: ExtensionAuth, today: string): Promise<FinesSummary>;
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
    glance: async (auth, today) => summarize((await call('fines', { auth })) as unknown as FinesListDto, today),
    logout: async (auth) => {
      await call('logout', { auth, body: {} });
    },
  };
}
