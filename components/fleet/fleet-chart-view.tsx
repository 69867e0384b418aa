'use client';

import { useSyncExternalStore } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DocumentCheckState } from '@/lib/contract/fines';
import type { FleetStatsDto } from '@/lib/contract/organizations';
import { formatCompactRubles, formatRubles } from '@/lib/domain/money';
import { unfinishedCheckMessage } from './fleet-unfinished';
import styles from './fleet.module.css';

/** `2025-03` → `03.25`. */
const shortMonth = (month: string) => `${month.slice(5, 7)}.${month.slice(2, 4)}`;
const rubles = (kopeks: unknown) => formatRubles(Number(kopeks));
/** The vehicles chart's height: its amount axis, and a row per plate big enough for the plate's label. */
const VEHICLE_AXIS_PX = 40;
const VEHICLE_ROW_PX = 32;
/** A phone's months chart: a row per month, a line of text each. */
const MONTH_ROW_PX = 24;

/** A phone's width, where twelve month labels side by side would not fit (recharts then drops some). */
const NARROW = '(max-width: 599px)';

function subscribeNarrow(onChange: () => void): () => void {
  // jsdom has no matchMedia: a wide screen there.
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null;
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on a narrow screen; false on the server (the chart renders in the browser only). */
function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches,
    () => false,
  );
}

/**
 * The fleet's sums per month and for the top vehicles as bar charts (recharts, loaded lazily).
 * With nothing to chart it says so, once the organization's check (`checkState`) is done.
 */
export function FleetChartView({ stats, checkState }: { stats: FleetStatsDto; checkState: DocumentCheckState }) {
  const narrow = useNarrow();
  if (stats.vehicles.length === 0 && stats.months.every((m) => m.amountKopeks === 0)) {
    return (
      <p className="muted">
        {unfinishedCheckMessage(checkState) ?? 'За выбранный период штрафов нет — графику нечего показать.'}
      </p>
    );
  }
  return (
    <div className="stack">
      <section aria-labelledby="fleet-chart-months">
        <h2 id="fleet-chart-months">Сумма штрафов по месяцам</h2>
        {narrow ? (
          // On a phone a row per month, as for the vehicles: twelve labels side by side did not fit,
          // and recharts left out every other one.
          <div className={styles.chart} style={{ height: `${VEHICLE_AXIS_PX + stats.months.length * MONTH_ROW_PX}px` }}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={stats.months} layout="vertical">
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis type="number" tickFormatter={(v) => formatCompactRubles(Number(v))} tickCount={3} />
                <YAxis type="category" dataKey="month" tickFormatter={shortMonth} width={48} interval={0} />
                <Tooltip labelFormatter={(m) => shortMonth(String(m))} formatter={rubles} separator=": " />
                <Bar dataKey="amountKopeks" name="Сумма" fill="#1d4ed8" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        ) : (
          <div className={styles.chart}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={stats.months}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="month" tickFormatter={shortMonth} />
                {/* Room for the longest tick, «999,9 тыс. ₽»: at 64 px the leading digits were cut off. */}
                <YAxis tickFormatter={(v) => formatCompactRubles(Number(v))} width={96} />
                <Tooltip labelFormatter={(m) => shortMonth(String(m))} formatter={rubles} separator=": " />
                <Bar dataKey="amountKopeks" name="Сумма" fill="#1d4ed8" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        )}
      </section>
      {/* Charges of no vehicle of the list (plates unknown) give no bars. */}
      {stats.vehicles.length > 0 && (
        <section aria-labelledby="fleet-chart-vehicles">
          <h2 id="fleet-chart-vehicles">Машины с наибольшей суммой штрафов</h2>
          {/* A row of its own for each plate: at a fixed height a phone's chart named every other bar. */}
          <div className={styles.chart} style={{ height: `${VEHICLE_AXIS_PX + stats.vehicles.length * VEHICLE_ROW_PX}px` }}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={stats.vehicles} layout="vertical">
                <CartesianGrid strokeDasharray="3 3" />
                {/* Three ticks on a phone: more did not fit, and recharts dropped them unevenly. */}
                <XAxis type="number" tickFormatter={(v) => formatCompactRubles(Number(v))} tickCount={narrow ? 3 : 5} />
                {/* Room for a plate with a three-digit region («А826МН799»): at 96 px its first letter was cut. */}
                <YAxis type="category" dataKey="plate" width={112} interval={0} />
                <Tooltip formatter={rubles} separator=": " />
                <Bar dataKey="amountKopeks" name="Сумма" fill="#059669" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </section>
      )}
    </div>
  );
}
