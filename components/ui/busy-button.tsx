import type { ReactNode } from 'react';
import { Spinner } from './spinner';

interface BusyButtonProps {
  busy: boolean;
  /** Announced politely while busy («Проверяем данные…»). */
  busyText: string;
  children: ReactNode;
}

/**
 * A form's submit button that stays focusable while the request runs: `aria-disabled` instead of
 * `disabled` (a disabled button drops keyboard focus to <body>), a spinner and the busy text, and
 * a second press is ignored by the form (its submit handler checks `busy`).
 */
export function BusyButton({ busy, busyText, children }: BusyButtonProps) {
  return (
    <div>
      <button type="submit" className="button button--block" aria-disabled={busy || undefined}>
        {busy && <Spinner />}
        {children}
      </button>
      <span className="visually-hidden" role="status">
        {busy ? busyText : ''}
      </span>
    </div>
  );
}
