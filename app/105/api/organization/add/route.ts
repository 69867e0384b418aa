// POST /105/api/organization/add - add a company of the directory as the user's organization (inn, countDays, subscribeType)
import { apiRoute } from '@/lib/server/http/route';
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { addOrganization } from '@/lib/server/organizations/service';
import { organizationAddInput } from '@/lib/validation/organizations';

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => ({
  organization: await addOrganization(db, user.userId, await body(organizationAddInput)),
}));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
