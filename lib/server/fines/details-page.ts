import { userScope } from '@/lib/server/owner-scope';
import 'server-only';
import { notFound } from 'next/navigation';
import { env } from '@/lib/env';
import type { FineDetailsDto, OrderDetailsDto } from '@/lib/contract/fine-details';
import { getPageUser, redirectToSignIn } from '@/lib/server/accounts/page-auth';
import { findUserById } from '@/lib/server/accounts/users-queries';
import { getDb, type Db } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import { idParam } from '@/lib/validation/common';
import { getFineDetails, getOrderDetails } from './details-service';

/** The offence map's tile source from MAP_TILE_URL / MAP_TILE_ATTRIBUTION, or null (no tiles: the place in words). */
export function mapConfig(): { tileUrl: string; attribution: string } | null {
  const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = env();
  return MAP_TILE_URL ? { tileUrl: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION } : null;
}

/** The signed-in user of a guarded page, or a redirect to /login that comes back to `path` (saying why when the sign-in ended). */
async function pageUser(path: string) {
  return (await getPageUser()) ?? redirectToSignIn(path);
}

/** Runs a detail read, turning «not the user's» (AppError 404) into the 404 page. */
async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isAppError(error) && error.httpStatus === 404) notFound();
    throw error;
  }
}

/** The id in a detail page's address (`/fines/list/fine/12`), or the 404 page. */
function pageId(raw: string): number {
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) notFound();
  return parsed.data;
}

/**
 * A fine or tax charge page's data: the signed-in user's charge `rawId` in full, their e-mail for
 * the report form, and the moment it was read. Another user's id, or a malformed one, is the 404
 * page; without a sign-in, the login page.
 */
export async function loadChargePage(
  rawId: string,
  path: string,
): Promise<{ db: Db; fine: FineDetailsDto; email: string | undefined; renderedAt: number }> {
  const user = await pageUser(path);
  const id = pageId(rawId);
  const db = await getDb();
  const now = new Date();
  const fine = await orNotFound(() => getFineDetails(db, userScope(user.userId), { id }, now));
  const account = await findUserById(db, user.userId);
  return { db, fine, email: account?.email ?? undefined, renderedAt: now.getTime() };
}

/** An order page's data: the signed-in user's bailiff order `rawId` in full, or the 404 page. */
export async function loadOrderPage(rawId: string, path: string): Promise<OrderDetailsDto> {
  const user = await pageUser(path);
  const id = pageId(rawId);
  const db = await getDb();
  return orNotFound(() => getOrderDetails(db, userScope(user.userId), { id }));
}
