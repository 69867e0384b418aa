import { memo } from 'react';
import type { ChargeRowDto, DocumentCheckDto } from '@/lib/contract/fines';
import type { CardHeading } from './card-heading';
import { sourceLabels } from './document-label';
import { FineCard } from './fine-card';
import { OrderCard } from './order-card';

interface ChargeCardProps {
  row: ChargeRowDto;
  /** The person's documents, to name on the card the ones that found the charge. */
  documents: readonly DocumentCheckDto[];
  /** `YYYY-MM-DD` in Moscow, from the server. */
  today: string;
  heading?: CardHeading;
}

/**
 * The card of one list row: an order's or a fine's (tax charges included). Memoized: rows keep
 * their identity when a page is added, so a list of 900 cards renders only the 20 new ones.
 */
export const ChargeCard = memo(function ChargeCard({ row, documents, today, heading }: ChargeCardProps) {
  const sources = sourceLabels(row.documentIds, documents);
  return row.kind === 'order' ? (
    <OrderCard order={row} sources={sources} heading={heading} />
  ) : (
    <FineCard fine={row} today={today} sources={sources} heading={heading} />
  );
});
