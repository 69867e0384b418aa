import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnpaidTotal } from '@/components/fines/unpaid-total';
import { formatRubles } from '@/lib/domain/money';

const totals = { count: 3, fines: 1_176_900, fee: 30_000, total: 1_206_900, awaiting: 0 };

describe('the unpaid total', () => {
  it('calls the sum «Штрафы» when it holds fines only', () => {
    render(<UnpaidTotal totals={{ ...totals, taxes: 0 }} />);
    expect(screen.getByText(/^Штрафы: /).textContent).toMatch(`Штрафы: ${formatRubles(1_176_900)}, комиссия`);
  });

  it('calls it «Штрафы и налоги» when taxes found by an ИНН are among the charges', () => {
    render(<UnpaidTotal totals={{ ...totals, taxes: 2 }} />);
    expect(screen.getByText(/^Штрафы и налоги: /).textContent).toMatch(`Штрафы и налоги: ${formatRubles(1_176_900)}, комиссия`);
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
});
