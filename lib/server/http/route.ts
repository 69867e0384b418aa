import 'server-only';
import * as z from 'zod/mini';
import { isAppError } from '@/lib/server/errors';
import { getDb, type Db } from '@/lib/server/db/client';
import { authenticate, type AuthUser } from '@/lib/server/accounts/authenticate';
import { json, WaitAnswer } from './envelope';
import { assertBodySize, readForm } from './form';
import { appErrorFromDatabase } from './db-errors';
import { assertSameOrigin } from './origin';
import { logError } from './log';
import { withCors } from '@/lib/security/cors';
import { shownInput } from '@/lib/domain/shown-input';

/** What a handler gets: the parsed request, the database and, for `auth: true`, the verified user. */
export interface RouteContext<P> {
  req: Request;
  url: URL;
  params: P;
  db: Db;
  requestId: string;
  /**
   * Parses the form body with a shared zod schema.
   * @throws a zod error (→ 400 with field messages), or AppError (413, 415, 400 `bad_request` for a broken `%`-escape).
   */
  body<S extends z.core.$ZodType>(schema: S): Promise<z.output<S>>;
  /**
   * Parses the query string with a zod schema. Next.js has already re-encoded the query before a
   * handler runs (a broken `%`-escape arrives as text), so each field's own check judges it.
   * @throws a zod error.
   */
  query<S extends z.core.$ZodType>(schema: S): z.output<S>;
}

/** What a handler answers: the data of an `ok` envelope, a `wait`, or a Response of its own (a CSV download). */
type Handler<P, A> = (ctx: RouteContext<P> & A) => Promise<Record<string, unknown> | WaitAnswer | Response>;

interface Options {
  /** true: verify `session`, `rand`, `userId` from the query before the handler runs. */
  auth: boolean;
  /** The largest body the route reads, bytes (default 256 KiB, MAX_BODY_BYTES): a file import allows more. */
  maxBodyBytes?: number;
}

/**
 * The one route wrapper of /105/api (ARCHITECTURE.md §3): checks origin on writes, verifies
 * the session when asked, runs the handler and answers in the envelope —
 * `{status:'ok', ...data}`, `{status:'wait', wait, ...}` or `{status:'error', error:{code, errorDesc}}`.
 * Database failures are answered by SQLSTATE (409 unique violation, 400 data exception, 503 with
 * `Retry-After` when the database is unreachable); anything else unexpected is logged with the
 * request id and answered generically (500, no details).
 */
export function apiRoute<P = Record<string, never>>(
  options: { auth: true; maxBodyBytes?: number },
  handler: Handler<P, { user: AuthUser }>,
): (req: Request, ctx: { params: Promise<P> }) => Promise<Response>;
export function apiRoute<P = Record<string, never>>(
  options: { auth: false; maxBodyBytes?: number },
  handler: Handler<P, object>,
): (req: Request, ctx: { params: Promise<P> }) => Promise<Response>;
export function apiRoute<P>(options: Options, handler: Handler<P, { user: AuthUser }>) {
  // Every answer, errors included, carries the CORS headers of a listed origin (lib/security/cors.ts).
  return async (req: Request, routeCtx: { params: Promise<P> }): Promise<Response> => withCors(req, await handle(req, routeCtx));
  async function handle(req: Request, routeCtx: { params: Promise<P> }): Promise<Response> {
    const requestId = /^[\w-]{8,64}$/.test(req.headers.get('x-request-id') ?? '')
      ? req.headers.get('x-request-id')!
      : crypto.randomUUID();
    try {
      assertSameOrigin(req);
      assertBodySize(req, options.maxBodyBytes);
      const url = new URL(req.url);
      const db = await getDb();
      const user = options.auth ? await authenticate(db, url.searchParams) : undefined;
      let form: Promise<Record<string, string>> | undefined;
      const ctx = {
        req,
        url,
        db,
        requestId,
        user,
        params: await (routeCtx?.params ?? Promise.resolve({} as P)),
        body: async <S extends z.core.$ZodType>(schema: S) =>
          z.parse(schema, await (form ??= readForm(req, options.maxBodyBytes))),
        query: <S extends z.core.$ZodType>(schema: S) => z.parse(schema, Object.fromEntries(url.searchParams)),
      };
      // `user` is set whenever the overload demands it (auth: true).
      const result = await handler(ctx as RouteContext<P> & { user: AuthUser });
      if (result instanceof Response) {
        result.headers.set('x-request-id', requestId);
        return result;
      }
      if (result instanceof WaitAnswer) {
        return json({ status: 'wait', wait: result.wait, ...result.data }, 202, requestId, {
          'retry-after': String(result.wait),
        });
      }
      return json({ status: 'ok', ...result }, 200, requestId);
    } catch (error) {
      return errorResponse(error, requestId, req);
    }
  }
}

/** The envelope for a thrown error: AppError, ZodError, a database failure, or 500. */
export function errorResponse(error: unknown, requestId: string, req: Request): Response {
  const known = isAppError(error) ? error : appErrorFromDatabase(error);
  if (known) {
    // A dependency that is down (the database, the registry, the directory) is worth an operator's look.
    if (known.httpStatus === 503) {
      logError(isAppError(error) ? 'dependency unavailable' : 'database unavailable', error, { requestId, method: req.method });
    }
    const headers: Record<string, string> = {};
    if (known.details?.retryAfter) headers['retry-after'] = String(known.details.retryAfter);
    const body = {
      status: 'error',
      error: { code: known.code, errorDesc: known.errorDesc, ...(known.details?.fields && { fields: known.details.fields }) },
    };
    return json(body, known.httpStatus, requestId, headers);
  }
  // Classic zod's and zod/mini's errors alike (both are $ZodError).
  if (error instanceof z.core.$ZodError) {
    const zodError = error;
    const fields: Record<string, string> = {};
    // A path holds the client's own keys (tracking data): never echoed with control characters.
    for (const issue of zodError.issues) fields[shownInput(issue.path.join('.'), 200) || '_'] ??= issue.message;
    const first = zodError.issues[0]?.message ?? 'Проверьте введённые данные';
    return json({ status: 'error', error: { code: 'invalid_input', errorDesc: first, fields } }, 400, requestId);
  }
  logError('unhandled error in /105/api', error, { requestId, method: req.method, path: safePath(req) });
  return json(
    {
      status: 'error',
      error: { code: 'internal', errorDesc: `Что-то пошло не так. Попробуйте позже (код ${requestId.slice(0, 8)})` },
    },
    500,
    requestId,
  );
}

/** The request path without its query (sessions and documents travel there). */
function safePath(req: Request): string {
  try {
    return new URL(req.url).pathname;
  } catch {
    return '';
  }
}
