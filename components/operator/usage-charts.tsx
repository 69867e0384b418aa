'use client';

import dynamic from 'next/dynamic';
import type { UsageFigures } from '@/lib/contract/usage-figures';

// The chart library loads only here, after the page and its tables are on screen.
const UsageChartsView = dynamic(() => import('./usage-charts-view').then((m) => m.UsageChartsView), {
  ssr: false,
  loading: () => (
    <p className="muted" role="status">
      Загружаем графики…
    </p>
  ),
});

/** The dashboard's charts (recharts), loaded lazily in the browser. */
export function UsageCharts({ figures }: { figures: UsageFigures }) {
  return <UsageChartsView figures={figures} />;
}
