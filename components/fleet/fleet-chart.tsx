'use client';

import dynamic from 'next/dynamic';
import type { FleetStatsDto } from '@/lib/contract/organizations';

// The chart library loads only on this view, after the figures' table is on screen.
const FleetChartView = dynamic(() => import('./fleet-chart-view').then((m) => m.FleetChartView), {
  ssr: false,
  loading: () => (
    <p className="muted" role="status">
      Загружаем график… Если он не появляется, включите JavaScript в браузере.
    </p>
  ),
});

/** The fleet's charts (recharts), loaded lazily in the browser; the same figures are in the table beside them. */
export function FleetChart({ stats }: { stats: FleetStatsDto }) {
  return <FleetChartView stats={stats} />;
}
