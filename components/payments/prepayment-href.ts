/**
 * The prepayment page for these charges: `/prepayment?uin=…&uin=…&fine=12` — УИНs (charge numbers,
 * not personal documents) and the person's charge ids.
 */
export function prepaymentHref(uins: readonly string[], fineIds: readonly number[] = []): string {
  const query = new URLSearchParams([...uins.map((uin) => ['uin', uin]), ...fineIds.map((id) => ['fine', String(id)])]);
  return `/prepayment?${query.toString()}`;
}

/** A prepayment result page of a payment: `/prepayment/wait?payment=12`. */
export function paymentPageHref(page: string, paymentId: number): string {
  return `${page}?payment=${paymentId}`;
}
