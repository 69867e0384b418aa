import 'server-only';
import { notFound } from 'next/navigation';
import type { FineDetailsDto, OrderDetailsDto } from '@/lib/contract/fine-details';
import { getPageUser, redirectToSignIn } from '@/lib/server/accounts/page-auth';
import { findUserById } from '@/lib/server/accounts/users-queries';
import { getDb } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import { getFineDetails, getOrderDetails } from '@/lib/server/fines/details-service';
import { organizationScope } from '@/lib/server/organizations/access';
import { idParam } from '@/lib/validation/common';

/**
 * One charge of an organization's fleet in full, for a member of it: `kind` fine (or tax), with
 * the member's e-mail for the report form, or order. Another organization's charge, a person's
 * own charge and malformed ids are the 404 page; without a sign-in, the login page.
 */
export async function loadFleetCharge(
  rawOrganizationId: string,
  rawChargeId: string,
  kind: 'fine',
  path: string,
): Promise<{
  organizationId: number;
  organizationName: string;
  fine: FineDetailsDto;
  email: string | undefined;
  renderedAt: number;
}>;
export async function loadFleetCharge(
  rawOrganizationId: string,
  rawChargeId: string,
  kind: 'order',
  path: string,
): Promise<{ organizationId: number; organizationName: string; order: OrderDetailsDto; renderedAt: number }>;
export async function loadFleetCharge(rawOrganizationId: string, rawChargeId: string, kind: 'fine' | 'order', path: string) {
  const user = await getPageUser();
  if (!user) return redirectToSignIn(path);
  const organizationId = idParam.safeParse(rawOrganizationId);
  const chargeId = idParam.safeParse(rawChargeId);
  if (!organizationId.success || !chargeId.success) notFound();
  const db = await getDb();
  const now = new Date();
  try {
    const { organization, scope } = await organizationScope(db, user.userId, organizationId.data);
    const base = { organizationId: organization.id, organizationName: organization.name, renderedAt: now.getTime() };
    return kind === 'fine'
      ? await Promise.all([getFineDetails(db, scope, { id: chargeId.data }, now), findUserById(db, user.userId)]).then(
          // The member's own address, for the report form.
          ([fine, member]) => ({ ...base, fine, email: member?.email ?? undefined }),
        )
      : { ...base, order: await getOrderDetails(db, scope, { id: chargeId.data }, now) };
  } catch (error) {
    if (isAppError(error) && (error.httpStatus === 404 || error.httpStatus === 403)) notFound();
    throw error;
  }
}
