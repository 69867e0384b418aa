import type { ReactNode } from 'react';
import { Spinner } from './spinner';

interface BusyButtonProps {
  busy: boolean;
  /** Announced politely while busy («Проверяем данные…»). */
  busyText: string;
  children: ReactNode;
  /** Report clicks under this button name (usage tracking, lib/contract/tracking.ts BUTTONS). */
  track?: string;
}

/**
 * A form's submit button that stays focusable while the request runs: `aria-disabled` instead of
 * `disabled` (a disabled button drops keyboard focus to <body>), a spinner and the busy text, and
 * a second press is ignored by the form (its submit handler checks `busy`).
 */
export function BusyButton({ busy, busyText, children, track }: BusyButtonProps) {
  return (
    <div>
      <button type="submit" className="button button--block" aria-disabled={busy || undefined} data-track-button={track}>
        {busy && <Spinner />}
        {children}
      </button>
      <span className="visually-hidden" role="status">
        {busy ? busyText : ''}
      </span>
    </div>
  );
}
