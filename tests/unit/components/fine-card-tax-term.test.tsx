import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FineCard } from '@/components/fines/fine-card';
import { buildFine } from './helpers';

/** A person's transport tax for 2024, charged with the notice on 2025-09-15, due 1 December (server's `payBy`). */
const tax = buildFine({
  kind: 'tax',
  article: null,
  shortText: 'Транспортный налог с физических лиц за 2024 год',
  status: 'notpaid',
  billDate: '2025-09-15',
  payBy: '2025-12-01',
  discount: null,
});

describe('FineCard of a tax', () => {
  it('is titled by its purpose, links to the tax page and is due by its deadline, not 70 days after the charge', () => {
    render(<FineCard fine={tax} today="2025-11-26" />);
    expect(screen.getByRole('link', { name: 'Транспортный налог с физических лиц за 2024 год' })).toHaveAttribute(
      'href',
      `/taxes/list/${tax.id}`,
    );
    expect(screen.queryByText('Просрочен')).not.toBeInTheDocument();
    expect(screen.getByText('Оплатить до 01.12.2025')).toBeInTheDocument();
  });

  it('is overdue from the day after the deadline', () => {
    render(<FineCard fine={tax} today="2025-12-02" />);
    expect(screen.getByText('Просрочен')).toBeInTheDocument();
    expect(screen.getByText('Оплатить нужно было до 01.12.2025')).toBeInTheDocument();
  });
});
