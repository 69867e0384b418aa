import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { tooMany } from '@/lib/server/errors';
import { waitPhrase } from '@/lib/domain/wait-phrase';

/**
 * A named limit: at most `limit` hits per `windowSeconds`, with the Russian message shown at 429;
 * `{wait}` in it becomes when to try again («через 14 минут», waitPhrase), so the refusal says how long.
 */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

/**
 * Counts a hit for `rule` and `subject` (an e-mail, an address) in a fixed window stored in the
 * database, so every app process shares the count. One atomic upsert, no read-then-write race.
 * @throws AppError 429 with Retry-After when the limit is exceeded (the hit still counts).
 */
export async function hitRateLimit(db: Db, rule: RateRule, subject: string): Promise<void> {
  const key = `${rule.name}:${subject}`;
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds}) then now() else rate_limits.window_start end
    returning count, extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now()))::int as retry_after`);
  const row = (result as { rows?: { count: number; retry_after: number }[] }).rows?.[0];
  if (row && Number(row.count) > rule.limit) {
    const retryAfter = Math.max(1, Number(row.retry_after));
    throw tooMany(rule.message.replace('{wait}', waitPhrase(retryAfter)), retryAfter);
  }
}

/**
 * Takes back one hit of `rule` for `subject` in its current window (never below zero): for an
 * attempt that turned out legitimate, so that only failures use up the budget (a correct password
 * after `hitRateLimit` counted it). A window that has already ended is left alone.
 */
export async function refundRateHit(db: Db, rule: RateRule, subject: string): Promise<void> {
  const key = `${rule.name}:${subject}`;
  await db.execute(sql`
    update rate_limits set count = greatest(count - 1, 0)
    where key = ${key} and window_start >= now() - make_interval(secs => ${rule.windowSeconds})`);
}
