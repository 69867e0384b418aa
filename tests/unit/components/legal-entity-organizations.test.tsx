import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { LegalEntityOrganizations } from '@/components/organizations/legal-entity-organizations';
import { renderWithClient, setupApiServer, signIn } from './helpers';

const server = setupApiServer();
beforeEach(() => signIn());

describe('«Организации» of a legal entity', () => {
  it('after a failed load says what failed, never «Организаций пока нет»', async () => {
    server.use(
      http.get('*/105/api/organization', () =>
        HttpResponse.json(
          { status: 'error', error: { code: 'unavailable', errorDesc: 'Сервис временно недоступен. Попробуйте через минуту' } },
          { status: 503 },
        ),
      ),
    );
    renderWithClient(<LegalEntityOrganizations />);
    expect(await screen.findByText('Сервис временно недоступен. Попробуйте через минуту')).toBeInTheDocument();
    expect(screen.queryByText('Организаций пока нет.')).toBeNull();
  });

  it('says there are none when the list came empty', async () => {
    server.use(http.get('*/105/api/organization', () => HttpResponse.json({ status: 'ok', organizations: [] })));
    renderWithClient(<LegalEntityOrganizations />);
    expect(await screen.findByText('Организаций пока нет.')).toBeInTheDocument();
  });
});
