import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FineCard } from '@/components/fines/fine-card';
import { OrderCard } from '@/components/fines/order-card';
import { PaySelectedBar } from '@/components/payments/pay-selected-bar';
import { PaymentSelectionProvider } from '@/components/payments/payment-selection';
import { buildFine, buildOrder } from './helpers';

describe('selecting fines for payment in a list', () => {
  it('ticks unpaid cards and offers «Оплатить выбранные» with the total the cards show', async () => {
    const discounted = buildFine({ amountKopeks: 75_000, discount: { percent: 25, until: '2025-05-26' } });
    const full = buildFine({ amountKopeks: 150_000 });
    const paid = buildFine({ status: 'in_progress' });
    render(
      <PaymentSelectionProvider>
        {[discounted, full, paid].map((f) => (
          <FineCard key={f.id} fine={f} today="2025-05-20" />
        ))}
        <PaySelectedBar />
      </PaymentSelectionProvider>,
    );
    const boxes = screen.getAllByRole('checkbox', { name: /^Выбрать для оплаты: начисление от \d{2}\.\d{2}\.\d{4} на / });
    expect(boxes).toHaveLength(2); // the fine paid through us has none
    // Each box names its charge for a screen reader: the discounted amount of the day here.
    expect(boxes[0]).toHaveAccessibleName(expect.stringMatching(/562,50\s₽$/));
    expect(screen.queryByRole('link', { name: 'Оплатить выбранные' })).toBeNull();

    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    const bar = screen.getByRole('region', { name: 'Оплата выбранных штрафов' });
    // 562,50 + 89 (fee) + 1 500 + 135 (fee)
    expect(within(bar).getByRole('status')).toHaveTextContent('Выбрано 2 начисления на 2 286,50 ₽ с комиссией');
    const link = within(bar).getByRole('link', { name: 'Оплатить выбранные' });
    expect(link).toHaveAttribute('href', `/prepayment?uin=${discounted.uin}&uin=${full.uin}`);

    await userEvent.click(boxes[0]!);
    expect(within(bar).getByRole('status')).toHaveTextContent('Выбрано 1 начисление');
    await userEvent.click(within(bar).getByRole('button', { name: 'Сбросить' }));
    expect(screen.queryByRole('link', { name: 'Оплатить выбранные' })).toBeNull();
    expect(boxes[1]).not.toBeChecked();
    // The button went with the bar: focus is on the box ticked last, not lost to the page's start.
    expect(boxes[1]).toHaveFocus();
  });

  it('ticks an open ФССП order by its own УИН; a paid order has no checkbox', async () => {
    const open = buildOrder({ amountKopeks: 100_000 });
    const paid = buildOrder({ status: 'paid' });
    render(
      <PaymentSelectionProvider>
        <OrderCard order={open} />
        <OrderCard order={paid} />
        <PaySelectedBar />
      </PaymentSelectionProvider>,
    );
    const boxes = screen.getAllByRole('checkbox', { name: /^Выбрать для оплаты/ });
    expect(boxes).toHaveLength(1);
    await userEvent.click(boxes[0]!);
    const bar = screen.getByRole('region', { name: 'Оплата выбранных штрафов' });
    // 1 000 ₽ + 9 % fee (spec §9)
    expect(within(bar).getByRole('status')).toHaveTextContent('Выбрано 1 начисление на 1 090,00 ₽ с комиссией');
    expect(within(bar).getByRole('link', { name: 'Оплатить выбранные' })).toHaveAttribute('href', `/prepayment?uin=${open.uin}`);
  });

  it('a card outside a selection shows no checkbox', () => {
    render(<FineCard fine={buildFine()} today="2025-05-20" />);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('a charge the person’s own unfinished payment holds', () => {
  it('says which payment pays it and links there instead of offering «Выбрать для оплаты»', () => {
    const held = buildFine({ paymentInProgress: 41 });
    const order = buildOrder({ paymentInProgress: 42 });
    render(
      <PaymentSelectionProvider>
        <FineCard fine={held} today="2025-05-20" />
        <OrderCard order={order} />
      </PaymentSelectionProvider>,
    );
    expect(screen.queryByRole('checkbox', { name: /^Выбрать для оплаты/ })).toBeNull();
    expect(screen.getByText(/Оплачивается: платёж № 41 ещё не завершён/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть платёж № 41' })).toHaveAttribute('href', '/prepayment/wait?payment=41');
    expect(screen.getByRole('link', { name: 'Открыть платёж № 42' })).toHaveAttribute('href', '/prepayment/wait?payment=42');
  });
});
