import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

interface SubmitButtonProps {
  pending: boolean;
  /** Announced to screen readers while pending («Входим…»). */
  pendingText: string;
  secondary?: boolean;
  children: ReactNode;
  /** Report clicks under this button name (usage tracking, lib/contract/tracking.ts BUTTONS). */
  track?: string;
}

/** A form's submit button: disabled with a spinner while pending, the progress announced politely. */
export function SubmitButton({ pending, pendingText, secondary, children, track }: SubmitButtonProps) {
  return (
    <div>
      <button
        type="submit"
        className={secondary ? 'button button--secondary button--block' : 'button button--block'}
        disabled={pending}
        data-track-button={track}
      >
        {pending && <Spinner />}
        {children}
      </button>
      <span className="visually-hidden" role="status">
        {pending ? pendingText : ''}
      </span>
    </div>
  );
}
