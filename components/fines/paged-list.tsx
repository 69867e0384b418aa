'use client';

import { useState, type ReactNode } from 'react';

/** Items shown at first and added by each «Показать ещё»: a sandbox document may have 1 200 fines. */
export const PAGE_SIZE = 20;

interface PagedListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

/** A list that renders the first page and grows on request, so long lists stay fast on phones. */
export function PagedList<T>({ items, getKey, renderItem }: PagedListProps<T>) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const rest = items.length - shown;
  return (
    <>
      <ul className="fine-list">
        {items.slice(0, shown).map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {rest > 0 && (
        <div className="more">
          <button type="button" className="button button--secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
            Показать ещё {Math.min(PAGE_SIZE, rest)} из {rest}
          </button>
        </div>
      )}
    </>
  );
}
