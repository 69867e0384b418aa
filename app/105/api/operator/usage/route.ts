// GET /105/api/operator/usage - usage figures for the last `days` days (operators only; 404 for everyone else)
import { apiRoute } from '@/lib/server/http/route';
import { operatorFromQuery } from '@/lib/server/tracking/operators';
import { usageFigures } from '@/lib/server/tracking/figures';
import { addDays, todayInMoscow } from '@/lib/domain/dates';
import { usageQuery } from '@/lib/validation/operator';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: false }, async ({ db, url, query }) => {
  await operatorFromQuery(db, url.searchParams);
  const { days } = query(usageQuery);
  const to = todayInMoscow();
  return { figures: await usageFigures(db, addDays(to, 1 - days), to) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
