import type { SandboxCheckoutDto } from '@/lib/contract/payments';

/** A sandbox acquirer's payment at its card step, as `GET sandbox-acquirer` answers it. */
export const cardStepCheckout: SandboxCheckoutDto = {
  id: '5b0f4f7a-3a57-4c1f-9d7a-0c3e5c1b2a10',
  amountKopeks: 163_500,
  description: 'Оплата начислений по УИН 18810177250424010001 (платёж № 3)',
  status: 'pending',
  step: 'card',
  cardLast4: null,
  threeDsAttemptsLeft: 3,
  cancellationReason: null,
  returnUrl: '/prepayment/wait?payment=3',
};
