// POST /105/api/extension/exchange - the extension trades a hand-over token and its verifier for its own userId and salt
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { exchangeHandover } from '@/lib/server/extension/handover';
import { exchangeInput } from '@/lib/validation/extension';

export const POST = apiRoute({ auth: false }, async ({ db, req, body }) => ({
  ...(await exchangeHandover(db, await body(exchangeInput), req.headers.get('origin'), clientIp(req))),
}));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
