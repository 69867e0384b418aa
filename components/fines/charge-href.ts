import type { ChargeRowDto } from '@/lib/contract/fines';

/**
 * The page of one charge, where it is shown in full (fixed addresses shared by the site): a fine
 * `/fines/list/fine/{id}`, a bailiff order `/fines/list/order/{id}`, a tax charge `/taxes/list/{id}`.
 * An organization's charge (`organizationId`) lives under its fleet page:
 * `/fines/list/organization/{organizationId}/fine/{id}` or `…/order/{id}`.
 * Ids are the charge ids of `GET /105/api/fines` (or of the organization's fines).
 */
export function chargeHref(charge: Pick<ChargeRowDto, 'id' | 'kind'>, organizationId?: number): string {
  if (organizationId !== undefined) {
    return `/fines/list/organization/${organizationId}/${charge.kind === 'order' ? 'order' : 'fine'}/${charge.id}`;
  }
  switch (charge.kind) {
    case 'order':
      return `/fines/list/order/${charge.id}`;
    case 'tax':
      return `/taxes/list/${charge.id}`;
    case 'fine':
      return `/fines/list/fine/${charge.id}`;
  }
}

/**
 * The list a person goes back to after paying or giving up: their own charges (`/fines/list`), or
 * the fleet page of the organization whose charges the payment was for.
 */
export function chargesListHref(organizationId?: number | null): string {
  return organizationId == null ? '/fines/list' : `/fines/list/organization/${organizationId}`;
}

/**
 * The way back from a payment's result page, by what it paid: a person's taxes alone go back to
 * «Мои налоги» (`/taxes/list`), else to chargesListHref's list.
 */
export function paymentListLink(
  kinds: readonly ('fine' | 'tax' | 'order')[],
  organizationId?: number | null,
): { href: string; label: string } {
  if (organizationId == null && kinds.length > 0 && kinds.every((k) => k === 'tax'))
    return { href: '/taxes/list', label: 'К списку налогов' };
  return { href: chargesListHref(organizationId), label: 'К списку штрафов' };
}
