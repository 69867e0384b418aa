import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrganizationLinks } from '@/components/organizations/organization-links';
import type { OrganizationDto } from '@/lib/contract/organizations';

const organization = { id: 7, name: 'ООО «Тестовый автопарк»', inn: '7728000016' } as OrganizationDto;

describe('«Штрафы организаций» on /fines/list', () => {
  it('tells a legal entity without organizations where to add one', () => {
    render(<OrganizationLinks organizations={[]} legalEntity />);
    expect(screen.getByRole('heading', { name: 'Штрафы организаций' })).toBeInTheDocument();
    expect(screen.getByText(/Организаций пока нет/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Добавить организацию' })).toHaveAttribute('href', '/profile#profile-organizations');
  });

  it("links each organization's fleet page", () => {
    render(<OrganizationLinks organizations={[organization]} legalEntity />);
    expect(screen.getByRole('link', { name: 'ООО «Тестовый автопарк»' })).toHaveAttribute('href', '/fines/list/organization/7');
    expect(screen.queryByText(/Организаций пока нет/)).toBeNull();
  });

  it('shows nothing to a private person', () => {
    const { container } = render(<OrganizationLinks organizations={[]} legalEntity={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
