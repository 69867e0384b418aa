import Link from 'next/link';
import { BUTTONS, TRACK_BUTTON_ATTRIBUTE, TRACK_INFO_ATTRIBUTE } from '@/lib/contract/tracking';
import { prepaymentHref } from './prepayment-href';

interface PayButtonProps {
  /** The УИНs to pay (a УИН lookup result: the one found). */
  uins?: readonly string[];
  /** The person's charge ids to pay (a fine's page: its own id). */
  fineIds?: readonly number[];
  children?: string;
  /** The organization whose charges these are (a fleet's page). */
  organization?: number;
}

/**
 * «Оплатить»: opens the prepayment page for these charges, which checks and prices them. A plain
 * link, so it works without JavaScript; its clicks are reported as the `pay` button.
 */
export function PayButton({ uins = [], fineIds = [], children = 'Оплатить', organization }: PayButtonProps) {
  return (
    <Link
      className="button"
      href={prepaymentHref(uins, fineIds, organization)}
      {...{ [TRACK_BUTTON_ATTRIBUTE]: BUTTONS.pay, [TRACK_INFO_ATTRIBUTE]: 'charge' }}
    >
      {children}
    </Link>
  );
}
