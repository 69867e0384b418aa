import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastArea } from '@/components/ui/toast-area';
import { TOAST_DEFAULT_MS, toast } from '@/components/ui/toasts';
import { TOAST_AUTOCLOSE_MS, TOAST_LIMIT } from '@/lib/domain/limits';

/** The display time react-toastify gives a toast: its progress bar runs for exactly that long. */
function displayMs(text: string): number {
  const el = screen.getByText(text).closest('.Toastify__toast');
  const bar = el?.querySelector<HTMLElement>('.Toastify__progress-bar');
  return parseInt(bar?.style.animationDuration ?? '', 10);
}

afterEach(async () => {
  await act(async () => {
    (await import('react-toastify')).toast.dismiss();
  });
});

describe('toasts (spec §8, §9)', () => {
  it('success, error and info stay 4000 ms; other toasts keep the library default of 5000 ms', async () => {
    render(<ToastArea always />);
    await act(async () => {
      toast.success('Сохранено');
      toast.error('Ошибка');
      toast.info('К сведению');
      toast.warning('Предупреждение');
      toast('Просто текст');
    });
    // The library loads with the first toast (components/ui/toasts.ts).
    await waitFor(() => expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(5));
    expect(TOAST_AUTOCLOSE_MS).toBe(4000);
    expect(TOAST_DEFAULT_MS).toBe(5000);
    for (const t of ['Сохранено', 'Ошибка', 'К сведению']) expect(displayMs(t), t).toBe(4000);
    for (const t of ['Предупреждение', 'Просто текст']) expect(displayMs(t), t).toBe(5000);
  });

  it('appear bottom-right, at most 20 at once', async () => {
    render(<ToastArea always />);
    await act(async () => {
      for (let i = 1; i <= 25; i++) toast.info(`Сообщение ${i}`);
    });
    expect(TOAST_LIMIT).toBe(20);
    await waitFor(() => expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(20));
    expect(document.querySelector('.Toastify__toast-container--bottom-right')).not.toBeNull();
  });
});
