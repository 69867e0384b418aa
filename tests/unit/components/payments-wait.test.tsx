import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentWait } from '@/components/payments/payment-wait';
import { buildPayment, renderWithClient, setupApiServer, signIn } from './helpers';
import type { PaymentDto } from '@/lib/contract/payments';

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

describe('what the wait is for', () => {
  const statusOf = (gatewayStatus: PaymentDto['gatewayStatus']) => {
    server.use(
      http.get('*/105/api/payments/status', () =>
        HttpResponse.json({ status: 'ok', payment: { ...pending, gatewayStatus }, wait: 5 }),
      ),
    );
    renderWithClient(<PaymentWait initial={{ payment: { ...pending, gatewayStatus }, wait: 5 }} />);
  };

  it('says the money is being taken only while a capture is under way', async () => {
    statusOf('capturing');
    expect(await screen.findByRole('status')).toHaveTextContent('Банк подтвердил оплату, списываем деньги…');
  });

  it('does not promise to take authorised money that may still be released (ADR 8)', async () => {
    statusOf('waiting_for_capture');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('проверяем начисления и завершаем платёж');
    expect(status).not.toHaveTextContent('списываем');
  });

  it('waits for the bank before an authorisation', async () => {
    statusOf('pending');
    expect(await screen.findByRole('status')).toHaveTextContent('Ждём ответа банка о платеже…');
    // It may also be a payment left on the bank's page unpaid: nothing says the money was sent.
    expect(screen.getByText(/^Если вы уже ввели данные карты, не оплачивайте повторно/)).toBeInTheDocument();
  });
});

describe('«Отменить платёж»', () => {
  it('asks once more before cancelling, and «Не отменять» leaves the payment as it was', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let cancelled = 0;
    server.use(
      http.get('*/105/api/payments/status', () =>
        HttpResponse.json({ status: 'ok', payment: { ...pending, gatewayStatus: 'pending' }, wait: 5 }),
      ),
      http.post('*/105/api/payments/cancel', () => {
        cancelled++;
        return HttpResponse.json({ status: 'ok', payment: { ...pending, state: 'canceled', page: 'error' } });
      }),
    );
    const payment = { ...pending, gatewayStatus: 'pending' as const, confirmationUrl: 'https://bank.example/pay' };
    renderWithClient(<PaymentWait initial={{ payment, wait: 5 }} />);
    await vi.advanceTimersByTimeAsync(8_000);
    vi.useRealTimers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Отменить платёж' }));
    expect(cancelled).toBe(0);
    expect(screen.getByText(/блокировка будет снята/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Не отменять' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Не отменять' }));
    expect(screen.getByRole('button', { name: 'Отменить платёж' })).toBeInTheDocument();
    expect(cancelled).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Отменить платёж' }));
    await user.click(screen.getByRole('button', { name: 'Да, отменить платёж' }));
    await vi.waitFor(() => expect(cancelled).toBe(1));
  });
});
