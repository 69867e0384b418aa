import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FleetChartView } from '@/components/fleet/fleet-chart-view';
import { FleetGroups } from '@/components/fleet/fleet-groups';
import type { FleetGroupsDto, FleetStatsDto } from '@/lib/contract/organizations';
import type { FleetAddress } from '@/components/fleet/fleet-address';

const NOTHING: FleetStatsDto = {
  months: [
    { month: '2026-10', count: 0, amountKopeks: 0 },
    { month: '2026-11', count: 0, amountKopeks: 0 },
  ],
  vehicles: [],
};

describe('FleetChartView', () => {
  it('says there is nothing to chart instead of drawing empty axes for a fleet without fines', () => {
    render(<FleetChartView stats={NOTHING} checkState="done" />);
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
        checkState="done"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Сумма штрафов по месяцам' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Машины с наибольшей суммой штрафов' })).toBeInTheDocument();
  });

  it('says nothing is final while the organization’s check runs or after it failed', () => {
    const { unmount } = render(<FleetChartView stats={NOTHING} checkState="pending" />);
    expect(screen.getByText('Ждём ответа ГИС ГМП…')).toBeInTheDocument();
    expect(screen.queryByText(/штрафов нет/)).not.toBeInTheDocument();
    unmount();
    render(<FleetChartView stats={NOTHING} checkState="failed" />);
    expect(screen.getByText(/^Проверка не завершилась/)).toBeInTheDocument();
    expect(screen.queryByText(/штрафов нет/)).not.toBeInTheDocument();
  });
});

describe('FleetGroups', () => {
  const address: FleetAddress = { view: 'vehicles', tab: 'unpaid', sort: 'date', filters: {}, cursor: null, page: 1 };
  const empty: FleetGroupsDto = { by: 'vehicle', groups: [], page: 1, hasMore: false };

  it('calls an empty table final only once the check is done', () => {
    const { unmount } = render(<FleetGroups organizationId={1} address={address} groups={empty} checkState="pending" />);
    expect(screen.getByText('Ждём ответа ГИС ГМП…')).toBeInTheDocument();
    expect(screen.queryByText('Начислений нет.')).not.toBeInTheDocument();
    unmount();
    render(<FleetGroups organizationId={1} address={address} groups={empty} checkState="done" />);
    expect(screen.getByText('Начислений нет.')).toBeInTheDocument();
  });

  it('says a page past the end is empty, not the fleet, and links to the first page', () => {
    render(
      <FleetGroups organizationId={2} address={{ ...address, page: 9999 }} groups={{ ...empty, page: 9999 }} checkState="done" />,
    );
    expect(screen.getByText(/На странице 9999 ничего нет: список короче/)).toBeInTheDocument();
    expect(screen.queryByText('Начислений нет.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К первой странице' }).getAttribute('href')).toBe(
      '/fines/list/organization/2?view=vehicles',
    );
  });
});
