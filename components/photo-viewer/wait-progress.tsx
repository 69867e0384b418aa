'use client';

import { useEffect, useState } from 'react';

/**
 * Progress while the registry prepares the photos: a bar that fills over the `seconds` the server
 * said to wait and the seconds left, counted from `since` (epoch ms of that answer). The next
 * request goes out when the bar is full.
 */
export function WaitProgress({ seconds, since }: { seconds: number; since: number }) {
  const [now, setNow] = useState(since);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [since]);
  const elapsed = Math.min(seconds, Math.max(0, (now - since) / 1000));
  const left = Math.max(0, Math.ceil(seconds - elapsed));
  return (
    <div className="progress">
      <progress max={seconds} value={elapsed} aria-label="Подготовка фотографий" style={{ width: '100%' }} />
      {/* Announced once: a live region rewritten every second would be read out every second. */}
      <p className="visually-hidden" role="status">
        Реестр готовит фотографии
      </p>
      <p className="muted" aria-hidden="true">
        {left > 0 ? `Реестр готовит фотографии, запросим их снова через ${left} с` : 'Запрашиваем фотографии…'}
      </p>
    </div>
  );
}
