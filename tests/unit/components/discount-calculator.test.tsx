import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiscountCalculator } from '@/components/content/discount-calculator';

// «Today» in Moscow is 2025-09-01 for these tests.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-09-01T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

async function estimate(date: string, amount: string) {
  const user = userEvent.setup();
  render(<DiscountCalculator />);
  await user.type(screen.getByLabelText('Дата постановления'), date);
  await user.type(screen.getByLabelText('Сумма штрафа, ₽'), amount);
  return screen.getByRole('status');
}

describe('DiscountCalculator', () => {
  it('offers the discount while it lasts', async () => {
    const result = await estimate('2025-08-25', '1500');
    expect(result).toHaveTextContent('Со скидкой 25 % — 1 125,00 ₽, если оплатить до 24.09.2025 включительно.');
    expect(result).toHaveTextContent('Оплатить полностью нужно до 03.11.2025');
  });

  it('tells terms already past in the past tense, never «если оплатить до» a date gone by', async () => {
    const result = await estimate('2025-06-10', '1500');
    expect(result).toHaveTextContent('Скидка 25 % (1 125,00 ₽) действовала до 10.07.2025 включительно.');
    expect(result).toHaveTextContent('Оплатить полностью нужно было до 19.08.2025');
    expect(result).toHaveTextContent('Срок оплаты прошёл');
    expect(result).not.toHaveTextContent('если оплатить до');
  });

  it('marks the field at fault and ties the message to it', async () => {
    await estimate('2025-08-25', 'abc');
    const amount = screen.getByLabelText('Сумма штрафа, ₽');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('Введите сумму штрафа в рублях, например 750 или 1500,50');
    expect(screen.getByLabelText('Дата постановления')).not.toHaveAttribute('aria-invalid');
  });
});
