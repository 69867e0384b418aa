import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnpaidTotal } from '@/components/fines/unpaid-total';
import { formatRubles } from '@/lib/domain/money';

const totals = {
  count: 3,
  fines: 1_176_900,
  fee: 30_000,
  total: 1_206_900,
  awaiting: 0,
  ordersAwaiting: 0,
  ordersOwed: 0,
  held: 0,
};

describe('the unpaid total', () => {
  it('calls the sum «Штрафы» when it holds fines only', () => {
    render(<UnpaidTotal totals={{ ...totals, taxes: 0 }} />);
    expect(screen.getByText(/^Штрафы: /).textContent).toMatch(`Штрафы: ${formatRubles(1_176_900)}, комиссия`);
  });

  it('calls it «Штрафы и налоги» when taxes found by an ИНН are among the charges, «Налоги» when only they are', () => {
    const { unmount } = render(<UnpaidTotal totals={{ ...totals, taxes: 2 }} />);
    expect(screen.getByText(/^Штрафы и налоги: /).textContent).toMatch(`Штрафы и налоги: ${formatRubles(1_176_900)}, комиссия`);
    unmount();
    render(<UnpaidTotal totals={{ ...totals, taxes: 3 }} />);
    expect(screen.getByText(/^Налоги: /).textContent).toMatch(`Налоги: ${formatRubles(1_176_900)}, комиссия`);
  });

  it('offers «Оплатить все неоплаченные» only when given where, and «Оплатить первые 50» past one payment', () => {
    const { unmount } = render(<UnpaidTotal totals={{ ...totals, taxes: 0 }} />);
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    const { unmount: again } = render(<UnpaidTotal totals={{ ...totals, taxes: 0 }} payAllHref="/prepayment?all=1&show=sts" />);
    expect(screen.getByRole('link', { name: 'Оплатить все неоплаченные' })).toHaveAttribute('href', '/prepayment?all=1&show=sts');
    again();
    render(<UnpaidTotal totals={{ ...totals, count: 117, taxes: 0 }} payAllHref="/prepayment?all=1" />);
    expect(screen.getByRole('link', { name: 'Оплатить первые 50' })).toHaveAttribute('href', '/prepayment?all=1');
  });

  it('says what the sums leave out for the person’s unfinished payment, and when nothing is left to sum', () => {
    const { unmount } = render(<UnpaidTotal totals={{ ...totals, held: 2, taxes: 0 }} />);
    expect(screen.getByText('Без 2 начислений из вашего неоконченного платежа — их карточки ведут к нему.')).toBeVisible();
    unmount();
    render(
      <UnpaidTotal
        totals={{ count: 0, fines: 0, fee: 0, total: 0, awaiting: 0, ordersAwaiting: 0, ordersOwed: 0, held: 1, taxes: 0 }}
        payAllHref="/prepayment?all=1"
      />,
    );
    expect(screen.getByText(/^Все неоплаченные начисления уже в вашем неоконченном платеже/)).toBeVisible();
    expect(screen.queryByText(/^Штрафы: /)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
