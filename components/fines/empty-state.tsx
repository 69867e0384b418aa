import type { ReactNode } from 'react';

/** An empty list: a short heading and an optional explanation or action. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="card empty">
      <h2>{title}</h2>
      {children}
    </div>
  );
}
