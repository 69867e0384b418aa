import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrganizationDto } from '@/lib/contract/organizations';
import { FleetStatus } from '@/components/fleet/fleet-status';
import { renderWithClient, setupApiServer, signIn } from './helpers';

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
});
