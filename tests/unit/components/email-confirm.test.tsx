import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmailConfirm } from '@/components/notifications/email-confirm';
import { renderWithClient, setupApiServer } from './helpers';

vi.mock('next/navigation', () => import('./router-mock'));

setupApiServer();

const page = (doNotify: boolean) => (
  <EmailConfirm
    token={'t'.repeat(43)}
    link={{ state: 'done', email: 'ivan@example.ru', doNotify }}
    failure={null}
    invalidMessage="Ссылка устарела"
  />
);

describe('the confirmed notification address', () => {
  it('promises new-fine mails while they are on', () => {
    renderWithClient(page(true));
    expect(screen.getByText(/подтверждён/)).toHaveTextContent(
      'Адрес ivan@example.ru подтверждён: уведомления о новых штрафах будут приходить на него.',
    );
  });

  it('says they are off, and where to switch them on, when the account switched them off', () => {
    renderWithClient(page(false));
    const text = screen.getByText(/подтверждён/);
    expect(text).toHaveTextContent('Адрес ivan@example.ru подтверждён. Уведомления о новых штрафах сейчас выключены');
    expect(text).not.toHaveTextContent('будут приходить');
  });

  it('before the press, says new-fine mails are off when the account switched them off', () => {
    renderWithClient(
      <EmailConfirm
        token={'t'.repeat(43)}
        link={{ state: 'open', email: 'ivan@example.ru', doNotify: false }}
        failure={null}
        invalidMessage="Ссылка устарела"
      />,
    );
    expect(screen.getByText(/Подтвердите, что на этот адрес/)).toHaveTextContent('Сейчас они выключены');
  });
});
