import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ApiError, apiCall } from '@/api-client/client';
import { ERROR_STATUS } from '@/lib/contract/errors';
import { setupApiServer } from '../components/helpers';

const server = setupApiServer();

/** The ApiError an answer of `status` with `body` turns into. */
async function errorFor(status: number, body: Record<string, unknown>): Promise<ApiError> {
  server.use(http.get('*/105/api/health', () => HttpResponse.json(body, { status })));
  return failure();
}

/** The ApiError the health call fails with. */
function failure(): Promise<ApiError> {
  return apiCall('health', { auth: false }).then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error as ApiError,
  );
}

describe('the API client reads the closed error contract', () => {
  it('carries a code of the table with its status and message', async () => {
    const error = await errorFor(503, {
      status: 'error',
      error: { code: 'unavailable', errorDesc: 'Сервис временно недоступен. Попробуйте через несколько секунд' },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('unavailable');
    expect(error.httpStatus).toBe(ERROR_STATUS.unavailable);
    expect(error.errorDesc).toBe('Сервис временно недоступен. Попробуйте через несколько секунд');
  });

  it('turns a code outside the table into `unknown`, keeping the message for people', async () => {
    const error = await errorFor(418, { status: 'error', error: { code: 'teapot', errorDesc: 'Я чайник' } });
    expect(error.code).toBe('unknown');
    expect(error.errorDesc).toBe('Я чайник');
  });

  it('answers a page that is not the envelope with `bad_answer` in Russian', async () => {
    server.use(http.get('*/105/api/health', () => new HttpResponse('Internal Server Error', { status: 500 })));
    const error = await failure();
    expect(error.code).toBe('bad_answer');
    expect(error.errorDesc).toBe('Сервер ответил непонятно. Попробуйте позже');
  });
});
