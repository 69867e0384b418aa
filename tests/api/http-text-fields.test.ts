import { beforeAll, describe, expect, it } from 'vitest';
import { POST as newUser } from '@/app/105/api/newuser/route';
import { GET as listSts, POST as addSts } from '@/app/105/api/sts/route';
import { POST as importSts } from '@/app/105/api/sts/import/route';
import { GET as lookupSts } from '@/app/105/api/sts/lookup/route';
import { POST as addDriverLicense } from '@/app/105/api/driverLicense/route';
import { POST as addInn } from '@/app/105/api/tax/dataAdd/route';
import { POST as register } from '@/app/105/api/user/register/route';
import { POST as login } from '@/app/105/api/login/route';
import { POST as sendAuth } from '@/app/105/api/fos/send/auth/route';
import { POST as resetRequest } from '@/app/105/api/fos/reset/request/route';
import { POST as resetConfirm } from '@/app/105/api/fos/reset/confirm/route';
import { GET as fosExists } from '@/app/105/api/fos/exists/route';
import { POST as changePassword } from '@/app/105/api/user/password/route';
import { POST as changeEmail } from '@/app/105/api/user/email/route';
import { POST as person } from '@/app/105/api/user/person/route';
import { POST as notifyEmail } from '@/app/105/api/email/route';
import { POST as track } from '@/app/105/api/track/route';
import { MSG_CONTROL_CHARACTERS } from '@/lib/validation/common';
import { call, type TestAuth } from './support/call';
import { signUp } from './support/users';

/** Puts a NUL byte in the middle of a value, as a hostile client would. */
const nul = (value: string) => `${value.slice(0, 2)}\u0000${value.slice(2)}`;

// Every free-text field of the API with a valid value; each case breaks one field with a NUL byte.
type Handler = Parameters<typeof call>[0];
interface Case {
  path: string;
  handler: Handler;
  body: Record<string, string>;
  auth?: boolean;
  query?: boolean;
}
const CLIENT = '00000000-0000-4000-8000-000000000000';
const CASES: Case[] = [
  {
    path: 'newuser',
    handler: newUser,
    body: { clientId: CLIENT, sts: '7712345678', vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '77' },
  },
  {
    path: 'sts',
    handler: addSts,
    auth: true,
    body: { sts: '7712345678', vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '77', name: 'Моя машина' },
  },
  {
    path: 'sts/lookup',
    handler: lookupSts,
    auth: true,
    query: true,
    body: { vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '77' },
  },
  {
    path: 'driverLicense',
    handler: addDriverLicense,
    auth: true,
    body: {
      driverLicense: '7712345678',
      issue_date: '15.03.2021',
      first_issue_date: '15.03.2011',
      surname: 'Иванов',
      name: 'Иван',
      patronymic: 'Иванович',
      driverName: 'Папа',
    },
  },
  {
    path: 'tax/dataAdd',
    handler: addInn,
    auth: true,
    body: { type: 'inn', data: '500100732259', innName: 'Мой', surname: 'Иванов', name: 'Иван', patronymic: 'Иванович' },
  },
  {
    path: 'user/register',
    handler: register,
    auth: true,
    body: {
      'fos_user_registration_form[email]': 'nul@example.ru',
      'fos_user_registration_form[plainPassword]': 'пароль-длинный',
    },
  },
  { path: 'login', handler: login, body: { _username: 'nul@example.ru', _password: 'пароль-длинный' } },
  { path: 'login', handler: login, body: { _token: 'abcdefabcdef' } },
  { path: 'fos/send/auth', handler: sendAuth, body: { email: 'nul@example.ru', type: 'shtrafy' } },
  { path: 'fos/reset/request', handler: resetRequest, body: { username: 'nul@example.ru' } },
  { path: 'fos/reset/confirm', handler: resetConfirm, body: { token: 'abcdefabcdef', newPassword: 'пароль-длинный' } },
  { path: 'fos/exists', handler: fosExists, query: true, body: { email: 'nul@example.ru' } },
  {
    path: 'user/password',
    handler: changePassword,
    auth: true,
    body: { oldPass: 'старый-пароль', newPass: 'пароль-длинный', confirmPass: 'пароль-длинный' },
  },
  { path: 'user/email', handler: changeEmail, auth: true, body: { email: 'nul@example.ru', password: 'пароль-длинный' } },
  { path: 'user/person', handler: person, auth: true, body: { fullName: 'Иванов Иван Иванович', birthDate: '01.02.1990' } },
  { path: 'email', handler: notifyEmail, auth: true, body: { email: 'nul@example.ru', doNotify: '1' } },
  { path: 'track', handler: track, body: { kind: 'screen', name: 'signup/fos' } },
];

describe('a NUL byte in any free-text field is refused as bad input', () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await signUp();
  });

  for (const c of CASES) {
    for (const field of Object.keys(c.body).filter((f) => f !== 'clientId' && f !== 'doNotify' && f !== 'kind')) {
      it(`${c.path}: ${field}`, async () => {
        const broken = { ...c.body, [field]: nul(c.body[field]!) };
        const answer = await call(c.handler, c.path, {
          ...(c.query ? { query: broken } : { body: broken }),
          ...(c.auth && { auth }),
        });
        expect(answer.http).toBe(400);
        expect(answer.json.status).toBe('error');
        expect(answer.json.error.code).toBe('invalid_input');
        expect(answer.json.error.errorDesc).toMatch(/[а-яё]/i);
        expect(answer.headers.get('x-request-id')).toBeTruthy();
      });
    }
  }

  it('names the field and says what is wrong in Russian', async () => {
    const answer = await call(addSts, 'sts', { auth, body: { sts: '7712345678', name: 'Моя\u0000машина' } });
    expect(answer.json.error.fields).toEqual({ name: MSG_CONTROL_CHARACTERS });
  });

  it('refuses a right-to-left override that would show a name backwards, and changes nothing', async () => {
    for (const mark of ['\u202e', '\u2067']) {
      const answer = await call(addSts, 'sts', { auth, body: { sts: '7712345679', name: `${mark}киньлидоВ` } });
      expect(answer.http).toBe(400);
      expect(answer.json.error.fields).toEqual({ name: MSG_CONTROL_CHARACTERS });
    }
    const list = await call(listSts, 'sts', { auth });
    expect(list.json.sts.map((s: { sts: string }) => s.sts)).not.toContain('7712345679');
  });

  it('refuses a NUL inside a certificate list', async () => {
    const stsList = JSON.stringify([{ sts: '7712345678', name: 'Моя\u0000машина' }]);
    const answer = await call(importSts, 'sts/import', { auth, body: { stsList } });
    expect(answer.http).toBe(400);
    expect(answer.json.error.errorDesc).toBe(MSG_CONTROL_CHARACTERS);
  });
});
