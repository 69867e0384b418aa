import type { SandboxCheckoutDto } from '@/lib/contract/payments';
import { apiCall } from './client';

/**
 * The sandbox acquirer's card step (`POST sandbox-acquirer/card`; no session: the page belongs to
 * the «gateway», authorised by the payment's unguessable id). @throws ApiError with `fields`.
 */
export async function submitSandboxCard(card: {
  id: string;
  number: string;
  expiry: string;
  cvc: string;
}): Promise<SandboxCheckoutDto> {
  return (await apiCall<{ checkout: SandboxCheckoutDto }>('sandbox-acquirer/card', { method: 'POST', auth: false, body: card }))
    .checkout;
}

/** The sandbox acquirer's 3-D Secure step (`POST sandbox-acquirer/confirm`). @throws ApiError (a wrong code: 400). */
export async function confirmSandbox3ds(input: { id: string; code: string }): Promise<SandboxCheckoutDto> {
  return (
    await apiCall<{ checkout: SandboxCheckoutDto }>('sandbox-acquirer/confirm', { method: 'POST', auth: false, body: input })
  ).checkout;
}
