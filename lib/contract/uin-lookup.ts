import type { UinInfoDto } from './fine-details';

/**
 * A lookup by УИН the server already made for the page (`/fines?uin=`, `/taxes?uin=`): the form
 * posted without JavaScript, or a shared address. Exactly one of `info`, `fieldError`, `error`.
 */
export interface UinLookupAnswer {
  /** The УИН as the person typed it (shown back in the field). */
  uin: string;
  /** The registry's answer (found or not). */
  info?: UinInfoDto;
  /** When the answer arrived (epoch ms), for the discount countdown. */
  receivedAt?: number;
  /** The number refused as typed: the field's message (DOMAIN.md's wording). */
  fieldError?: string;
  /** The lookup failed (too many lookups from this address, the registry down): the message. */
  error?: string;
}
