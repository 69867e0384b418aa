'use client';

import type { ChargeRowDto, DocumentCheckDto } from '@/lib/contract/fines';
import { CHARGE_PAGE_SIZE } from '@/lib/domain/charge-list-address';
import type { CardHeading } from './card-heading';
import { cardShape } from './card-shape';
import { ChargeCard } from './charge-card';
import { useRef } from 'react';
import { LoadMore } from './load-more';
import { useFocusAfterLastPage } from './use-focus-after-last-page';
import { useReturnToCard } from './use-return-to-card';

interface ChargePagesProps {
  items: readonly ChargeRowDto[];
  /** How many the tab holds in all (the server's count); null when not known from here. */
  total: number | null;
  /** The address of the next page (`?cursor=`), null when every row is loaded. */
  nextHref: string | null;
  onLoadMore: () => void;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  /** The cards' title level (CardHeading). */
  cardHeading?: CardHeading;
  /** The person's documents (cards name those that found them). */
  documents: readonly DocumentCheckDto[];
  /** `YYYY-MM-DD` in Moscow, from the server. */
  today: string;
}

/**
 * The rows of a tab, loaded page by page under «Показать ещё» (LoadMore: a real link that loads
 * in place with JavaScript, and as the end of the list scrolls into view); a polite status says
 * how many are shown. Coming back from a card's page returns to that card (useReturnToCard).
 */
export function ChargePages({
  items,
  total,
  nextHref,
  onLoadMore,
  loadingMore,
  loadMoreFailed,
  documents,
  today,
  cardHeading,
}: ChargePagesProps) {
  const rest = total === null ? 0 : Math.max(0, total - items.length);
  const list = useRef<HTMLUListElement>(null);
  const loadMore = useFocusAfterLastPage(list, items.length, nextHref !== null, onLoadMore);
  useReturnToCard(list, items.length);

  return (
    <>
      <ul className="fine-list" ref={list}>
        {items.map((row) => (
          <li key={`${row.kind}-${row.id}`} data-card={cardShape(row)} data-card-key={`${row.kind}-${row.id}`}>
            <ChargeCard row={row} documents={documents} today={today} heading={cardHeading} />
          </li>
        ))}
      </ul>
      {/* role=status is polite by itself; the check's own region is the one marked aria-live. */}
      <p className="visually-hidden" role="status">
        {items.length <= CHARGE_PAGE_SIZE
          ? ''
          : total === null
            ? `Показано ${items.length}`
            : `Показано ${items.length} из ${total}`}
      </p>
      {nextHref !== null && (
        <LoadMore
          href={nextHref}
          onLoadMore={loadMore}
          loadingMore={loadingMore}
          loadMoreFailed={loadMoreFailed}
          label={rest > 0 ? `Показать ещё ${Math.min(CHARGE_PAGE_SIZE, rest)} из ${rest}` : 'Показать ещё'}
          failedText="Не удалось загрузить следующие штрафы. Проверьте связь и нажмите ещё раз."
        />
      )}
    </>
  );
}
