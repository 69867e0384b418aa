import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { organizationScope } from '@/lib/server/organizations/access';
import { userScope, type OwnerScope } from '@/lib/server/owner-scope';

/**
 * Whose charges a payment pays: the person's own, or — with `organizationId` — the organization's
 * they are a member of (a legal entity's bulk payment). The payment itself is always the person's.
 * @throws AppError 403 for a private person naming an organization; 404 when it is not theirs.
 */
export async function paymentScope(db: Db, userId: number, organizationId: number | undefined): Promise<OwnerScope> {
  return organizationId === undefined ? userScope(userId) : (await organizationScope(db, userId, organizationId)).scope;
}
