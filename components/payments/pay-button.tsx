import Link from 'next/link';
import { prepaymentHref } from './prepayment-href';

interface PayButtonProps {
  /** The УИНs to pay (a УИН lookup result: the one found). */
  uins?: readonly string[];
  /** The person's charge ids to pay (a fine's page: its own id). */
  fineIds?: readonly number[];
  children?: string;
}

/** «Оплатить»: opens the prepayment page for these charges, which checks and prices them. */
export function PayButton({ uins = [], fineIds = [], children = 'Оплатить' }: PayButtonProps) {
  return (
    <Link className="button" href={prepaymentHref(uins, fineIds)}>
      {children}
    </Link>
  );
}
