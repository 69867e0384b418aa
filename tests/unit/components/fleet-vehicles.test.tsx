import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FleetVehicles } from '@/components/fleet/fleet-vehicles';
import type { FleetVehicleDto } from '@/lib/contract/organizations';
import { renderWithClient, setupApiServer, signIn } from './helpers';
import { router } from './router-mock';

vi.mock('next/navigation', () => import('./router-mock'));

const server = setupApiServer();
beforeEach(() => router.refresh.mockReset());

function vehicles(from: number, count: number): FleetVehicleDto[] {
  return Array.from({ length: count }, (_, i) => ({
    id: from + i,
    sts: `77011${String(from + i).padStart(5, '0')}`,
    plateNumber: 'А123ВС',
    plateRegion: String(100 + from + i),
    driver: i === 0 ? 'Петров Пётр Петрович' : null,
  }));
}

describe('FleetVehicles («Список машин»)', { timeout: 15_000 }, () => {
  it('lists the vehicles, loads the next page, and removes one only after the row asks', async () => {
    signIn();
    const deleted: string[] = [];
    server.use(
      http.get('*/105/api/organization/5/vehicles', ({ request }) => {
        expect(new URL(request.url).searchParams.get('after')).toBe('100');
        return HttpResponse.json({ status: 'ok', vehicles: vehicles(101, 2), nextAfter: null });
      }),
      http.delete('*/105/api/organization/5/vehicles', ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('vehicle')!);
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    const user = userEvent.setup();
    renderWithClient(<FleetVehicles organizationId={5} first={{ vehicles: vehicles(1, 100), nextAfter: 100 }} renderedAt={1} />);
    const table = screen.getByRole('region', { name: 'Машины организации' });
    expect(screen.getAllByRole('row')).toHaveLength(101);
    expect(screen.getByRole('rowheader', { name: 'А123ВС 101' })).toBeInTheDocument();
    expect(screen.getByText('77 01 100001')).toBeInTheDocument();
    expect(screen.getByText('Петров Пётр Петрович')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Показать ещё машины' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(103));
    expect(screen.queryByRole('button', { name: 'Показать ещё машины' })).toBeNull();

    // «Удалить» asks first: nothing is sent until «Да, удалить», and «Отмена» keeps the row.
    await user.click(screen.getByRole('button', { name: 'Удалить А123ВС 102' }));
    expect(screen.getByRole('button', { name: 'Да, удалить А123ВС 102' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(deleted).toEqual([]);
    expect(table).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Удалить А123ВС 102' }));
    await user.click(screen.getByRole('button', { name: 'Да, удалить А123ВС 102' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'А123ВС 102' })).toBeNull());
    expect(deleted).toEqual(['2']);
    expect(screen.getByRole('status')).toHaveTextContent('Машина А123ВС 102 удалена из списка');
    expect(table).toHaveFocus();
    expect(router.refresh).toHaveBeenCalled();
  });

  it('says the list is empty, and names a refused removal', async () => {
    signIn();
    server.use(
      http.delete('*/105/api/organization/5/vehicles', () =>
        HttpResponse.json({ status: 'error', error: { code: 'not_found', errorDesc: 'Машина не найдена' } }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    const { unmount } = renderWithClient(
      <FleetVehicles organizationId={5} first={{ vehicles: [], nextAfter: null }} renderedAt={1} />,
    );
    expect(screen.getByText('Машин в списке нет: загрузите файл ниже.')).toBeInTheDocument();
    unmount();
    renderWithClient(<FleetVehicles organizationId={5} first={{ vehicles: vehicles(1, 1), nextAfter: null }} renderedAt={2} />);
    await user.click(screen.getByRole('button', { name: 'Удалить А123ВС 101' }));
    await user.click(screen.getByRole('button', { name: 'Да, удалить А123ВС 101' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Машина не найдена');
  });
});
