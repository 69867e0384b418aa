import 'server-only';
import type { RateRule } from '@/lib/server/rate-limit';

/**
 * Rate limits of the payment endpoints: starting payments per account (each one calls the gateway),
 * notifications per address (each one reads a payment back from the gateway) and the sandbox
 * payment page's steps per address.
 */
export const PAYMENT_RATE = {
  createPerUser: {
    name: 'payments:create',
    limit: 30,
    windowSeconds: 10 * 60,
    message: 'Слишком много попыток оплаты. Попробуйте {wait}',
  },
  notificationsPerIp: { name: 'payments:notify-ip', limit: 600, windowSeconds: 60, message: 'Слишком много уведомлений' },
  sandboxPerIp: {
    name: 'payments:sandbox-ip',
    limit: 120,
    windowSeconds: 10 * 60,
    message: 'Слишком много попыток. Попробуйте {wait}',
  },
} satisfies Record<string, RateRule>;
