import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from '@/components/ui/tabs';

const TABS = [
  { id: 'password', label: 'Вход', href: '/login', content: <p>Панель входа</p> },
  { id: 'register', label: 'Регистрация', href: '/login?tab=register', content: <p>Панель регистрации</p> },
];

afterEach(() => window.history.replaceState(null, '', '/'));

describe('Tabs', () => {
  it('makes a link tab the page’s address when selected in place, so a reload opens it again', async () => {
    window.history.replaceState(null, '', '/login');
    render(<Tabs label="Способ входа" tabs={TABS} defaultTabId="password" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Регистрация' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Панель регистрации');
    expect(window.location.pathname + window.location.search).toBe('/login?tab=register');
    // Replaced, not pushed: «Назад» leaves the page rather than stepping through its tabs.
    const length = window.history.length;
    await userEvent.keyboard('{ArrowLeft}');
    expect(window.location.pathname + window.location.search).toBe('/login');
    expect(window.history.length).toBe(length);
  });

  it('selects the tab its address names when the page comes back with another default («Back» after a tab wrote it)', () => {
    window.history.replaceState(null, '', '/login?tab=register');
    render(<Tabs label="Способ входа" tabs={TABS} defaultTabId="password" />);
    expect(screen.getByRole('tab', { name: 'Регистрация' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Панель регистрации');
  });

  it('leaves the address to an owner that keeps the tab itself', async () => {
    window.history.replaceState(null, '', '/fines/list');
    const onSelect = vi.fn();
    render(<Tabs label="Штрафы" tabs={TABS} defaultTabId="password" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Регистрация' }));
    expect(onSelect).toHaveBeenCalledWith('register');
    expect(window.location.pathname).toBe('/fines/list');
  });
});
