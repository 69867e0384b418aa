/**
 * The prepayment page for these charges: `/prepayment?uin=…&uin=…&fine=12` — УИНs (charge numbers,
 * not personal documents) and the person's charge ids; with `organization`, charges of that
 * organization's fleet (`&organization=5`).
 */
export function prepaymentHref(uins: readonly string[], fineIds: readonly number[] = [], organization?: number): string {
  const query = new URLSearchParams([...uins.map((uin) => ['uin', uin]), ...fineIds.map((id) => ['fine', String(id)])]);
  if (organization !== undefined) query.set('organization', String(organization));
  return `/prepayment?${query.toString()}`;
}

/** A prepayment result page of a payment: `/prepayment/wait?payment=12`. */
export function paymentPageHref(page: string, paymentId: number): string {
  return `${page}?payment=${paymentId}`;
}
