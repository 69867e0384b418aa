import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAuth, readAuthRecord } from '@/api-client/auth-storage';
import { apiCall } from '@/api-client/client';
import { REDIRECT_BLOCKED_AFTER_MS, useSessionCheck } from '@/api-client/use-session-check';
import { makeQueryClient } from '@/app/providers';
import { MSG_AUTH_FAILED } from '@/lib/domain/messages';
import { SessionGuard } from '@/components/auth/session-guard';
import { renderWithClient, setupApiServer, signIn, buildUser } from './helpers';

const navigation = vi.hoisted(() => ({ reloadTo: vi.fn() }));
vi.mock('@/api-client/navigation', async () => (await import('./navigation-mock')).navigationModule(navigation.reloadTo));

const server = setupApiServer();
const USER = buildUser();
const authFailed = () =>
  HttpResponse.json({ status: 'error', error: { code: 'auth_failed', errorDesc: 'Authorization failed' } }, { status: 401 });

let userCalls: number;
beforeEach(() => {
  window.localStorage.clear();
  navigation.reloadTo.mockReset();
  userCalls = 0;
  signIn('7');
});
afterEach(() => {
  vi.useRealTimers();
});

const userAnswers = (answer: () => Response) =>
  http.get('*/105/api/user', () => {
    userCalls++;
    return answer();
  });

/** Shows the hook's flag, as a page would use it. */
function Probe() {
  const { sessionExpired } = useSessionCheck();
  return <p data-testid="flag">{String(sessionExpired)}</p>;
}

describe('expired authorization (spec §4)', () => {
  it('asks for the user once, and on 401 logs out, reloads to /login/ and sets sessionExpired', async () => {
    server.use(userAnswers(authFailed));
    // StrictMode at the root, as Next.js renders it: only then does React run effects twice.
    render(
      <StrictMode>
        <QueryClientProvider client={makeQueryClient()}>
          <Probe />
        </QueryClientProvider>
      </StrictMode>,
    );
    expect(screen.getByTestId('flag')).toHaveTextContent('null');

    await waitFor(() => expect(navigation.reloadTo).toHaveBeenCalledWith('/login/?ended=1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigation.reloadTo).toHaveBeenCalledTimes(1);
    expect(userCalls).toBe(1);
    expect(screen.getByTestId('flag')).toHaveTextContent('true');
    expect(readAuth()).toBeNull();
    // The install's clientId survives a logout.
    expect(readAuthRecord().clientId).toBeDefined();
  });

  it('keeps the session when the user answers, with sessionExpired false', async () => {
    server.use(userAnswers(() => HttpResponse.json({ status: 'ok', user: USER })));
    renderWithClient(<Probe />);
    await waitFor(() => expect(screen.getByTestId('flag')).toHaveTextContent('false'));
    expect(navigation.reloadTo).not.toHaveBeenCalled();
    expect(readAuth()?.userId).toBe('7');
  });

  it('treats an ok answer without a user as expired', async () => {
    server.use(userAnswers(() => HttpResponse.json({ status: 'ok' })));
    renderWithClient(<Probe />);
    await waitFor(() => expect(screen.getByTestId('flag')).toHaveTextContent('true'));
    expect(navigation.reloadTo).toHaveBeenCalledWith('/login/?ended=1');
  });

  it('does not log out when the server is merely unavailable', async () => {
    server.use(
      userAnswers(() =>
        HttpResponse.json({ status: 'error', error: { code: 'unavailable', errorDesc: 'Недоступно' } }, { status: 503 }),
      ),
    );
    renderWithClient(<Probe />);
    await waitFor(() => expect(userCalls).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('flag')).toHaveTextContent('null');
    expect(navigation.reloadTo).not.toHaveBeenCalled();
    expect(readAuth()).not.toBeNull();
  });

  it('also logs out when any other query of the page is rejected with 401', async () => {
    server.use(
      userAnswers(() => HttpResponse.json({ status: 'ok', user: USER })),
      http.get('*/105/api/fines', authFailed),
    );
    function FinesProbe() {
      useQuery({ queryKey: ['fines'], queryFn: () => apiCall('fines') });
      return null;
    }
    renderWithClient(
      <>
        <Probe />
        <FinesProbe />
      </>,
    );
    await waitFor(() => expect(navigation.reloadTo).toHaveBeenCalledWith('/login/?ended=1'));
    expect(readAuth()).toBeNull();
    expect(screen.getByTestId('flag')).toHaveTextContent('true');
  });

  it('says «Authorization failed» only when the reload did not happen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    server.use(userAnswers(authFailed));
    renderWithClient(<SessionGuard />);
    await waitFor(() => expect(navigation.reloadTo).toHaveBeenCalled());
    expect(screen.queryByText(MSG_AUTH_FAILED)).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(REDIRECT_BLOCKED_AFTER_MS);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_AUTH_FAILED);
    expect(screen.getByRole('link', { name: 'Войти снова' })).toHaveAttribute('href', '/login/');
  });
});
