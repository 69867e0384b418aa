import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Suspense, use, useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrganizationDto } from '@/lib/contract/organizations';
import { FleetStatus } from '@/components/fleet/fleet-status';
import { renderWithClient, setupApiServer, signIn } from './helpers';
import { router } from './router-mock';

vi.mock('next/navigation', () => import('./router-mock'));

const server = setupApiServer();
beforeEach(() => signIn());

const failed: OrganizationDto = {
  id: 5,
  name: 'ООО «Ромашка»',
  inn: '7701234567',
  kpp: null,
  ogrn: null,
  address: null,
  countDays: 365,
  subscribeType: 'fleet',
  plan: { type: 'fleet', title: 'Автопарк', maxVehicles: 100, maxCountDays: 365 },
  vehicles: 0,
  state: 'failed',
  checkedAt: null,
  checkError: 'Не удалось получить данные из ГИС ГМП',
};

describe('the state of an organization’s check', () => {
  it('says why «Проверить снова» was refused instead of doing nothing', async () => {
    server.use(
      http.post('*/105/api/organization', () =>
        HttpResponse.json(
          {
            status: 'error',
            error: { code: 'rate_limited', errorDesc: 'Слишком много обновлений. Попробуйте через несколько минут' },
          },
          { status: 429 },
        ),
      ),
    );
    renderWithClient(<FleetStatus initial={failed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Проверить снова' }));
    expect(await screen.findByText('Слишком много обновлений. Попробуйте через несколько минут')).toBeInTheDocument();
  });

  it('keeps saying the check runs until the page’s refreshed lists are on the screen', async () => {
    server.use(
      http.get('*/105/api/organization/5', () =>
        HttpResponse.json({ status: 'ok', organization: { ...failed, state: 'done', checkedAt: null } }),
      ),
    );
    // The page's server data, as router.refresh() brings it: it arrives when `arrive` is called.
    let arrive = () => {};
    const refreshed = new Promise<void>((resolve) => (arrive = resolve));
    function PageData({ children }: { children: ReactNode }) {
      const [asked, setAsked] = useState(false);
      router.refresh.mockImplementation(() => setAsked(true));
      if (asked) use(refreshed);
      return children;
    }
    renderWithClient(
      <Suspense fallback={<p>fallback</p>}>
        <PageData>
          <FleetStatus initial={{ ...failed, state: 'pending', checkError: null }} />
        </PageData>
      </Suspense>,
    );
    await vi.waitFor(() => expect(router.refresh).toHaveBeenCalled(), { timeout: 5000 });
    expect(screen.getByText(/Проверяем штрафы организации в ГИС ГМП/)).toBeInTheDocument();
    expect(screen.queryByText(/Проверка завершена/)).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('Проверка завершена')).toBeInTheDocument();
  });
});
