import 'server-only';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { notFound } from '@/lib/server/errors';
import { SandboxAcquirer } from './sandbox/acquirer';
import type { PaymentGateway } from './types';
import { YooKassaGateway } from './yookassa/gateway';

let cached: PaymentGateway | undefined;

/**
 * The card gateway of this process: YooKassa when `YOOKASSA_SHOP_ID` and `YOOKASSA_SECRET_KEY` are
 * set (API at `YOOKASSA_API_URL`), else the built-in sandbox acquirer («Тестовая оплата»), the
 * embedded default. The secret key stays in this process: never logged, never sent to a browser.
 */
export function paymentGateway(): PaymentGateway {
  if (cached) return cached;
  const { YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY, YOOKASSA_API_URL } = env();
  cached =
    YOOKASSA_SHOP_ID && YOOKASSA_SECRET_KEY
      ? new YooKassaGateway({ baseUrl: YOOKASSA_API_URL, shopId: YOOKASSA_SHOP_ID, secretKey: YOOKASSA_SECRET_KEY })
      : new SandboxAcquirer(getDb);
  return cached;
}

/** Forgets the chosen gateway (tests switch configuration between files). */
export function resetPaymentGateway(): void {
  cached = undefined;
}

/**
 * The gateway, when it is the sandbox acquirer: its payment page and endpoints exist only then.
 * @throws AppError 404 when YooKassa is configured.
 */
export function sandboxGatewayOrNotFound(): PaymentGateway {
  const gateway = paymentGateway();
  if (!gateway.sandbox) throw notFound();
  return gateway;
}
