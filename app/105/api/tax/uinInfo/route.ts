// GET /105/api/tax/uinInfo?uin= - a tax charge by its УИН, for anyone; «не найдено» is found: false
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { uinInfo } from '@/lib/server/fines/details-uin';
import { uinInfoQuery } from '@/lib/validation/fine-details';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: false }, async ({ db, req, query }) => ({
  ...(await uinInfo(db, query(uinInfoQuery).uin, 'tax', clientIp(req))),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
