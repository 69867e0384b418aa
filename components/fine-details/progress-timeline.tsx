import type { ProgressEntryDto } from '@/lib/contract/fine-details';
import { formatDateRu } from '@/lib/domain/dates';
import styles from './fine-details.module.css';

/** The progress of a charge (spec §3 «progress»), oldest first, as a timeline with dates. */
export function ProgressTimeline({ entries }: { entries: readonly ProgressEntryDto[] }) {
  if (entries.length === 0) return <p className="muted">Реестр пока не сообщил о ходе дела.</p>;
  return (
    <ol className={styles.timeline}>
      {entries.map((e, i) => (
        <li key={`${e.date}-${i}`}>
          <time className={styles.timelineDate} dateTime={e.date}>
            {formatDateRu(e.date)}
          </time>
          {e.text}
        </li>
      ))}
    </ol>
  );
}
