import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FleetChartView } from '@/components/fleet/fleet-chart-view';

describe('FleetChartView', () => {
  it('says there is nothing to chart instead of drawing empty axes for a fleet without fines', () => {
    render(
      <FleetChartView
        stats={{
          months: [
            { month: '2026-10', count: 0, amountKopeks: 0 },
            { month: '2026-11', count: 0, amountKopeks: 0 },
          ],
          vehicles: [],
        }}
      />,
    );
    expect(screen.getByText('За выбранный период штрафов нет — графику нечего показать.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Машины с наибольшей суммой штрафов' })).not.toBeInTheDocument();
  });

  it('draws both charts when there are sums', () => {
    render(
      <FleetChartView
        stats={{
          months: [{ month: '2026-11', count: 1, amountKopeks: 75_000 }],
          vehicles: [{ plate: 'А123ВС77', count: 1, amountKopeks: 75_000 }],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Сумма штрафов по месяцам' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Машины с наибольшей суммой штрафов' })).toBeInTheDocument();
  });
});
