import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PhotoGallery } from '@/components/photo-viewer/photo-gallery';
import { VIEWER_CLOSED, viewerReducer } from '@/components/photo-viewer/viewer-state';
import { buildPhotos } from './fine-details-builders';
import { captureRequests, renderWithClient, setupApiServer, signIn } from './helpers';

const server = setupApiServer();

describe('viewer state (spec §4: open, page number, previous floors at 0, close removes it)', () => {
  it('opens at a page, pages within the photos and closes', () => {
    const open = viewerReducer(VIEWER_CLOSED, { type: 'open', page: 1, count: 3 });
    expect(open).toEqual({ open: true, page: 1 });
    const first = viewerReducer(viewerReducer(open, { type: 'previous' }), { type: 'previous' });
    expect(first).toEqual({ open: true, page: 0 });
    let last = first;
    for (let i = 0; i < 5; i++) last = viewerReducer(last, { type: 'next', count: 3 });
    expect(last).toEqual({ open: true, page: 2 });
    expect(viewerReducer(last, { type: 'close' })).toEqual({ open: false });
    expect(viewerReducer(VIEWER_CLOSED, { type: 'next', count: 3 })).toEqual({ open: false });
    expect(viewerReducer(VIEWER_CLOSED, { type: 'open', page: 9, count: 3 })).toEqual({ open: true, page: 2 });
  });
});

describe('PhotoGallery and the viewer modal', { timeout: 15_000 }, () => {
  it('shows progress on wait, asks again after the seconds the server said, then shows the photos', async () => {
    signIn();
    let calls = 0;
    server.use(
      http.get('*/105/api/photo', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ status: 'wait', wait: 1 }, { status: 202 })
          : HttpResponse.json({ status: 'ok', photos: buildPhotos(3) });
      }),
    );
    const requests = captureRequests(server, (r) => ({ at: Date.now(), path: new URL(r.url).pathname + new URL(r.url).search }));
    renderWithClient(<PhotoGallery fineId={41} photoCount={3} />);
    expect(await screen.findByRole('progressbar', { name: 'Подготовка фотографий' })).toBeInTheDocument();
    // Announced once; the seconds left count down beside it, out of the live region.
    expect(screen.getByRole('status')).toHaveTextContent('Реестр готовит фотографии');
    expect(screen.getByText(/запросим их снова через 1 с|Запрашиваем фотографии/)).toHaveAttribute('aria-hidden', 'true');
    const thumbs = await screen.findAllByRole('button', { name: /Открыть фото/ }, { timeout: 3000 });
    expect(thumbs).toHaveLength(3);
    expect(requests.map((r) => r.path)).toEqual([
      expect.stringMatching(/^\/105\/api\/photo\?fineId=41&/),
      expect.stringMatching(/^\/105\/api\/photo\?fineId=41&/),
    ]);
    // The retry went out after the 1 s the server said, not before.
    expect(requests[1]!.at - requests[0]!.at).toBeGreaterThanOrEqual(1000);
  });

  it('pages by keyboard with the previous page floored at 0, keeps focus inside, and returns it on Escape', async () => {
    signIn();
    server.use(http.get('*/105/api/photo', () => HttpResponse.json({ status: 'ok', photos: buildPhotos(3) })));
    const user = userEvent.setup();
    renderWithClient(<PhotoGallery fineId={41} photoCount={3} />);
    const second = await screen.findByRole('button', { name: /Открыть фото 2 из 3/ });
    await user.click(second);

    const dialog = await screen.findByRole('dialog', { name: 'Фото 2 из 3' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Государственный регистрационный знак');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Фото 1 из 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Фото 1 из 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Фото 3 из 3' })).toBeInTheDocument();

    // Tab goes round the dialog's controls and never leaves it.
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(dialog).getByRole('button', { name: '← Назад' }));
    expect(screen.getByRole('dialog', { name: 'Фото 2 из 3' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(second).toHaveFocus());
  });

  it('«Закрыть» removes the modal; a failed request says so with «Повторить»', async () => {
    signIn();
    server.use(http.get('*/105/api/photo', () => HttpResponse.json({ status: 'ok', photos: buildPhotos(2) })));
    const user = userEvent.setup();
    const { unmount } = renderWithClient(<PhotoGallery fineId={41} photoCount={2} />);
    await user.click(await screen.findByRole('button', { name: /Открыть фото 1 из 2/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    server.use(
      http.get('*/105/api/photo', () =>
        HttpResponse.json(
          { status: 'error', error: { code: 'unavailable', errorDesc: 'Фотографии сейчас недоступны. Попробуйте позже' } },
          { status: 503 },
        ),
      ),
    );
    renderWithClient(<PhotoGallery fineId={42} photoCount={2} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Фотографии сейчас недоступны');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
