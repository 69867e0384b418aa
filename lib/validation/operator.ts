import * as z from 'zod/mini';
import { DEFAULT_USAGE_DAYS } from '@/lib/contract/usage-figures';
import { optional } from './common';

const MSG_DAYS = 'Период — число дней от 1 до 366';
const MSG_LIMIT = 'limit — число от 1 до 200';

/** `GET /105/api/operator/usage?days=`: 1–366 days ending today (Moscow), default 30. */
export const usageQuery = z.object({
  days: z.pipe(
    optional(z.coerce.number({ error: MSG_DAYS }).check(z.int(MSG_DAYS), z.minimum(1, MSG_DAYS), z.maximum(366, MSG_DAYS))),
    z.transform((v: number | undefined) => v ?? DEFAULT_USAGE_DAYS),
  ),
});

/** `GET /105/api/operator/events?deviceId=&limit=`: the newest raw records of one device. */
export const deviceEventsQuery = z.object({
  deviceId: z.uuid({ error: 'Укажите deviceId — идентификатор устройства (UUID)' }),
  limit: z.pipe(
    optional(z.coerce.number({ error: MSG_LIMIT }).check(z.int(MSG_LIMIT), z.minimum(1, MSG_LIMIT), z.maximum(200, MSG_LIMIT))),
    z.transform((v: number | undefined) => v ?? 50),
  ),
});
