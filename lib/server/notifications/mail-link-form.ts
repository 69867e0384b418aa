import 'server-only';
import { MAILED_TOKEN_SHAPE, mailedToken } from '@/lib/auth/mailed-token';
import type { MailLinkFailure } from '@/lib/contract/mail-links';
import { getDb, type Db } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import { appErrorFromDatabase } from '@/lib/server/http/db-errors';
import { readForm } from '@/lib/server/http/form';
import { logError } from '@/lib/server/http/log';
import { refuseCrossSitePost, seeOther } from '@/lib/server/http/page-form';

/**
 * The form of a mail link's page (`/email/confirm`, `/email/unsubscribe`) posted without the page's
 * scripts: the same-origin check of every page form, then `act` with the form's token, then 303 back
 * to the page with the token, whose server render reads what the link stands for now (done, or no
 * longer valid) — so the page states the outcome from the database, never from the address. A limit
 * or a failing server adds `failed=limit|unavailable`, and the page offers the press again.
 */
export async function mailLinkFormPost(
  req: Request,
  page: string,
  act: (db: Db, token: string) => Promise<unknown>,
): Promise<Response> {
  const refused = refuseCrossSitePost(req);
  if (refused) return refused;
  let token: string | null = null;
  try {
    token = mailedToken((await readForm(req)).token);
    if (token && MAILED_TOKEN_SHAPE.test(token)) await act(await getDb(), token);
    return seeOther(pageAddress(page, token));
  } catch (error) {
    const known = isAppError(error) ? error : appErrorFromDatabase(error);
    if (!known) logError('mail link form failed', error, { page });
    if (known && known.httpStatus < 429) return seeOther(pageAddress(page, token));
    const failure: MailLinkFailure = known?.httpStatus === 429 ? 'limit' : 'unavailable';
    return seeOther(pageAddress(page, token, failure));
  }
}

function pageAddress(page: string, token: string | null, failure?: MailLinkFailure): string {
  const query = new URLSearchParams();
  if (token && MAILED_TOKEN_SHAPE.test(token)) query.set('token', token);
  if (failure) query.set('failed', failure);
  const search = query.toString();
  return search ? `${page}?${search}` : page;
}
