// GET /105/api/operator/events - the newest raw usage records of one device (operators only; 404 for everyone else)
import { apiRoute } from '@/lib/server/http/route';
import { operatorFromQuery } from '@/lib/server/tracking/operators';
import { recentDeviceRecords } from '@/lib/server/tracking/recent';
import { deviceEventsQuery } from '@/lib/validation/operator';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: false }, async ({ db, url, query }) => {
  await operatorFromQuery(db, url.searchParams);
  const { deviceId, limit } = query(deviceEventsQuery);
  return { records: await recentDeviceRecords(db, deviceId, limit) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
