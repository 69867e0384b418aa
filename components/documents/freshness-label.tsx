'use client';

import { useEffect, useState } from 'react';
import { dayjsRu, formatTimeMoscow, todayInMoscow } from '@/lib/domain/dates';
import { isJustNow } from '@/lib/domain/limits';
import { Spinner } from '@/components/ui/spinner';
import styles from './documents.module.css';

/** How often the label is recomputed: «только что» turns into «обновлено …» within this delay after 60 s. */
const TICK_MS = 10_000;

/**
 * «только что» for data younger than 60 s (spec §9), else «обновлено 14:32» (or «обновлено 3 ноября
 * в 14:32» on another day), on Moscow's clock as every time of the product (ms since the epoch in).
 */
export function freshnessLabel(updatedAt: number | null, now: number): string | null {
  if (updatedAt === null) return null;
  if (isJustNow(updatedAt, now)) return 'только что';
  const day = todayInMoscow(new Date(updatedAt));
  const time = formatTimeMoscow(updatedAt);
  return `обновлено ${day === todayInMoscow(new Date(now)) ? time : `${dayjsRu(day).format('D MMMM')} в ${time}`}`;
}

/**
 * «Только что» or «Обновлено 14:32» for the list, or «Обновляем…» while a refresh runs. Render it
 * with `key={timestamp}` so the clock restarts with each new list.
 */
export function FreshnessLabel({ timestamp, busy }: { timestamp: number | null; busy: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const label = freshnessLabel(timestamp, now);
  if (busy) {
    return (
      <p className={styles.freshness}>
        <Spinner /> Обновляем…
      </p>
    );
  }
  if (!label) return null;
  return (
    <p className={styles.freshness}>
      <span className="visually-hidden">Список штрафов: </span>
      {label.charAt(0).toUpperCase() + label.slice(1)}
    </p>
  );
}
