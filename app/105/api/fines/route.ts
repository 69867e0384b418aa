// GET /105/api/fines - one page of the user's charge list (tab, document, kind, dates, cursor) with tab counts, totals and lookup states
import { apiRoute } from '@/lib/server/http/route';
import { listChargesPage } from '@/lib/server/fines/list-service';
import { userScope } from '@/lib/server/owner-scope';
import { chargeListQuery } from '@/lib/validation/charge-list';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: true }, async ({ db, user, query }) => ({
  ...(await listChargesPage(db, userScope(user.userId), query(chargeListQuery))),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
