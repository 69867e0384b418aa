import { describe, expect, it } from 'vitest';
import { GET as listSts, POST as addSts } from '@/app/105/api/sts/route';
import { isAppError } from '@/lib/server/errors';
import { MSG_MALFORMED_FORM, parseFormEncoded } from '@/lib/server/http/form';
import { call } from './support/call';
import { signUp, uniqueSts } from './support/users';

/** The AppError code `parseFormEncoded` throws for `text`, or null when it parses. */
function refusal(text: string): string | null {
  try {
    parseFormEncoded(text);
    return null;
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
}

describe('parseFormEncoded (strict application/x-www-form-urlencoded)', () => {
  it('reads what browsers send: `+` and %20 as spaces, Cyrillic escapes, an `=` inside a value', () => {
    expect(parseFormEncoded('name=%D0%9C%D0%BE%D1%8F+%D0%BC%D0%B0%D1%88%D0%B8%D0%BD%D0%B0&a%20b=1%3D2')).toEqual({
      name: 'Моя машина',
      'a b': '1=2',
    });
  });

  it('keeps the last of repeated keys, skips empty pairs and reads a key without `=` as empty', () => {
    expect(parseFormEncoded('sts=1&&sts=2&flag&')).toEqual({ sts: '2', flag: '' });
  });

  it('keeps `__proto__` an ordinary field instead of changing the object’s prototype', () => {
    const fields = parseFormEncoded('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields)).toEqual(['__proto__', 'constructor']);
    expect(fields.__proto__).toBe('x');
  });

  it.each([
    ['a truncated escape', 'name=%E0%A4%A'],
    ['a `%` without hex digits', 'name=%ZZ'],
    ['a lone `%` at the end', 'name=100%'],
    ['escapes that are not UTF-8', 'name=%C3%28'],
    ['a broken escape in a key', 'na%G1me=1'],
  ])('refuses %s with 400 bad_request instead of storing U+FFFD', (_, text) => {
    expect(refusal(text)).toBe('bad_request');
  });
});

describe('a form body that is not valid %-encoded UTF-8 changes nothing', () => {
  it('POST sts with a broken escape in the name: 400 with a Russian message, nothing stored', async () => {
    const auth = await signUp();
    const sts = uniqueSts();
    const res = await call(addSts, 'sts', {
      auth: auth,
      body: `sts=${sts}&vehiclePlateNumber=%D0%90123%D0%92%D0%A1&vehiclePlateRegion=77&name=%E0%A4%A`,
    });
    expect(res.http).toBe(400);
    expect(res.json.error).toEqual({ code: 'bad_request', errorDesc: MSG_MALFORMED_FORM });
    const list = await call(listSts, 'sts', { auth: auth });
    expect(JSON.stringify(list.json)).not.toContain(sts);
  });

  it('a body of bytes that are not UTF-8: 400, nothing stored', async () => {
    const auth = await signUp();
    const sts = uniqueSts();
    const url = new URL('http://localhost:3000/105/api/sts');
    for (const [k, v] of Object.entries(auth)) if (k !== 'salt') url.searchParams.set(k, v);
    const body = Buffer.concat([
      Buffer.from(`sts=${sts}&vehiclePlateNumber=A123BC&vehiclePlateRegion=77&name=`),
      Buffer.from([0xff, 0xfe]),
    ]);
    const res = await addSts(
      new Request(url, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('bad_request');
    const list = await call(listSts, 'sts', { auth: auth });
    expect(JSON.stringify(list.json)).not.toContain(sts);
  });
});
