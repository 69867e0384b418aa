import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore } from '@/components/fines/load-more';

/** A stand-in for the browser's IntersectionObserver: the test says when the button is in reach. */
class FakeObserver {
  static last: FakeObserver | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('«Показать ещё»', () => {
  const props = {
    href: '/fines/list?cursor=c2',
    label: 'Показать ещё',
    failedText: 'Не удалось',
    loadingMore: false,
    loadMoreFailed: false,
  };

  it('loads when scrolled into reach, not when it merely stands in reach as the observer starts (no chain of pages)', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onLoadMore = vi.fn();
    render(<LoadMore {...props} onLoadMore={onLoadMore} />);
    FakeObserver.last!.report(true); // where the button stands after a page was appended
    expect(onLoadMore).not.toHaveBeenCalled();
    FakeObserver.last!.report(false);
    FakeObserver.last!.report(true); // the person scrolls to it
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('is a link to the next page that loads in place when pressed', async () => {
    const onLoadMore = vi.fn();
    render(<LoadMore {...props} onLoadMore={onLoadMore} />);
    const link = screen.getByRole('link', { name: 'Показать ещё' });
    expect(link).toHaveAttribute('href', '/fines/list?cursor=c2');
    await userEvent.click(link);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
