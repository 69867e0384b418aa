import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '@/api-client/query-keys';
import { AccountSection } from '@/components/profile/account-section';
import type { OrganizationDto } from '@/lib/contract/organizations';
import { renderWithClient, setupApiServer, signIn, buildUser } from './helpers';

const server = setupApiServer();
const USER = buildUser({ email: 'very.long.address@example.com' });

let posted: string[];
beforeEach(() => {
  window.localStorage.clear();
  signIn('7');
  posted = [];
  const record = (path: string) =>
    http.post(`*/105/api/${path}`, async ({ request }) => {
      posted.push(`${path} ${await request.text()}`);
      return HttpResponse.json({ status: 'ok' });
    });
  server.use(
    http.get('*/105/api/user', () => HttpResponse.json({ status: 'ok', user: USER })),
    record('user/gender'),
    record('user/type'),
  );
});

describe('Profile: account section', () => {
  it('shows the e-mail shortened to 15 characters with the full address in a tooltip, and the account type', () => {
    renderWithClient(<AccountSection initialUser={USER} />);
    const email = screen.getByText('very.long.addre…');
    expect(email).toHaveAttribute('title', 'very.long.address@example.com');
    expect(screen.getByRole('region', { name: 'Аккаунт' })).toHaveTextContent('Частное лицо');
  });

  it('saves the avatar gender and the account type as soon as they change', async () => {
    const user = userEvent.setup();
    renderWithClient(<AccountSection initialUser={USER} />);

    const avatar = screen.getByRole('group', { name: 'Аватар' });
    expect(within(avatar).getByRole('radio', { name: 'Мужской' })).toBeChecked();
    await user.click(within(avatar).getByRole('radio', { name: 'Женский' }));
    await waitFor(() => expect(within(avatar).getByRole('status')).toHaveTextContent('Сохранено'));
    expect(within(avatar).getByRole('radio', { name: 'Женский' })).toBeChecked();

    const type = screen.getByRole('group', { name: 'Тип аккаунта' });
    await user.click(within(type).getByRole('radio', { name: 'Юридическое лицо' }));
    await waitFor(() => expect(within(type).getByRole('status')).toHaveTextContent('Сохранено'));
    expect(screen.getByRole('region', { name: 'Аккаунт' })).toHaveTextContent('Юридическое лицо');

    expect(posted).toEqual(['user/gender gender=f', 'user/type type=3']);
  });

  it('asks before a legal entity with organizations becomes a private person, and changes nothing on «Отмена»', async () => {
    const user = userEvent.setup();
    const legal = { ...USER, userType: 3 as const };
    server.use(http.get('*/105/api/user', () => HttpResponse.json({ status: 'ok', user: legal })));
    const { queryClient } = renderWithClient(<AccountSection initialUser={legal} />);
    queryClient.setQueryData(queryKeys.organizations, [
      { id: 4, name: 'ООО «Тестовый автопарк»' },
      { id: 9, name: 'АО «Ромашка»' },
    ] as OrganizationDto[]);
    const type = screen.getByRole('group', { name: 'Тип аккаунта' });

    await user.click(within(type).getByRole('radio', { name: 'Частное лицо' }));
    const question = screen.getByRole('alertdialog', { name: 'Сменить тип аккаунта на «Частное лицо»?' });
    expect(question).toHaveAccessibleDescription(/перестанут показывать 2 организации и их штрафы/);
    // The keyboard meets the question before its buttons, and comes back to the type when it closes.
    expect(question).toHaveFocus();
    expect(within(type).getByRole('radio', { name: 'Юридическое лицо' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(type).getByRole('radio', { name: 'Юридическое лицо' })).toHaveFocus();
    expect(posted).toEqual([]);

    await user.click(within(type).getByRole('radio', { name: 'Частное лицо' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posted).toEqual([]);

    await user.click(within(type).getByRole('radio', { name: 'Частное лицо' }));
    await user.click(screen.getByRole('button', { name: 'Да, сменить на частное лицо' }));
    await waitFor(() => expect(posted).toEqual(['user/type type=1']));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('switches a legal entity without organizations at once', async () => {
    const user = userEvent.setup();
    renderWithClient(<AccountSection initialUser={{ ...USER, userType: 3 }} />);
    await user.click(within(screen.getByRole('group', { name: 'Тип аккаунта' })).getByRole('radio', { name: 'Частное лицо' }));
    await waitFor(() => expect(posted).toEqual(['user/type type=1']));
  });

  it('offers a legal entity no avatar gender: its avatar is a building', () => {
    renderWithClient(<AccountSection initialUser={{ ...USER, userType: 3 }} />);
    expect(screen.getByRole('group', { name: 'Тип аккаунта' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Аватар' })).toBeNull();
  });

  it('invites an account without an e-mail to register or sign in', () => {
    renderWithClient(<AccountSection initialUser={{ ...USER, email: null, registered: false }} />);
    expect(screen.getByText('Без e-mail')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Укажите e-mail' })).toHaveAttribute('href', '#profile-register');
  });

  it('shows an address waiting for confirmation apart from the sign-in e-mail', () => {
    renderWithClient(
      <AccountSection initialUser={{ ...USER, email: null, pendingEmail: 'new@example.com', registered: false }} />,
    );
    expect(screen.getByText('Без e-mail')).toBeInTheDocument();
    expect(screen.getByText(/Ждёт подтверждения/)).toHaveTextContent('new@example.com');
    // It asks for the mailed link, not for an e-mail the person has just given.
    expect(screen.getByText(/Откройте ссылку из письма, отправленного на new@example.com/)).toBeInTheDocument();
    expect(screen.queryByText(/без регистрации/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Укажите e-mail' })).not.toBeInTheDocument();
  });
});
