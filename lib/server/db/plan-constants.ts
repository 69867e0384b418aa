import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Constants of the code written into a read's SQL text instead of bound as parameters.
 *
 * Why: a prepared read (lib/server/db/pglite-prepared.ts) runs from PostgreSQL's plan cache, which
 * plans it for the given values on its first five runs and then keeps the generic plan only when
 * that plan's estimated cost is no higher than theirs (PostgreSQL manual, PREPARE, «plan_cache_mode»).
 * With the tab, the charge kind or the page size as parameters the generic plan cannot know them
 * (a `limit $5` is costed as a tenth of the rows), looks dearer and is never chosen, so every run of
 * the list's reads was planned again: about 0.5 ms of the page query's 1.3 ms on PGlite, measured
 * in-process on the 1 234-charge account (README «Where the time and bytes go»). As literals they
 * give the generic plan the very shape the custom one had. Values a person types stay parameters.
 */

/** Only the code's own vocabulary (`unpaid`, `order`, `notpaid`, `driverLicense`, `registry-lookup`, `document:`) may become a literal. */
const CODE_WORD = /^[a-z][\w:-]{0,31}$/;

/**
 * A word of the code's vocabulary (a list tab, a charge kind, a status) as an SQL string literal.
 * @throws Error for anything else: user input must stay a bound parameter.
 */
export function codeWord(value: string): SQL {
  if (!CODE_WORD.test(value)) throw new Error(`not a word of the code: ${JSON.stringify(value)}`);
  return sql.raw(`'${value}'`);
}

/**
 * A page size as the literal of a `limit` (Drizzle writes an SQL object given to `.limit()` into the
 * text as is; its signature names only numbers). Lists allow 1–100 rows a page, plus one to see
 * whether a next page exists, so at most a hundred texts are prepared per query shape.
 * @throws Error when `rows` is not an integer from 0 to 1 000.
 */
export function literalLimit(rows: number): number {
  if (!Number.isInteger(rows) || rows < 0 || rows > 1000) throw new Error(`not a page size: ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
}
