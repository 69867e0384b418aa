'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import type { ChargeRowDto, DocumentCheckDto } from '@/lib/contract/fines';
import { CHARGE_PAGE_SIZE } from '@/lib/domain/charge-list-address';
import { Spinner } from '@/components/ui/spinner';
import { ChargeCard } from './charge-card';

interface ChargePagesProps {
  items: readonly ChargeRowDto[];
  /** How many the tab holds in all (the server's count); null when not known from here. */
  total: number | null;
  /** The address of the next page (`?cursor=`), null when every row is loaded. */
  nextHref: string | null;
  onLoadMore: () => void;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  /** The person's documents (cards name those that found them). */
  documents: readonly DocumentCheckDto[];
  /** `YYYY-MM-DD` in Moscow, from the server. */
  today: string;
}

/** How far below the screen the end of the list may be when the next page starts loading. */
const AUTO_LOAD_MARGIN = '600px 0px';

/**
 * The rows of a tab, loaded page by page: «Показать ещё» is a real link to the next page (so it
 * works without JavaScript and opens in a new browser tab); with JavaScript it loads the page in
 * place, and so does scrolling the end of the list into view. Focus stays on the button, which the
 * new rows are inserted before, and a polite status says how many are shown.
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
}: ChargePagesProps) {
  const more = useRef<HTMLDivElement>(null);
  const rest = total === null ? 0 : Math.max(0, total - items.length);
  const canAutoLoad = nextHref !== null && !loadingMore && !loadMoreFailed;
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const target = more.current;
    if (!canAutoLoad || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load.current(), {
      rootMargin: AUTO_LOAD_MARGIN,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [canAutoLoad, items.length]);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // Opening the next page in a new browser tab is left to the browser.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (!loadingMore) onLoadMore();
  }

  return (
    <>
      <ul className="fine-list">
        {items.map((row) => (
          <li key={`${row.kind}-${row.id}`}>
            <ChargeCard row={row} documents={documents} today={today} />
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
        <div className="more" ref={more}>
          {loadMoreFailed && (
            <p className="field__error" role="alert">
              Не удалось загрузить следующие штрафы. Проверьте связь и нажмите ещё раз.
            </p>
          )}
          <a
            href={nextHref}
            className="button button--secondary"
            onClick={onClick}
            aria-disabled={loadingMore || undefined}
            rel="next"
          >
            {loadingMore && <Spinner />}
            {loadingMore
              ? 'Загружаем…'
              : rest > 0
                ? `Показать ещё ${Math.min(CHARGE_PAGE_SIZE, rest)} из ${rest}`
                : 'Показать ещё'}
          </a>
        </div>
      )}
    </>
  );
}
