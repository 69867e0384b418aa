import { describe, expect, it } from 'vitest';
import { POST as postSignIn } from '@/app/auth/sign-in/route';
import { GET as getUser } from '@/app/105/api/user/route';
import { parseAuthCookie } from '@/lib/auth/cookie';
import { PASSWORD_REFUSALS, parsePasswordRefusal, passwordRefusalText, TYPED_EMAIL_COOKIE } from '@/lib/auth/password-sign-in';
import { call } from './support/call';
import { registerAndConfirm } from './support/accounts';
import { uniqueEmail } from './support/mail';
import { formPost, setCookie } from './support/page-forms';
import { signUp } from './support/users';

const PASSWORD = 'Зимний-вечер-2025';
const form = (email: string, password: string) =>
  `_username=${encodeURIComponent(email)}&_password=${encodeURIComponent(password)}`;

/** A registered account with a password. */
async function registered(): Promise<string> {
  const email = uniqueEmail();
  await registerAndConfirm(await signUp(), email, PASSWORD);
  return email;
}

describe('POST /auth/sign-in: «Войти» by password without scripts', () => {
  it('signs in by cookie (with the one-shot copy for the page) and opens `next`, or the fines list', async () => {
    const email = await registered();
    const res = await postSignIn(formPost('/auth/sign-in?next=%2Fprofile%3Ftab%3Dx', form(email, PASSWORD)));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/profile?tab=x');
    const triple = parseAuthCookie(setCookie(res, 'shtrafy_auth') ?? '');
    expect(triple).not.toBeNull();
    expect(setCookie(res, 'shtrafy_adopt')).toBe(setCookie(res, 'shtrafy_auth'));
    expect((await call(getUser, 'user', { auth: { ...triple!, salt: '' } })).json.user.email).toBe(email);
    // The e-mail an earlier refusal kept is deleted.
    expect(res.headers.getSetCookie().find((l) => l.startsWith(`${TYPED_EMAIL_COOKIE}=`))).toMatch(
      /^shtrafy_signin_email=;.*Path=\/login.*Max-Age=0/i,
    );
    const plain = await postSignIn(formPost('/auth/sign-in', form(email.toUpperCase(), PASSWORD)));
    expect(plain.headers.get('location')).toBe('/fines/list');
  });

  it('goes back to /login saying why, without what was typed, and signs nobody in', async () => {
    const email = await registered();
    const wrong = await postSignIn(formPost('/auth/sign-in?next=%2Fprofile', form(email, 'не-тот-пароль')));
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe('/login?failed=credentials&next=%2Fprofile');
    expect(setCookie(wrong, 'shtrafy_auth')).toBeUndefined();
    // The e-mail rides back to /login only, in a short-lived HttpOnly cookie; the password never.
    expect(setCookie(wrong, TYPED_EMAIL_COOKIE)).toBe(email);
    const line = wrong.headers.getSetCookie().find((l) => l.startsWith(`${TYPED_EMAIL_COOKIE}=`))!;
    expect(line).toMatch(/; Path=\/login(;|$)/);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; Max-Age=120/);
    expect(wrong.headers.getSetCookie().join('\n')).not.toContain('не-тот-пароль');
    // Control characters never come back into the field.
    const nul = await postSignIn(formPost('/auth/sign-in', form(`${email}\u0000`, 'x')));
    expect(setCookie(nul, TYPED_EMAIL_COOKIE)).toBe(email);
    // A field left empty is named, in the words the form uses with scripts (DOMAIN.md «Messages»).
    const empty = await postSignIn(formPost('/auth/sign-in', '_username=&_password='));
    expect(empty.headers.get('location')).toBe('/login?failed=empty');
    // The e-mail an earlier refusal kept is deleted: the field must not show it beside «Вы забыли ввести e-mail».
    expect(empty.headers.getSetCookie().find((l) => l.startsWith(`${TYPED_EMAIL_COOKIE}=`))).toMatch(
      /^shtrafy_signin_email=;.*Path=\/login.*Max-Age=0/i,
    );
    expect(PASSWORD_REFUSALS.empty).toBe('Вы забыли ввести e-mail и пароль');
    const noPassword = await postSignIn(formPost('/auth/sign-in', form(email, '')));
    expect(noPassword.headers.get('location')).toBe('/login?failed=noPassword');
    expect(PASSWORD_REFUSALS.noPassword).toBe('Вы забыли ввести пароль');
    const noEmail = await postSignIn(formPost('/auth/sign-in', form('  ', 'x')));
    expect(noEmail.headers.get('location')).toBe('/login?failed=noEmail');
    expect(PASSWORD_REFUSALS.noEmail).toBe('Вы забыли ввести e-mail');
    // A body that is no form is the input's fault, not an outage.
    const json = await postSignIn(formPost('/auth/sign-in', '{}', { 'content-type': 'application/json' }));
    expect(json.headers.get('location')).toBe('/login?failed=input');
    // Another site's address as `next` is dropped, as /login drops it.
    const away = await postSignIn(formPost('/auth/sign-in?next=%2F%2Fevil.example', form(email, 'x')));
    expect(away.headers.get('location')).toBe('/login?failed=credentials');
    expect(PASSWORD_REFUSALS[parsePasswordRefusal('credentials')!]).toBe('Неправильный логин или пароль');
    expect(parsePasswordRefusal('toString')).toBeNull();
  });

  it('refuses a post from another site (a forged sign-in into the forger’s account)', async () => {
    const email = await registered();
    const forged = await postSignIn(
      formPost('/auth/sign-in', form(email, PASSWORD), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
    );
    expect(forged.status).toBe(403);
    expect(await forged.text()).toMatch(/[А-Яа-яЁё]/);
    expect(setCookie(forged, 'shtrafy_auth')).toBeUndefined();
  });

  it('counts against the same per-account limit as the API: past it, «слишком много попыток»', async () => {
    const email = await registered();
    let location = '';
    for (let i = 0; i < 12 && !location.includes('limit'); i++) {
      location = (await postSignIn(formPost('/auth/sign-in', form(email, `wrong-${i}`)))).headers.get('location') ?? '';
    }
    // With the limit's wait in seconds (its Retry-After), so /login can say how long.
    expect(location).toMatch(/^\/login\?failed=limit&wait=(\d+)$/);
    const wait = Number(/wait=(\d+)/.exec(location)![1]);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(passwordRefusalText('limit', String(wait))).toBe(
      'Слишком много попыток входа. Попробуйте через 15 минут или войдите по ссылке из письма',
    );
    // A wait nobody sent (a hand-made address) is not repeated: «позже».
    for (const odd of ['1e9', '-5', 'abc', undefined]) expect(passwordRefusalText('limit', odd)).toMatch(/Попробуйте позже/);
    // Even the right password waits now.
    expect((await postSignIn(formPost('/auth/sign-in', form(email, PASSWORD)))).headers.get('location')).toMatch(
      /^\/login\?failed=limit&wait=\d+$/,
    );
  });
});
