// POST /105/api/track/batch - append up to 50 tracking records at once (records: JSON array; session optional)
import { apiRoute } from '@/lib/server/http/route';
import { recordBatch } from '@/lib/server/tracking/service';
import { trackingContext } from '@/lib/server/tracking/request';
import { batchInput } from '@/lib/validation/tracking';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: false }, async ({ db, req, url, body }) => {
  const context = await trackingContext(db, req, url);
  const { records } = await body(batchInput);
  return { accepted: await recordBatch(db, records, context) };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
