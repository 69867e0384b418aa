/** Placeholder cards while the first lookup runs; hidden from screen readers (the status says it). */
export function FinesSkeleton({ cards = 2 }: { cards?: number }) {
  return (
    <div className="fine-list" aria-hidden="true">
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className="card skeleton">
          <div className="skeleton__line skeleton__line--title" />
          <div className="skeleton__line" />
          <div className="skeleton__line skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}
