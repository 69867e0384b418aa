import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { InnCheckForm } from '@/components/taxes/inn-check-form';
import { MSG_INN_INVALID_CHECKSUM } from '@/lib/domain/messages';
import { renderWithClient, setupApiServer } from './helpers';

vi.mock('next/navigation', () => import('./router-mock'));

setupApiServer();

describe('InnCheckForm without scripts', () => {
  it('posts to /check/inn, never in the address, and takes the server’s refusal back under the field', () => {
    renderWithClient(<InnCheckForm refused={{ inn: MSG_INN_INVALID_CHECKSUM, typed: '520000000013' }} />);
    const form = screen.getByRole('form', { name: 'Проверка налогов по ИНН' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/check/inn');
    const field = screen.getByLabelText('ИНН');
    expect(field).toHaveAttribute('name', 'inn');
    expect(field).toHaveValue('520000000013');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(MSG_INN_INVALID_CHECKSUM));
  });

  it('is ready in the server’s HTML: the button enabled, the number typed and its message in place', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <InnCheckForm refused={{ inn: MSG_INN_INVALID_CHECKSUM, typed: '520000000013' }} />
      </QueryClientProvider>,
    );
    const button = /<button[^>]*type="submit"[^>]*>/.exec(html)?.[0];
    expect(button).toBeDefined();
    expect(button).not.toContain('disabled');
    expect(html).not.toContain('включите JavaScript');
    expect(html).toMatch(/<input[^>]*value="520000000013"/);
    // The page opens at the field, whose message is read with it.
    expect(html).toMatch(/<input[^>]*autofocus=""/);
    expect(html).toContain(MSG_INN_INVALID_CHECKSUM);
  });

  it('shows a refusal of the whole form (a limit, an outage) as an alert above the button', () => {
    renderWithClient(<InnCheckForm refused={{ form: 'Слишком много попыток. Попробуйте через час', typed: '' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Слишком много попыток. Попробуйте через час');
    expect(screen.getByLabelText('ИНН')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('ИНН')).not.toHaveFocus();
  });

  it('drops the server’s message once the number is corrected and checked again', async () => {
    const user = userEvent.setup();
    renderWithClient(<InnCheckForm refused={{ inn: MSG_INN_INVALID_CHECKSUM, typed: '520000000013' }} />);
    const field = screen.getByLabelText('ИНН');
    await user.clear(field);
    await user.type(field, '7707083893');
    await user.tab();
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
  });
});
