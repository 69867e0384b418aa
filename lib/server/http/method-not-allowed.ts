import 'server-only';
import { withCors } from '@/lib/security/cors';
import { json } from './envelope';

/** Methods a route of /105/api may implement itself. */
type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type RouteHandler = (req: Request) => Promise<Response>;

/** Marks the handlers made here, so a test can tell them from a route's own. */
export const NOT_ALLOWED = Symbol.for('shtrafy.methodNotAllowed');

/** The handlers `otherMethods(...allowed)` returns: every other method, HEAD when GET is not allowed, and OPTIONS. */
export type OtherMethods<A extends ApiMethod> = {
  [M in Exclude<ApiMethod, A> | ('GET' extends A ? never : 'HEAD') | 'OPTIONS']: RouteHandler;
};

/**
 * The answers of a /105/api route for the methods it does not implement, so a wrong method gets the
 * envelope (405 `method_not_allowed` with `Allow`, RFC 9110 §15.5.6) instead of the framework's
 * empty 405, and OPTIONS lists what the route does allow. Every route file ends with
 * `export const { …the rest… } = otherMethods('GET', 'POST');` naming the methods it exports itself
 * (Next.js answers HEAD with GET when GET is there); tests/api/http-methods.test.ts checks every route.
 */
export function otherMethods<const A extends ApiMethod>(...allowed: A[]): OtherMethods<A> {
  const allow = [...new Set<string>([...allowed, ...(allowed.includes('GET' as A) ? ['HEAD'] : []), 'OPTIONS'])]
    .sort()
    .join(', ');
  const refuse: RouteHandler = async (req) =>
    withCors(
      req,
      json(
        {
          status: 'error',
          error: {
            code: 'method_not_allowed',
            errorDesc: `Этот адрес API не принимает запросы ${req.method}. Допустимо: ${allow}`,
          },
        },
        405,
        crypto.randomUUID(),
        { allow },
      ),
    );
  const options: RouteHandler = async (req) =>
    withCors(req, new Response(null, { status: 204, headers: { allow, 'cache-control': 'no-store' } }));
  const handlers: Record<string, RouteHandler> = { OPTIONS: options };
  for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']) {
    if (!allowed.includes(method as A) && !(method === 'HEAD' && allowed.includes('GET' as A))) handlers[method] = refuse;
  }
  for (const handler of Object.values(handlers)) Object.assign(handler, { [NOT_ALLOWED]: true });
  return handlers as OtherMethods<A>;
}
