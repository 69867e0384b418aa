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
});
