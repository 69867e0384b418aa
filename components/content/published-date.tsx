import { dayjsRu, todayInMoscow } from '@/lib/domain/dates';

/** An instant as its Moscow calendar day, «15 января 2025», in a `<time>` element. */
export function PublishedDate({ iso, className }: { iso: string; className?: string }) {
  const day = todayInMoscow(new Date(iso));
  return (
    <time dateTime={iso} className={className}>
      {dayjsRu(day).format('D MMMM YYYY')}
    </time>
  );
}
