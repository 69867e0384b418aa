// GET /105/api/organization/types - the plans (subscribeType) and history lengths (countDays) an organization may have
import { apiRoute } from '@/lib/server/http/route';
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { organizationTypes } from '@/lib/server/organizations/service';

export const GET = apiRoute({ auth: false }, async () => ({ ...organizationTypes() }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
