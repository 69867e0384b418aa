// GET /105/api/fine/uinInfo?uin= - a fine (or bailiff order) by its УИН, for anyone; «не найдено» is found: false
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { uinInfo } from '@/lib/server/fines/details-uin';
import { uinInfoQuery } from '@/lib/validation/fine-details';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: false }, async ({ db, req, query }) => ({
  ...(await uinInfo(db, query(uinInfoQuery).uin, 'fine', clientIp(req))),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
