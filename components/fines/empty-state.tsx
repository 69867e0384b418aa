import type { ReactNode } from 'react';
import type { CardHeading } from './card-heading';

/** An empty list: a short heading (`h2`, or `h3` under a section's h2) and an optional explanation or action. */
export function EmptyState({
  title,
  children,
  heading: Title = 'h2',
}: {
  title: string;
  children?: ReactNode;
  heading?: CardHeading;
}) {
  return (
    <div className="card empty">
      <Title>{title}</Title>
      {children}
    </div>
  );
}
