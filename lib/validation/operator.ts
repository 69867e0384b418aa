import { z } from 'zod';
import { DEFAULT_USAGE_DAYS } from '@/lib/contract/usage-figures';
import { optional } from './common';

/** `GET /105/api/operator/usage?days=`: 1–366 days ending today (Moscow), default 30. */
export const usageQuery = z.object({
  days: optional(z.coerce.number({ error: 'Период — число дней от 1 до 366' }).int().min(1).max(366)).transform(
    (v) => v ?? DEFAULT_USAGE_DAYS,
  ),
});

/** `GET /105/api/operator/events?deviceId=&limit=`: the newest raw records of one device. */
export const deviceEventsQuery = z.object({
  deviceId: z.uuid({ error: 'Укажите deviceId — идентификатор устройства (UUID)' }),
  limit: optional(z.coerce.number({ error: 'limit — число от 1 до 200' }).int().min(1).max(200)).transform((v) => v ?? 50),
});
