'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import { Spinner } from '@/components/ui/spinner';

interface LoadMoreProps {
  /** The address of the next page (`?cursor=`): followed without JavaScript or in a new browser tab. */
  href: string;
  /** Loads the next page in place. */
  onLoadMore: () => void;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  /** The button's words while nothing loads («Показать ещё 20 из 135»). */
  label: string;
  /** What failed, for the alert beside the button. */
  failedText: string;
}

/** How far below the screen the end of the list may be when the next page starts loading. */
const AUTO_LOAD_MARGIN = '600px 0px';

/**
 * «Показать ещё» under a list loaded page by page: a real link to the next page (so it works
 * without JavaScript and opens in a new browser tab); with JavaScript it loads the page in place,
 * and so does scrolling it into view (a scroll, not a page that merely ends near it). The new rows
 * go before it, so focus stays on the button.
 */
export function LoadMore({ href, onLoadMore, loadingMore, loadMoreFailed, label, failedText }: LoadMoreProps) {
  const more = useRef<HTMLDivElement>(null);
  const canAutoLoad = !loadingMore && !loadMoreFailed;
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const target = more.current;
    if (!canAutoLoad || !target || typeof IntersectionObserver === 'undefined') return;
    // The observer's first report is where the button stands now, not a scroll. After a page was
    // appended that is still in view only when the browser kept the button in place (scroll
    // anchoring): loading again then would chain page after page without the person scrolling.
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const reached = entries.some((e) => e.isIntersecting);
        if (reached && !first) load.current();
        first = false;
      },
      { rootMargin: AUTO_LOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canAutoLoad, href]);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // Opening the next page in a new browser tab is left to the browser.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (!loadingMore) onLoadMore();
  }

  return (
    <div className="more" ref={more}>
      {loadMoreFailed && (
        <p className="field__error" role="alert">
          {failedText}
        </p>
      )}
      <a href={href} className="button button--secondary" onClick={onClick} aria-disabled={loadingMore || undefined} rel="next">
        {loadingMore && <Spinner />}
        {loadingMore ? 'Загружаем…' : label}
      </a>
    </div>
  );
}
