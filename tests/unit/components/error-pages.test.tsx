import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorPage from '@/app/error';
import { renderWithClient } from './helpers';

/** An error as a failed server render delivers it: Next.js keeps only an opaque digest. */
function renderFailure(): Error & { digest?: string } {
  const error = new Error('connect ECONNREFUSED 127.0.0.1:5432') as Error & { digest?: string };
  error.stack = 'Error: connect ECONNREFUSED\n    at TCPConnectWrap.afterConnect (node:net:1611:16)';
  error.digest = '2147483647';
  return error;
}

describe('a page that cannot be rendered', () => {
  it('says in Russian that the service is temporarily unavailable, without technical details', () => {
    const { container } = renderWithClient(<ErrorPage error={renderFailure()} reset={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Сервис временно недоступен' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Попробуйте обновить страницу через несколько секунд');
    expect(container.textContent).not.toMatch(/ECONNREFUSED|5432|at TCPConnectWrap|Error/);
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Штрафы — на главную' })).toHaveAttribute('href', '/');
  });

  it('tries again with the keyboard', async () => {
    const reset = vi.fn();
    renderWithClient(<ErrorPage error={renderFailure()} reset={reset} />);
    const retry = screen.getByRole('button', { name: 'Попробовать снова' });
    // The frame's links come first (logo, account items); the button is reached by Tab alone.
    for (let i = 0; i < 10 && document.activeElement !== retry; i++) await userEvent.tab();
    expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(reset).toHaveBeenCalledOnce();
  });
});
