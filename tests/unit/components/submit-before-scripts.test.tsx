import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MSG_SEND_LINK_NEEDS_SCRIPTS, OtherDeviceSection } from '@/components/profile/other-device-section';
import { buildUser, renderWithClient } from './helpers';
import { SubmitButton } from '@/components/auth/submit-button';
import { BusyButton, MSG_SCRIPTS_NEEDED, MSG_SCRIPTS_NEEDED_TO_PAY_BY_CARD } from '@/components/ui/busy-button';

/** The submit button as the server's HTML has it, before any script runs. */
function serverButton(html: string): HTMLButtonElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.querySelector('button')!;
}

describe('submit buttons before the page’s scripts run', () => {
  it('a form that needs scripts cannot be sent from the server’s HTML, and says why with JavaScript off', () => {
    const html = renderToString(
      <SubmitButton pending={false} pendingText="Входим…">
        Войти
      </SubmitButton>,
    );
    expect(serverButton(html).disabled).toBe(true);
    expect(html).toContain(MSG_SCRIPTS_NEEDED);
    const busy = renderToString(
      <BusyButton busy={false} busyText="Ищем…">
        Найти
      </BusyButton>,
    );
    expect(serverButton(busy).disabled).toBe(true);
    // «Оплатить» says what the scripts are for, once (the page said it a second time in red).
    const pay = renderToString(
      <BusyButton busy={false} busyText="Создаём платёж…" scriptsNeeded={MSG_SCRIPTS_NEEDED_TO_PAY_BY_CARD}>
        Оплатить
      </BusyButton>,
    );
    expect(pay).toContain(MSG_SCRIPTS_NEEDED_TO_PAY_BY_CARD);
    expect(pay).not.toContain(MSG_SCRIPTS_NEEDED);
  });

  it('the home check, which also posts to /check, stays usable', () => {
    const html = renderToString(
      <BusyButton busy={false} busyText="Проверяем данные…" worksWithoutScripts>
        Проверить штрафы
      </BusyButton>,
    );
    expect(serverButton(html).disabled).toBe(false);
    expect(html).not.toContain(MSG_SCRIPTS_NEEDED);
  });
});

describe('«Отправить ссылку» on the profile before the page’s scripts run', () => {
  const user = buildUser({ email: 'ivan@example.ru' });

  it('cannot be pressed in the server’s HTML (the press would be lost), and says why with JavaScript off', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <OtherDeviceSection initialUser={user} />
      </QueryClientProvider>,
    );
    expect(serverButton(html).disabled).toBe(true);
    expect(html).toContain(MSG_SEND_LINK_NEEDS_SCRIPTS);
  });

  it('can be pressed once they run', () => {
    renderWithClient(<OtherDeviceSection initialUser={user} />);
    expect(screen.getByRole('button', { name: 'Отправить ссылку' })).toBeEnabled();
  });
});
