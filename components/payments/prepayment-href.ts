/** The prepayment page for these УИНs: `/prepayment?uin=…&uin=…` (charge numbers, not personal documents). */
export function prepaymentHref(uins: readonly string[]): string {
  const query = new URLSearchParams(uins.map((uin) => ['uin', uin]));
  return `/prepayment?${query.toString()}`;
}

/** A prepayment result page of a payment: `/prepayment/wait?payment=12`. */
export function paymentPageHref(page: string, paymentId: number): string {
  return `${page}?payment=${paymentId}`;
}
