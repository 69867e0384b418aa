// POST /105/api/track/screen - one screen view (userId, trackingId, screenName, referer, screenData; spec §7)
import { apiRoute } from '@/lib/server/http/route';
import { recordBatch } from '@/lib/server/tracking/service';
import { trackingContext } from '@/lib/server/tracking/request';
import { screenInput } from '@/lib/validation/tracking';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: false }, async ({ db, req, url, body }) => {
  const context = await trackingContext(db, req, url);
  const input = await body(screenInput);
  return { accepted: await recordBatch(db, [{ ...input, type: 'screen' }], context) };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
