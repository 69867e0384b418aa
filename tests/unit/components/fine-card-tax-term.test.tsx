import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FineCard } from '@/components/fines/fine-card';
import { buildFine } from './helpers';

/** A person's transport tax for 2024, charged with the notice on 2025-09-15. */
const tax = buildFine({
  kind: 'tax',
  article: null,
  articleText: null,
  status: 'notpaid',
  billDate: '2025-09-15',
  kbk: '18210604012021000110',
  purpose: 'Транспортный налог с физических лиц за 2024 год',
  discount: null,
});

describe('FineCard of a tax', () => {
  it('is due by 1 December of the next year, not 70 days after the charge', () => {
    render(<FineCard fine={tax} today="2025-11-26" />);
    expect(screen.queryByText('Просрочен')).not.toBeInTheDocument();
    expect(screen.getByText('Оплатить до 01.12.2025')).toBeInTheDocument();
  });

  it('is overdue from the day after the deadline', () => {
    render(<FineCard fine={tax} today="2025-12-02" />);
    expect(screen.getByText('Просрочен')).toBeInTheDocument();
    expect(screen.getByText('Оплатить нужно было до 01.12.2025')).toBeInTheDocument();
  });
});
