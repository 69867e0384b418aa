import type { ReactNode } from 'react';

/** One term–value pair of a card's details list (`<dl>`); `wide` spans both columns on desktop. */
export function DetailRow({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'details__row details__row--wide' : 'details__row'}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
