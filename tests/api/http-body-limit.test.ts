import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as newUser } from '@/app/105/api/newuser/route';
import { MAX_BODY_BYTES } from '@/lib/contract/errors';
import { postWithoutEnding, serveRoute, type ServedRoute } from './support/http-server';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('request bodies over 256 KiB', () => {
  let served: ServedRoute;
  beforeAll(async () => {
    served = await serveRoute(newUser);
  });
  afterAll(async () => {
    await served.close();
  });

  it('are refused by Content-Length before the body is sent', async () => {
    // Only the headers go out: an answer can arrive only if the server did not wait for 100 MB.
    const answer = await postWithoutEnding(
      served.port,
      '/105/api/newuser',
      { ...FORM, 'content-length': String(100 * 1024 * 1024) },
      () => {},
    );
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({
      status: 'error',
      error: { code: 'too_large', errorDesc: 'Слишком большой запрос: не больше 256 КБ' },
    });
    expect(answer.headers['x-request-id']).toBeTruthy();
  });

  it('are cut off while streaming when no Content-Length is given', async () => {
    const before = served.bytesReceived();
    // 300 KiB in chunks, then the upload stays open: the server must stop at the limit by itself.
    const answer = await postWithoutEnding(
      served.port,
      '/105/api/newuser',
      { ...FORM, 'transfer-encoding': 'chunked' },
      (send) => {
        for (let i = 0; i < 30; i++) send(Buffer.alloc(10 * 1024, 'a'));
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.json.error.code).toBe('too_large');
    expect(served.bytesReceived() - before).toBeLessThanOrEqual(300 * 1024);
  });

  it('accept a body of exactly the limit', async () => {
    const body = `clientId=${'a'.repeat(MAX_BODY_BYTES - 'clientId='.length)}`;
    const answer = await postWithoutEnding(
      served.port,
      '/105/api/newuser',
      { ...FORM, 'content-length': String(body.length) },
      (send) => send(Buffer.from(body)),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe('invalid_input');
  });
});
