import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { NotifyEmailForm } from '@/components/notifications/notify-email-form';
import { MaskedInput } from '@/components/ui/masked-input';
import { plateNumberMask } from '@/lib/domain/masks';

// The forms rely on react-hook-form reading a field that was edited before the form was ready
// (it writes its default value only into untouched fields): a fast person on a slow phone types
// into the server's HTML before the scripts run. These tests keep that promise checked.

/** Puts the server's HTML of `form` on the page, lets `typeEarly` act on it, then hydrates it. */
async function hydrateAfter(form: React.ReactElement, typeEarly: (host: HTMLElement) => void) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(form);
  document.body.append(host);
  typeEarly(host);
  await act(async () => {
    hydrateRoot(host, form);
  });
  return host;
}

describe('text typed into a form before the page’s scripts ran', () => {
  it('is kept when the form takes over, and is what gets sent', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const form = <NotifyEmailForm defaultEmail="" withSwitch={false} doNotify onSave={onSave} />;
    const host = await hydrateAfter(form, (early) => {
      early.querySelector('input')!.value = 'ivan@example.ru'; // a fast person on a slow phone
    });
    const input = screen.getByLabelText<HTMLInputElement>('E-mail для уведомлений');
    expect(input.value).toBe('ivan@example.ru');
    // The scripts are running now, so the button is enabled and the press goes to the form.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('ivan@example.ru', true));
    host.remove();
  });

  it('leaves a field nobody touched at the form’s default value', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const form = <NotifyEmailForm defaultEmail="old@example.ru" withSwitch={false} doNotify onSave={onSave} />;
    const host = await hydrateAfter(form, () => {});
    expect(screen.getByLabelText<HTMLInputElement>('E-mail для уведомлений').value).toBe('old@example.ru');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('old@example.ru', true));
    host.remove();
  });

  it('a letter no plate carries, typed before the scripts ran, is explained when the mask arrives', async () => {
    const onValueChange = vi.fn();
    const field = (
      <label>
        Госномер
        <MaskedInput id="plate" mask={plateNumberMask} value="" onValueChange={onValueChange} />
      </label>
    );
    const host = await hydrateAfter(field, (early) => {
      early.querySelector('input')!.value = 'Q'; // no key event reached a script: none was running
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Только буквы А В Е К М Н О Р С Т У Х'));
    await waitFor(() => expect(host.querySelector('input')!.value).toBe(''));
    host.remove();
  });
});
