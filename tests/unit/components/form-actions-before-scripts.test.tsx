import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormActions } from '@/components/ui/form-actions';

describe('an inline form’s buttons', () => {
  it('are disabled in the server’s HTML, so a press before the scripts run cannot post the form to the page', () => {
    const html = renderToString(<FormActions pending={false} submitLabel="Сохранить" onCancel={() => undefined} />);
    expect(html).toMatch(/<button type="submit" class="button" disabled="">/);
    expect(html).toMatch(/<button type="button" class="button button--secondary" disabled="">Отмена/);
  });

  it('work once the scripts run, and the submit is disabled again while saving', () => {
    const { rerender } = render(<FormActions pending={false} submitLabel="Сохранить" onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeEnabled();
    rerender(<FormActions pending submitLabel="Сохранить" onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });
});
