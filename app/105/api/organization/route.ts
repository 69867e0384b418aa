// GET /105/api/organization - the user's organizations (spec §7, channel Web); POST id= - look one up again (refresh data)
import { apiRoute } from '@/lib/server/http/route';
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { listOrganizations, refreshOrganization } from '@/lib/server/organizations/service';
import { organizationRefreshInput } from '@/lib/validation/organizations';

export const GET = apiRoute({ auth: true }, async ({ db, user }) => ({
  organizations: await listOrganizations(db, user.userId),
}));

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => ({
  organization: await refreshOrganization(db, user.userId, (await body(organizationRefreshInput)).id),
}));

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
