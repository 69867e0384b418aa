import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentWait } from '@/components/payments/payment-wait';
import { buildPayment, renderWithClient, setupApiServer, signIn } from './helpers';

vi.mock('next/navigation', () => import('./router-mock'));

const server = setupApiServer();
beforeEach(() => signIn());

const pending = buildPayment();

describe('«Ждём подтверждения оплаты»', () => {
  it('stops asking and says why when the server refuses (404), instead of «Нет связи» for ever', async () => {
    let asked = 0;
    server.use(
      http.get('*/105/api/payments/status', () => {
        asked++;
        return HttpResponse.json(
          { status: 'error', error: { code: 'not_found', errorDesc: 'Платёж не найден' } },
          { status: 404 },
        );
      }),
    );
    renderWithClient(<PaymentWait initial={{ payment: pending, wait: 0.05 }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Платёж не найден');
    expect(screen.queryByText(/Нет связи с сервером/)).toBeNull();
    const after = asked;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toBe(after);
  });

  it('keeps asking through a network failure and says it is retrying', async () => {
    let asked = 0;
    server.use(
      http.get('*/105/api/payments/status', () => {
        asked++;
        return HttpResponse.error();
      }),
    );
    renderWithClient(<PaymentWait initial={{ payment: pending, wait: 0.05 }} />);
    expect(await screen.findByText(/Нет связи с сервером, пробуем снова/)).toBeInTheDocument();
    const after = asked;
    await vi.waitFor(() => expect(asked).toBeGreaterThan(after), { timeout: 2000 });
  });
});
