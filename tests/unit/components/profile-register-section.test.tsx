import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RegisterSection } from '@/components/profile/register-section';
import { buildUser, renderWithClient, setupApiServer } from './helpers';

setupApiServer();
const ANONYMOUS = buildUser({ email: null, registered: false });

describe('Profile: registration of an anonymous account', () => {
  it('asks for the e-mail alone', () => {
    renderWithClient(<RegisterSection initialUser={ANONYMOUS} />);
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Пароль/)).not.toBeInTheDocument();
  });

  it('opens at «check your mail» for an address waiting for confirmation, without taking focus, and lets it be changed', async () => {
    renderWithClient(<RegisterSection initialUser={{ ...ANONYMOUS, pendingEmail: 'wait@example.com' }} />);
    const status = screen.getByText(/Мы отправили письмо на wait@example.com/).closest('[role="status"]');
    expect(status).not.toHaveFocus();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Изменить e-mail' }));
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it('is gone once the address is confirmed', () => {
    const { container } = renderWithClient(<RegisterSection initialUser={buildUser()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
