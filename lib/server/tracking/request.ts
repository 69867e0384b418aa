import 'server-only';
import { authFromQuery } from '@/lib/auth/cookie';
import { verifyTriple } from '@/lib/server/accounts/authenticate';
import { RATE } from '@/lib/server/accounts/limits';
import type { Db } from '@/lib/server/db/client';
import { clientIp } from '@/lib/server/http/client-ip';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { TRACKING_HEADERS } from '@/lib/contract/tracking';
import { trackingHeaders } from '@/lib/validation/tracking';

/** Who sent a tracking call and from what: the verified user (or null) and the headers of spec §7. */
export interface TrackingContext {
  userId: number | null;
  deviceId?: string;
  deviceTime?: Date;
  appVersion?: string;
}

/**
 * The context of a tracking call: counts it against the per-address limit (429 over it), reads
 * the `DeviceId`, `DeviceTimestamp` and `AppVersion` headers and verifies the optional
 * `session`, `rand`, `userId` query. A missing or stale session is not an error: the records are
 * kept without a user. @throws ZodError (400) for a malformed header, AppError 429.
 */
export async function trackingContext(db: Db, req: Request, url: URL): Promise<TrackingContext> {
  await hitRateLimit(db, RATE.trackPerIp, clientIp(req));
  const headers = trackingHeaders.parse({
    deviceId: req.headers.get(TRACKING_HEADERS.deviceId) ?? undefined,
    deviceTimestamp: req.headers.get(TRACKING_HEADERS.deviceTimestamp) ?? undefined,
    appVersion: req.headers.get(TRACKING_HEADERS.appVersion) ?? undefined,
  });
  const triple = authFromQuery(url.searchParams);
  const user = triple ? await verifyTriple(db, triple.userId, triple.rand, triple.session).catch(() => null) : null;
  return {
    userId: user?.userId ?? null,
    deviceId: headers.deviceId,
    deviceTime: headers.deviceTimestamp,
    appVersion: headers.appVersion,
  };
}
