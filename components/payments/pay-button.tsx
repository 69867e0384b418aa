import Link from 'next/link';
import { prepaymentHref } from './prepayment-href';

interface PayButtonProps {
  /** The УИНs to pay (a fine's page: its own; a УИН lookup result: the one found). */
  uins: readonly string[];
  children?: string;
}

/** «Оплатить»: opens the prepayment page for these charges, which checks and prices them. */
export function PayButton({ uins, children = 'Оплатить' }: PayButtonProps) {
  return (
    <Link className="button" href={prepaymentHref(uins)}>
      {children}
    </Link>
  );
}
