import 'server-only';
import type { RateRule } from '@/lib/server/rate-limit';

const WAIT = 'Слишком много попыток. Попробуйте {wait}';

/**
 * Rate limits of the hand-over (docs/decisions/0009-extension-hand-over.md). Tokens are 256-bit
 * and bound to a verifier, so these only bound load and a stuck page retrying in a loop.
 */
export const HANDOVER_RATE = {
  /** Hand-overs one account asks for. */
  issuePerAccount: { name: 'handover:account', limit: 10, windowSeconds: 15 * 60, message: WAIT },
  /** Exchanges per address. */
  exchangePerIp: { name: 'handover-exchange:ip', limit: 50, windowSeconds: 15 * 60, message: WAIT },
} satisfies Record<string, RateRule>;
