// GET /105/api/organization/search?q= - companies of the directory by a part of the name or the start of the ИНН
import { apiRoute } from '@/lib/server/http/route';
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { searchCompanies } from '@/lib/server/organizations/service';
import { organizationSearchQuery } from '@/lib/validation/organizations';
import { getDirectory } from '@/lib/server/adapters/directory';

export const GET = apiRoute({ auth: true }, async ({ db, user, query }) => ({
  companies: await searchCompanies(db, user.userId, query(organizationSearchQuery).q),
  sandbox: getDirectory().sandbox,
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
