import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { findUserById } from '@/lib/server/accounts/users-queries';
import { AppError, notFound } from '@/lib/server/errors';
import { checkedOrganizationScope, type OwnerScope } from '@/lib/server/owner-scope';
import { findMemberOrganization } from './queries';
import { MSG_LEGAL_ENTITY_ONLY } from '@/lib/domain/messages';

/** Said for an organization that does not exist or is not the caller's: the same, so ids cannot be probed. */
export const MSG_ORGANIZATION_NOT_FOUND = 'Организация не найдена';

/**
 * Checks that `userId` is a legal entity (spec §6: user type 3 loads fines by its organization).
 * @throws AppError 403 `legal_entity_required`.
 */
export async function requireLegalEntity(db: Db, userId: number): Promise<void> {
  const user = await findUserById(db, userId);
  if (user?.type !== 3) throw new AppError('legal_entity_required', MSG_LEGAL_ENTITY_ONLY);
}

/**
 * The organization `organizationId` for its member `userId` and the owner scope its rows are read
 * in. Every organization endpoint starts here: the proxy is never the only check.
 * @throws AppError 403 for a private person; 404 when it is not the caller's (or does not exist).
 */
export async function organizationScope(db: Db, userId: number, organizationId: number) {
  await requireLegalEntity(db, userId);
  const organization = await findMemberOrganization(db, userId, organizationId);
  if (!organization) throw notFound(MSG_ORGANIZATION_NOT_FOUND);
  const scope: OwnerScope = checkedOrganizationScope(organization.id, userId);
  return { organization, scope };
}
