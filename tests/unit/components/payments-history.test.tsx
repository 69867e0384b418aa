import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentDto } from '@/lib/contract/payments';
import { PaymentHistorySection } from '@/components/payments/payment-history';
import { renderWithClient, setupApiServer, signIn } from './helpers';

const server = setupApiServer();
beforeEach(() => signIn());

const item = (uin: string, chargeStatus: PaymentDto['items'][number]['chargeStatus']) => ({
  uin,
  kind: 'fine' as const,
  title: 'КоАП 12.9 ч.2',
  billDate: '2025-04-24',
  chargeId: 1,
  chargeStatus,
  fullAmountKopeks: 75_000,
  amountKopeks: 56_250,
  discountPercent: 25,
  feeKopeks: 8_900,
  vehiclePlate: null,
});

function payment(overrides: Partial<PaymentDto>): PaymentDto {
  return {
    id: 7,
    state: 'succeeded',
    page: '/prepayment/success',
    gatewayStatus: 'succeeded',
    sandbox: false,
    organizationId: null,
    amountKopeks: 56_250,
    feeKopeks: 8_900,
    totalKopeks: 65_150,
    receiptEmail: 'me@example.ru',
    confirmationUrl: null,
    reason: null,
    reasonText: null,
    createdAt: '2025-05-01T10:00:00.000Z',
    finishedAt: '2025-05-01T10:02:00.000Z',
    items: [item('18810177250424010001', 'in_progress')],
    ...overrides,
  };
}

describe('«История платежей»', () => {
  it('lists payments with their state, charges and whether ГИС ГМП confirmed them', () => {
    renderWithClient(
      <PaymentHistorySection
        initial={[
          payment({}),
          payment({ id: 6, items: [item('18810177250424010002', 'paid')] }),
          payment({
            id: 5,
            state: 'canceled',
            page: '/prepayment/error',
            reason: 'insufficient_funds',
            reasonText: 'На карте недостаточно денег.',
            sandbox: true,
          }),
          payment({
            id: 4,
            state: 'canceled',
            page: '/prepayment/error',
            reason: 'shtrafy_canceled_by_user',
            reasonText: 'Вы отменили платёж.',
          }),
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'История платежей' });
    const items = within(region)
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.startsWith('Платёж'));
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Платёж № 7 на 651,50 ₽');
    expect(items[0]).toHaveTextContent('Оплачен, ждём подтверждения из ГИС ГМП');
    expect(items[1]).toHaveTextContent('Оплата подтверждена в ГИС ГМП');
    // Declined by the bank: it did not go through; «Отменён» is only the person's own cancel.
    expect(within(items[2]!).getByText('Не прошёл')).toBeVisible();
    expect(within(items[3]!).getByText('Отменён')).toBeVisible();
    expect(items[2]).toHaveTextContent('тестовая оплата');
    expect(items[2]).toHaveTextContent('На карте недостаточно денег.');
    expect(within(items[2]!).getByRole('link', { name: 'Подробнее о платеже № 5' })).toHaveAttribute(
      'href',
      '/prepayment/error?payment=5',
    );
  });

  it('says so when there are no payments yet (loaded through the API)', async () => {
    server.use(http.get('*/105/api/payments', () => HttpResponse.json({ status: 'ok', payments: [] })));
    renderWithClient(<PaymentHistorySection />);
    expect(await screen.findByText(/Платежей пока нет/)).toBeVisible();
  });
});
