'use client';

import dynamic from 'next/dynamic';
import type { DocumentCheckState } from '@/lib/contract/fines';
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

/**
 * The fleet's charts (recharts), loaded lazily in the browser; the same figures are in the table
 * beside them. `checkState` is the organization's ГИС ГМП check: nothing to chart is final only once it is done.
 */
export function FleetChart({ stats, checkState }: { stats: FleetStatsDto; checkState: DocumentCheckState }) {
  return <FleetChartView stats={stats} checkState={checkState} />;
}
