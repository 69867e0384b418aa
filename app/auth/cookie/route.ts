// POST /auth/cookie - verify a sign-in triple and store it in the HttpOnly auth cookie; DELETE clears it
import { NextResponse } from 'next/server';
import { AUTH_COOKIE, parseAuthCookie } from '@/lib/auth/cookie';
import { verifyTriple } from '@/lib/server/accounts/authenticate';
import { clearAuthCookie, setAuthCookie } from '@/lib/server/auth-cookie';
import { getDb } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import { appErrorFromDatabase } from '@/lib/server/http/db-errors';
import { readForm } from '@/lib/server/http/form';
import { assertSameOrigin } from '@/lib/server/http/origin';

const REFUSED = 'Вход не подтверждён. Войдите снова';

/**
 * The browser's sign-in (`userId`, `rand`, `session` in a form body, never the salt) becomes the
 * auth cookie only after the server has verified it, so the cookie can be HttpOnly and a page
 * script never writes it. A triple the server does not accept clears the cookie and answers 401.
 */
export async function POST(req: Request): Promise<Response> {
  try {
    assertSameOrigin(req);
    const form = await readForm(req);
    const triple = parseAuthCookie(`${form.userId ?? ''}.${form.rand ?? ''}.${(form.session ?? '').toLowerCase()}`);
    if (!triple) return refuse(req);
    await verifyTriple(await getDb(), triple.userId, triple.rand, triple.session);
    const response = answer({ status: 'ok' }, 200);
    setAuthCookie(response, triple, req);
    return response;
  } catch (error) {
    const known = isAppError(error) ? error : appErrorFromDatabase(error);
    if (!known) throw error;
    if (known.httpStatus === 401) return refuse(req);
    const response = answer({ status: 'error', error: { code: known.code, errorDesc: known.errorDesc } }, known.httpStatus);
    // 503 while the database is down: the page tries again later.
    if (known.details?.retryAfter) response.headers.set('retry-after', String(known.details.retryAfter));
    return response;
  }
}

/** Signing out: the server forgets the cookie (the session itself is revoked by `POST /105/api/logout`). */
export async function DELETE(req: Request): Promise<Response> {
  try {
    assertSameOrigin(req);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return answer({ status: 'error', error: { code: error.code, errorDesc: error.errorDesc } }, error.httpStatus);
  }
  const response = answer({ status: 'ok' }, 200);
  clearAuthCookie(response, req);
  return response;
}

function refuse(req: Request): NextResponse {
  const response = answer({ status: 'error', error: { code: 'auth_failed', errorDesc: REFUSED } }, 401);
  if (req.headers.get('cookie')?.includes(`${AUTH_COOKIE}=`)) clearAuthCookie(response, req);
  return response;
}

function answer(body: Record<string, unknown>, status: number): NextResponse {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'no-store' } });
}
