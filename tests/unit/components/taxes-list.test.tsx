import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaxesList } from '@/components/taxes/taxes-list';
import type { TaxRowDto } from '@/lib/contract/taxes';

const unpaidTax: TaxRowDto = {
  id: 1,
  uin: '18210100000000000017',
  status: 'notpaid',
  purpose: 'Транспортный налог за 2024 год',
  billDate: '2025-06-01',
  amountKopeks: 350_000,
  payBy: '2025-12-01',
  overdue: false,
  paymentInProgress: null,
};

describe('«Мои налоги» groups', () => {
  it('say a group is empty only for the checked ИНН when another ИНН’s check failed', () => {
    render(<TaxesList taxes={[unpaidTax]} checking={false} incomplete />);
    expect(screen.getByText('По проверенным ИНН оплаченных налогов нет.')).toBeInTheDocument();
    expect(screen.queryByText('Оплаченных налогов нет.')).toBeNull();
  });

  it('say it plainly when every ИНН was checked, and wait while a check runs', () => {
    const { unmount } = render(<TaxesList taxes={[unpaidTax]} checking={false} />);
    expect(screen.getByText('Оплаченных налогов нет.')).toBeInTheDocument();
    unmount();
    render(<TaxesList taxes={[unpaidTax]} checking />);
    expect(screen.getByText('Пока не найдено — проверка ещё идёт.')).toBeInTheDocument();
  });

  it('offer «Оплатить все неоплаченные» once the check is over and something is to pay', () => {
    const { unmount } = render(<TaxesList taxes={[unpaidTax]} checking={false} />);
    expect(screen.getByRole('link', { name: 'Оплатить все неоплаченные' })).toHaveAttribute('href', '/prepayment?all=1&show=inn');
    unmount();
    const { unmount: again } = render(<TaxesList taxes={[unpaidTax]} checking />);
    expect(screen.queryByRole('link', { name: 'Оплатить все неоплаченные' })).toBeNull();
    again();
    render(<TaxesList taxes={[{ ...unpaidTax, status: 'in_progress' }]} checking={false} />);
    expect(screen.queryByRole('link', { name: 'Оплатить все неоплаченные' })).toBeNull();
  });

  it('say a tax the person’s own unfinished payment holds is being paid', () => {
    render(<TaxesList taxes={[{ ...unpaidTax, paymentInProgress: 7 }]} checking={false} />);
    expect(screen.getByText('Оплачивается: платёж № 7 ещё не завершён')).toBeInTheDocument();
  });
});
