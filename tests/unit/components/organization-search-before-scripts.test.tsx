import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeQueryClient } from '@/app/providers';
import { OrganizationSearch } from '@/components/organizations/organization-search';
import { setupApiServer, signIn } from './helpers';

const server = setupApiServer();
beforeEach(() => signIn());

describe('the organization search', () => {
  it('searches for what was typed into the server’s HTML before the profile’s scripts ran', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/105/api/organization/search', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json({
          status: 'ok',
          sandbox: true,
          companies: [
            { inn: '7700000001', kpp: null, ogrn: null, name: 'ООО «Тестовый автопарк»', address: null, status: 'active' },
          ],
        });
      }),
    );
    const search = (
      <QueryClientProvider client={makeQueryClient()}>
        <OrganizationSearch known={new Set()} />
      </QueryClientProvider>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(search);
    document.body.append(host);
    host.querySelector<HTMLInputElement>('input[type="search"]')!.value = 'тестовый автопарк'; // typed early
    await act(async () => {
      hydrateRoot(host, search);
    });
    expect(screen.getByLabelText<HTMLInputElement>('Название или ИНН').value).toBe('тестовый автопарк');
    expect(await screen.findByText('ООО «Тестовый автопарк»', { exact: false })).toBeInTheDocument();
    expect(asked).toEqual(['тестовый автопарк']);
    host.remove();
  });
});
