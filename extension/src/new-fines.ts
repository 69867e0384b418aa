import type { FinesSummary } from './summary';

/**
 * Which unpaid charges are new since the last check, and what to remember for the next one.
 * `baseline` is the set of unpaid keys known at the previous complete check, or null before the
 * first one after signing in: then nothing is new (everything is simply there). While the first
 * check is still pending the baseline stays unset, so charges found by lookups still running are
 * not announced as new when they arrive.
 */
export function detectNew(
  baseline: readonly string[] | null,
  summary: Pick<FinesSummary, 'unpaidKeys' | 'pending'>,
): { fresh: string[]; baseline: string[] | null } {
  if (baseline === null) return { fresh: [], baseline: summary.pending ? null : [...summary.unpaidKeys] };
  const seen = new Set(baseline);
  return { fresh: summary.unpaidKeys.filter((key) => !seen.has(key)), baseline: [...summary.unpaidKeys] };
}
