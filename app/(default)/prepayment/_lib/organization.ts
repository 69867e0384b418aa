import 'server-only';
import { notFound } from 'next/navigation';
import type { Db } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import { organizationScope } from '@/lib/server/organizations/access';

/** The organization a payment page names, for its member; the 404 page when it is not theirs (or they are no legal entity). */
export async function organizationOrNotFound(db: Db, userId: number, organizationId: number) {
  try {
    return await organizationScope(db, userId, organizationId);
  } catch (error) {
    if (isAppError(error) && (error.httpStatus === 404 || error.httpStatus === 403)) notFound();
    throw error;
  }
}
