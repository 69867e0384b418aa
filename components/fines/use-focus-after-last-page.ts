'use client';

import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the keyboard's place when «Показать ещё» (LoadMore) brings the last page and so
 * disappears: focus would fall to the page's start. When the press came from the button (focus
 * inside `.more`), the first row of the new page takes focus once it is there (WCAG 2.4.3 focus
 * order). Pages that leave the button in place keep focus on it, as LoadMore's rows go before it.
 * `list` is the `<ul>` of rows, `count` how many rows it shows, `hasMore` whether a next page exists.
 * Returns `onLoadMore` wrapped to remember where the new page starts.
 */
export function useFocusAfterLastPage(
  list: RefObject<HTMLUListElement | null>,
  count: number,
  hasMore: boolean,
  onLoadMore: () => void,
): () => void {
  // The index of the first new row, while a press of the focused button is loading.
  const firstNew = useRef<number | null>(null);

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || count <= index) return;
    firstNew.current = null;
    if (hasMore) return;
    const row = list.current?.children.item(index);
    if (!(row instanceof HTMLElement)) return;
    row.tabIndex = -1;
    row.focus();
  }, [count, hasMore, list]);

  return useCallback(() => {
    const active = document.activeElement;
    firstNew.current = active instanceof HTMLElement && active.closest('.more') ? count : null;
    onLoadMore();
  }, [count, onLoadMore]);
}
