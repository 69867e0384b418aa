import { describe, expect, it } from 'vitest';
import { POST as setPerson } from '@/app/105/api/user/person/route';
import { GET as getUser } from '@/app/105/api/user/route';
import { call } from './support/call';
import { signUp } from './support/users';

describe('POST /105/api/user/person', () => {
  it('stores a normalized full name and the date of birth, and clears them with empty values', async () => {
    const auth = await signUp();
    const saved = await call(setPerson, 'user/person', {
      auth,
      body: { fullName: '  Иванов  Иван-1 Иванович ', birthDate: '01.02.1990' },
    });
    expect(saved.json.user).toMatchObject({ fullName: 'Иванов Иван Иванович', birthDate: '1990-02-01' });
    const cleared = await call(setPerson, 'user/person', { auth, body: { fullName: '', birthDate: '' } });
    expect(cleared.json.user).toMatchObject({ fullName: null, birthDate: null });
  });

  it('refuses a name of two words or with a word over 60 letters, an impossible date, a date before 1900 and a future one; nothing changes', async () => {
    const auth = await signUp();
    await call(setPerson, 'user/person', { auth, body: { fullName: 'Петров Пётр Петрович', birthDate: '15.06.1985' } });
    const cases = [
      [{ fullName: 'Петров Пётр' }, 'fullName', 'Введите фамилию, имя и отчество русскими буквами через пробел'],
      [{ birthDate: '31.02.1990' }, 'birthDate', 'Такой даты нет: проверьте день и месяц'],
      [{ birthDate: '31.2.1990' }, 'birthDate', 'Введите дату рождения в виде ДД.ММ.ГГГГ, например 01.02.1990'],
      [
        { fullName: `${'Иванов'.repeat(200)} Иван Иванович` },
        'fullName',
        'Фамилия, имя и отчество — каждое не длиннее 60 символов',
      ],
      [{ fullName: `${'Я'.repeat(61)} Иван Иванович` }, 'fullName', 'Фамилия, имя и отчество — каждое не длиннее 60 символов'],
      [{ fullName: 'Я'.repeat(40_000) }, 'fullName', 'Фамилия, имя и отчество — каждое не длиннее 60 символов'],
      [{ birthDate: '01.01.1900' }, 'birthDate', 'Дата рождения должна быть позже 01.01.1900 и раньше сегодняшнего дня'],
      [{ birthDate: '01.01.2999' }, 'birthDate', 'Дата рождения должна быть позже 01.01.1900 и раньше сегодняшнего дня'],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await call(setPerson, 'user/person', { auth, body });
      expect(res.http, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields[field]).toBe(message);
    }
    expect((await call(getUser, 'user', { auth })).json.user).toMatchObject({
      fullName: 'Петров Пётр Петрович',
      birthDate: '1985-06-15',
    });
  });

  it('refuses a name in Latin letters with a message and keeps the saved one; a double surname keeps its hyphen', async () => {
    const auth = await signUp();
    await call(setPerson, 'user/person', { auth, body: { fullName: 'Иванов Иван Иванович' } });
    for (const fullName of ['Ivanov Ivan', 'Иванов Ivan Иванович', '123']) {
      const res = await call(setPerson, 'user/person', { auth, body: { fullName } });
      expect(res.http, fullName).toBe(400);
      expect(res.json.error.fields.fullName).toBe(
        'Фамилию, имя и отчество пишите русскими буквами, например Иванов Иван Иванович',
      );
    }
    expect((await call(getUser, 'user', { auth })).json.user.fullName).toBe('Иванов Иван Иванович');

    const hyphen = await call(setPerson, 'user/person', { auth, body: { fullName: 'Салтыков-Щедрин Михаил Евграфович' } });
    expect(hyphen.json.user.fullName).toBe('Салтыков-Щедрин Михаил Евграфович');
  });
});
