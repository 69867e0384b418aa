import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckProgress, MSG_CHECK_TAKES_SECONDS } from '@/components/fines/check-progress';
import { buildCheck, renderWithClient } from './helpers';

const pending = [buildCheck({ state: 'pending', checkedAt: null })];
const progress = (
  <CheckProgress
    documents={pending}
    complete={false}
    summary=""
    requestFailed={false}
    onRetryRequests={() => undefined}
    refreshHref="/fines/list"
  />
);

describe('an unfinished check', () => {
  it('in the server’s HTML (JavaScript off) promises nothing will appear by itself, and links a reload', () => {
    const html = renderToString(<QueryClientProvider client={new QueryClient()}>{progress}</QueryClientProvider>);
    expect(html).toContain(MSG_CHECK_TAKES_SECONDS);
    expect(html).not.toContain('появятся здесь сами');
    expect(html).toContain('href="/fines/list"');
  });

  it('with the scripts running says the results will come by themselves (the page polls)', () => {
    renderWithClient(progress);
    expect(screen.getByText(/Результаты появятся здесь сами/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'обновите страницу' })).toHaveAttribute('href', '/fines/list');
    expect(screen.queryByText(MSG_CHECK_TAKES_SECONDS, { exact: false })).toBeNull();
  });
});
