import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceGroup } from '@/components/profile/choice-group';
import { MSG_SCRIPTS_NEEDED_TO_CHANGE } from '@/components/ui/busy-button';

const OPTIONS = [
  { value: 'male', label: 'Мужской' },
  { value: 'female', label: 'Женский' },
] as const;

describe('a switch saved on change, before the page’s scripts run', () => {
  it('cannot be changed in the server’s HTML, and says why with JavaScript off', () => {
    const html = renderToString(
      <ChoiceGroup legend="Аватар" options={OPTIONS} value="male" onChange={() => undefined} pending={false} saved={false} />,
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector('fieldset')!.disabled).toBe(true);
    expect(html).toContain(MSG_SCRIPTS_NEEDED_TO_CHANGE);
  });

  it('is usable and saves once the scripts run', async () => {
    const onChange = vi.fn();
    render(<ChoiceGroup legend="Аватар" options={OPTIONS} value="male" onChange={onChange} pending={false} saved={false} />);
    expect(screen.getByRole('group', { name: 'Аватар' })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Женский' }));
    expect(onChange).toHaveBeenCalledWith('female');
  });
});
