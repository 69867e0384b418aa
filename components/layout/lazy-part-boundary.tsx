'use client';

import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { reloadCurrentPage } from '@/api-client/navigation';

/** True for the error a browser gives when a lazily loaded chunk of code cannot be fetched (a new release, a dropped connection). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /chunk|dynamically imported module|importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

interface State {
  failed: boolean;
  /** The reload guard refused the last reload (spec §2: once per 10 s for the same path). */
  refused: boolean;
}

/**
 * Wraps a part of a page whose code loads lazily (spec §2). When that code cannot be loaded —
 * typically after a new release replaced the chunks — the page reloads to get the current ones,
 * under the reload guard, so a chunk that keeps failing does not reload the page in a loop. The
 * rest of the page stays usable: the part shows a short Russian note with a retry instead.
 */
export class LazyPartBoundary extends Component<{ name: string; children: ReactNode }, State> {
  state: State = { failed: false, refused: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: Error, _info: ErrorInfo): void {
    if (isChunkLoadError(error) && !reloadCurrentPage()) this.setState({ refused: true });
  }

  private retry = () => {
    this.setState({ refused: !reloadCurrentPage() });
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="notice notice--warning" role="alert">
        <div className="notice__body">
          <p>Не удалось загрузить {this.props.name}. Проверьте соединение с интернетом.</p>
          {this.state.refused && <p>Страница только что обновлялась — повторить можно через несколько секунд.</p>}
          <p>
            <button type="button" className="button button--secondary" onClick={this.retry}>
              Обновить страницу
            </button>
          </p>
        </div>
      </div>
    );
  }
}

/**
 * `Part` (a `next/dynamic` component) inside a LazyPartBoundary named `name` (Russian, accusative:
 * «Не удалось загрузить {name}»). The server's HTML is the same; when the part's code cannot be
 * fetched the page reloads under the reload guard instead of falling to the error page.
 */
export function withLazyPartBoundary<P extends object>(Part: ComponentType<P>, name: string): ComponentType<P> {
  function Bounded(props: P) {
    return (
      <LazyPartBoundary name={name}>
        <Part {...props} />
      </LazyPartBoundary>
    );
  }
  Bounded.displayName = `LazyPart(${name})`;
  return Bounded;
}
