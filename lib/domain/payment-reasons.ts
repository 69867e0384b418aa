/**
 * Why a payment did not go through, in words a person can act on. Gateway reasons are YooKassa's
 * `cancellation_details.reason` values (yookassa.ru/developers/payments/declined-payments); the
 * sandbox acquirer uses the same ones. Our own reasons start with `shtrafy_`.
 */

/** Reasons we set ourselves (no gateway involved or the gateway's answer was not usable). */
export const OWN_REASONS = {
  /** The gateway could not be reached, or refused the request, when the payment was being created. */
  gatewayUnavailable: 'shtrafy_gateway_unavailable',
  /** The person cancelled the payment on our site before paying. */
  canceledByUser: 'shtrafy_canceled_by_user',
  /** The attempt stayed unfinished (the server stopped before it reached the gateway); nothing was shown to pay. */
  abandoned: 'shtrafy_abandoned',
  /** The gateway authorised another amount than ours: we refused to take it. */
  amountMismatch: 'shtrafy_amount_mismatch',
  /** A charge of the payment was paid or sent to the bailiffs before we took the money: released, not taken. */
  noLongerPayable: 'shtrafy_no_longer_payable',
  /** The early-payment discount a line was priced with ended before we took the money: released, not taken. */
  discountEnded: 'shtrafy_discount_ended',
  /** Another account's payment of the same УИН went through first (one СТС in two accounts): released, not taken. */
  paidElsewhere: 'shtrafy_paid_elsewhere',
} as const;

const MESSAGES: Record<string, string> = {
  '3d_secure_failed': 'Не пройдена проверка 3-D Secure. Попробуйте ещё раз или оплатите другой картой.',
  insufficient_funds: 'На карте недостаточно денег.',
  card_expired: 'Срок действия карты истёк.',
  call_issuer: 'Банк отклонил платёж. Обратитесь в банк, выпустивший карту, или оплатите другой картой.',
  general_decline: 'Банк отклонил платёж. Обратитесь в банк, выпустивший карту, или оплатите другой картой.',
  fraud_suspected: 'Платёж отклонён: банк заподозрил мошенничество. Обратитесь в банк.',
  invalid_card_number: 'Неверный номер карты.',
  invalid_csc: 'Неверный код CVC.',
  issuer_unavailable: 'Банк не ответил вовремя. Попробуйте через несколько минут.',
  internal_timeout: 'Платёжная система не ответила вовремя. Попробуйте через несколько минут.',
  payment_method_limit_exceeded: 'Превышен лимит платежей по карте.',
  payment_method_restricted: 'Оплата этой картой недоступна. Оплатите другой картой.',
  country_forbidden: 'Оплата картой этой страны недоступна. Оплатите другой картой.',
  permission_revoked: 'Оплата этой картой недоступна. Оплатите другой картой.',
  expired_on_confirmation: 'Время на оплату истекло.',
  expired_on_capture: 'Платёж отменён: деньги не списаны.',
  canceled_by_merchant: 'Платёж отменён сервисом: деньги не списаны.',
  [OWN_REASONS.gatewayUnavailable]: 'Платёжный сервис не ответил. Деньги не списаны — попробуйте через несколько минут.',
  [OWN_REASONS.canceledByUser]:
    'Вы отменили платёж. Если банк успел заблокировать сумму на карте, блокировка будет снята — срок зависит от банка.',
  [OWN_REASONS.abandoned]: 'Платёж не был создан до конца. Деньги не списаны — начните оплату заново.',
  [OWN_REASONS.amountMismatch]: 'Платёж отменён: сумма не совпала. Деньги не списаны.',
  [OWN_REASONS.noLongerPayable]:
    'Платёж отменён: пока он шёл, одно из начислений оказалось оплаченным или переданным приставам. Деньги не списаны.',
  [OWN_REASONS.discountEnded]:
    'Платёж отменён: пока он шёл, закончился срок оплаты штрафа со скидкой. Деньги не списаны — оплатите штраф по полной сумме.',
  [OWN_REASONS.paidElsewhere]:
    'Платёж отменён: пока он шёл, начисление оплатили с другого аккаунта. Деньги не списаны — заблокированная сумма вернётся на карту.',
};

/** Said when the reason is missing or one we do not know. */
export const MSG_PAYMENT_NOT_DONE = 'Платёж не прошёл. Деньги не списаны.';

/** A Russian sentence for a cancellation or failure reason (gateway or ours); a generic one when unknown. */
export function paymentReasonMessage(reason: string | null | undefined): string {
  return (reason && MESSAGES[reason]) || MSG_PAYMENT_NOT_DONE;
}
