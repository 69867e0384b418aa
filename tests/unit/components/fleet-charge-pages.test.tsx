import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { FleetChargePages } from '@/components/fleet/fleet-charge-pages';
import { readFleetAddress } from '@/components/fleet/fleet-address';
import type { FleetChargeRowDto } from '@/lib/contract/organizations';
import { buildFine, renderWithClient, setupApiServer, signIn } from './helpers';

vi.mock('next/navigation', () => import('./router-mock'));

const server = setupApiServer();
const VEHICLE = { plate: 'А123ВС77', sts: '7701123456', driver: null };

function rows(from: number, count: number): FleetChargeRowDto[] {
  return Array.from({ length: count }, (_, i) => ({
    ...buildFine({ id: from + i, uin: `1881017725042401${String(from + i).padStart(4, '0')}` }),
    vehicle: VEHICLE,
  }));
}

describe('a fleet’s list page by page', () => {
  it('appends the next page under «Показать ещё» (the link keeps the filters and names the cursor)', async () => {
    signIn();
    const asked: URL[] = [];
    server.use(
      http.get('*/105/api/organization/5/fines', ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({ status: 'ok', items: rows(21, 20), nextCursor: null, limit: 20 });
      }),
    );
    const address = readFleetAddress({ vehicle: 'А123ВС77', tab: 'paid' });
    renderWithClient(
      <FleetChargePages
        organizationId={5}
        address={address}
        first={{ items: rows(1, 20), nextCursor: 'c2', limit: 20 }}
        total={40}
        today="2025-05-01"
        renderedAt={1}
      />,
    );
    const more = screen.getByRole('link', { name: 'Показать ещё 20 из 20' });
    expect(more).toHaveAttribute('href', '/fines/list/organization/5?vehicle=%D0%90123%D0%92%D0%A177&tab=paid&cursor=c2');
    await userEvent.click(more);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    expect(screen.getByRole('status')).toHaveTextContent('Показано 40 из 40');
    expect(screen.queryByRole('link', { name: /^Показать ещё/ })).toBeNull();
    expect(asked[0]!.searchParams.get('cursor')).toBe('c2');
    expect(asked[0]!.searchParams.get('vehicle')).toBe('А123ВС77');
    expect(asked[0]!.searchParams.get('tab')).toBe('paid');
  });

  it('moves focus to the first new row when the last page makes «Показать ещё» disappear, and keeps it on the button otherwise', async () => {
    signIn();
    server.use(
      http.get('*/105/api/organization/5/fines', ({ request }) => {
        const last = new URL(request.url).searchParams.get('cursor') === 'c3';
        return HttpResponse.json({
          status: 'ok',
          items: last ? rows(41, 5) : rows(21, 20),
          nextCursor: last ? null : 'c3',
          limit: 20,
        });
      }),
    );
    renderWithClient(
      <FleetChargePages
        organizationId={5}
        address={readFleetAddress({})}
        first={{ items: rows(1, 20), nextCursor: 'c2', limit: 20 }}
        total={45}
        today="2025-05-01"
        renderedAt={1}
      />,
    );
    const user = userEvent.setup();
    screen.getByRole('link', { name: /^Показать ещё/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    expect(screen.getByRole('link', { name: 'Показать ещё 5 из 5' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(45));
    const firstNew = screen.getAllByRole('listitem')[40]!;
    expect(firstNew).toHaveFocus();
    expect(firstNew).toHaveTextContent('18810177250424010041');
  });

  it('opened at a later page, counts without «из» (what came before is not known here)', () => {
    renderWithClient(
      <FleetChargePages
        organizationId={5}
        address={readFleetAddress({ cursor: 'c2' })}
        first={{ items: rows(21, 20), nextCursor: 'c3', limit: 20 }}
        total={60}
        today="2025-05-01"
        renderedAt={1}
      />,
    );
    expect(screen.getByRole('link', { name: 'Показать ещё' })).toHaveAttribute('href', '/fines/list/organization/5?cursor=c3');
  });
});
