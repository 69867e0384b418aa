import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OperatorDetails } from '@/components/content/operator-details';
import { resetEnvCache } from '@/lib/env';

afterEach(() => {
  delete process.env.OPERATOR_DETAILS;
  delete process.env.OPERATOR_EMAIL;
  resetEnvCache();
});

describe('«Оператор» under the service’s documents', () => {
  it('names the configured operator and where to write', () => {
    process.env.OPERATOR_DETAILS = 'ООО «Пример», ИНН 7707083893, 101000, г. Москва, ул. Примерная, д. 1';
    process.env.OPERATOR_EMAIL = 'privacy@example.ru';
    resetEnvCache();
    render(<OperatorDetails />);
    const section = screen.getByRole('region', { name: 'Оператор' });
    expect(section).toHaveTextContent('ООО «Пример», ИНН 7707083893');
    expect(screen.getByRole('link', { name: 'privacy@example.ru' })).toHaveAttribute('href', 'mailto:privacy@example.ru');
  });

  it('says they are not set on a server without them, instead of pointing at nobody', () => {
    resetEnvCache();
    render(<OperatorDetails />);
    expect(screen.getByText('Сведения об операторе не указаны в настройках этого сервера.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
