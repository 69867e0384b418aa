// POST /105/api/tax/uinAdd - keep a tax charge found by its УИН among the caller's charges, to pay it
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { addChargeByUin } from '@/lib/server/fines/details-uin';
import { uinInfoQuery } from '@/lib/validation/fine-details';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: true }, async ({ db, req, user, body }) => ({
  ...(await addChargeByUin(db, user.userId, (await body(uinInfoQuery)).uin, 'tax', clientIp(req))),
}));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
