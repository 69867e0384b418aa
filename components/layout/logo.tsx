import Link from 'next/link';
import { logoLinkProps } from './logo-content';

/** The «Штрафы» logo: a shield mark and the name (hidden on narrow phones), linking home through the router. */
export function Logo() {
  return <Link href="/" {...logoLinkProps} />;
}
