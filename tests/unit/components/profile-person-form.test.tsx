import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PersonForm } from '@/components/profile/person-form';
import { buildUser, renderWithClient, setupApiServer, signIn } from './helpers';

const server = setupApiServer();

let sent: URLSearchParams[];
beforeEach(() => {
  window.localStorage.clear();
  signIn('7');
  sent = [];
  server.use(
    http.post('*/105/api/user/person', async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      sent.push(body);
      return HttpResponse.json({ status: 'ok', user: buildUser({ fullName: 'Иванов Иван Иванович', birthDate: '1990-02-01' }) });
    }),
  );
});

describe('Profile: personal data', () => {
  it('shows the exact messages for a two-word name and an impossible date, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithClient(<PersonForm user={buildUser()} />);
    await user.type(screen.getByLabelText('Фамилия, имя и отчество'), 'Иванов Иван');
    await user.type(screen.getByLabelText('Дата рождения (необязательно)'), '31021990');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Введите фамилию, имя и отчество русскими буквами через пробел')).toBeInTheDocument();
    expect(screen.getByText('Такой даты нет: проверьте день и месяц')).toBeInTheDocument();
    expect(screen.getByLabelText('Фамилия, имя и отчество')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('refuses a name in Latin letters with a clear message instead of saving it empty', async () => {
    const user = userEvent.setup();
    renderWithClient(<PersonForm user={buildUser({ fullName: 'Иванов Иван Иванович' })} />);
    const field = screen.getByLabelText('Фамилия, имя и отчество');
    await user.clear(field);
    await user.type(field, 'Ivanov Ivan');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Фамилию, имя и отчество пишите русскими буквами, например Иванов Иван Иванович'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends the name and the date as typed', async () => {
    const user = userEvent.setup();
    renderWithClient(<PersonForm user={buildUser()} />);
    await user.type(screen.getByLabelText('Фамилия, имя и отчество'), 'Иванов Иван Иванович');
    await user.type(screen.getByLabelText('Дата рождения (необязательно)'), '01021990');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('fullName')).toBe('Иванов Иван Иванович');
    expect(sent[0]!.get('birthDate')).toBe('01.02.1990');
  });

  it('asks a legal entity for its contact person only, and keeps a date of birth stored earlier', async () => {
    const user = userEvent.setup();
    renderWithClient(<PersonForm user={buildUser({ userType: 3, birthDate: '1990-02-01' })} />);
    expect(screen.getByRole('form', { name: 'Контактное лицо' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Дата рождения (необязательно)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Контактное лицо: фамилия, имя и отчество'), 'Петров Пётр Петрович');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('fullName')).toBe('Петров Пётр Петрович');
    expect(sent[0]!.get('birthDate')).toBe('01.02.1990');
  });
});
