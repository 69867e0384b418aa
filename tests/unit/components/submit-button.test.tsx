import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from '@/components/auth/submit-button';

function Form({ pending, onSubmit }: { pending: boolean; onSubmit: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="Поле" />
      <SubmitButton pending={pending} pendingText="Сохраняем…">
        Сохранить
      </SubmitButton>
    </form>
  );
}

describe('SubmitButton', () => {
  it('keeps the keyboard focus while the request runs (a disabled button would drop it to <body>)', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<Form pending={false} onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Сохранить' });
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(<Form pending onSubmit={onSubmit} />);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Сохраняем…');
  });

  it('sends nothing more while pending: neither a press nor Enter in a field', async () => {
    const onSubmit = vi.fn();
    render(<Form pending onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await userEvent.type(screen.getByLabelText('Поле'), 'x{Enter}');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
