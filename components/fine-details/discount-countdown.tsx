'use client';

import { useEffect, useState } from 'react';
import { discountTimeLeft, discountTimeLeftText } from '@/lib/domain/discount-countdown';

/** How often the countdown is brought up to date, ms. */
const TICK_MS = 60_000;

/**
 * The time left of a discount ending with the day `until` (Moscow): days, and hours on its last
 * day. It first shows what the server computed at `renderedAt` (epoch ms), so both renders agree,
 * then follows this device's clock from the first minute's tick on. Not a live region: a ticking announcement
 * would only interrupt a screen reader.
 */
export function DiscountCountdown({ until, renderedAt }: { until: string; renderedAt: number }) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return <>{discountTimeLeftText(discountTimeLeft(until, new Date(now)))}</>;
}
