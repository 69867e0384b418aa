import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SectionsMenu } from '@/components/layout/sections-menu';
import { renderWithClient, setupApiServer, signIn, buildUser } from './helpers';

vi.mock('next/navigation', () => ({ usePathname: () => '/news' }));

const server = setupApiServer();
beforeEach(() => window.localStorage.clear());

/** The menu's disclosure element (its summary is the button). */
function details(): HTMLDetailsElement {
  return screen.getByText('Меню').closest('details')!;
}

describe('The header’s sections menu (phones and tablets)', () => {
  it('is a <details> in the server’s HTML, so it opens without JavaScript, and lists every section', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <SectionsMenu />
      </QueryClientProvider>,
    );
    expect(html).toMatch(/^<details[^>]*><summary/);
    for (const href of ['/', '/fines', '/taxes', '/osago', '/insurance', '/journal', '/news'])
      expect(html).toContain(`href="${href}"`);
  });

  it('stays open when it was opened before the scripts woke up (a quick tap on a slow phone)', async () => {
    const tree = (
      <QueryClientProvider client={new QueryClient()}>
        <SectionsMenu />
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    container.querySelector('details')!.open = true;
    const { unmount } = render(tree, { container, hydrate: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector('details')!.open).toBe(true);
    unmount();
    container.remove();
  });

  it('marks the current section and closes on Escape with focus back on its button', async () => {
    renderWithClient(<SectionsMenu />);
    const user = userEvent.setup();
    await user.click(screen.getByText('Меню'));
    expect(details().open).toBe(true);
    expect(screen.getByRole('link', { name: 'Новости' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Журнал' })).not.toHaveAttribute('aria-current');
    screen.getByRole('link', { name: 'Журнал' }).focus();
    await user.keyboard('{Escape}');
    expect(details().open).toBe(false);
    expect(details().querySelector('summary')).toHaveFocus();
  });

  it('closes on a press outside it and when one of its links is followed', async () => {
    renderWithClient(
      <>
        <SectionsMenu />
        <p>Страница</p>
      </>,
    );
    details().open = true;
    fireEvent.pointerDown(screen.getByText('Страница'));
    expect(details().open).toBe(false);
    details().open = true;
    fireEvent.click(screen.getByRole('link', { name: 'Новости' }));
    expect(details().open).toBe(false);
  });

  it('holds «Выйти» for a signed-in account with an e-mail (the header’s line has no room for it on phones)', async () => {
    signIn();
    server.use(http.get('*/105/api/user', () => HttpResponse.json({ status: 'ok', user: buildUser({ registered: true }) })));
    renderWithClient(<SectionsMenu />);
    expect(await screen.findByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });

  it('holds no account item while signed out', () => {
    renderWithClient(<SectionsMenu />);
    expect(screen.queryByRole('button', { name: 'Выйти' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Войти' })).toBeNull();
  });
});
