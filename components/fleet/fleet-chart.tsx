'use client';

import dynamic from 'next/dynamic';
import type { DocumentCheckState } from '@/lib/contract/fines';
import type { FleetStatsDto } from '@/lib/contract/organizations';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';

/**
 * While the chart's code loads. The server's HTML holds no «Загружаем»: a browser without scripts
 * would keep it for ever (a `scripting: none` media query did not hide it where scripts are
 * switched off by the browser's automation); it is told what it has instead.
 */
function ChartLoading() {
  const scriptsRunning = useScriptsRunning();
  return (
    <>
      {scriptsRunning && (
        <p className="muted" role="status">
          Загружаем график…
        </p>
      )}
      <noscript>
        <p className="muted">
          График показывается, когда в браузере включён JavaScript; те же цифры — в «Таблице по месяцам» ниже.
        </p>
      </noscript>
    </>
  );
}

// The chart library loads only on this view, after the figures' table is on screen.
const FleetChartView = dynamic(() => import('./fleet-chart-view').then((m) => m.FleetChartView), {
  ssr: false,
  loading: () => <ChartLoading />,
});

/**
 * The fleet's charts (recharts), loaded lazily in the browser; the same figures are in the table
 * beside them. `checkState` is the organization's ГИС ГМП check: nothing to chart is final only once it is done.
 */
export function FleetChart({ stats, checkState }: { stats: FleetStatsDto; checkState: DocumentCheckState }) {
  return <FleetChartView stats={stats} checkState={checkState} />;
}
