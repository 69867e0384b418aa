'use client';

import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import { ScriptsNeeded } from '@/components/ui/busy-button';

interface SubmitButtonProps {
  pending: boolean;
  /** Announced to screen readers while pending («Входим…»). */
  pendingText: string;
  secondary?: boolean;
  children: ReactNode;
  /** Report clicks under this button name (usage tracking, lib/contract/tracking.ts BUTTONS). */
  track?: string;
  /** The form also posts to a handler of its own without scripts (`action`): enabled before they run. */
  worksWithoutScripts?: boolean;
}

/**
 * A form's submit button: with a spinner while pending, the progress announced politely, and
 * `aria-disabled` rather than `disabled` then — a disabled button drops keyboard focus to <body>,
 * so after «Сменить пароль» a keyboard or screen-reader user started again from the top of the page.
 * A press (or Enter in a field) while pending is cancelled here, so nothing is sent twice.
 * Disabled until the page's scripts run: these forms work only with them, and a press before
 * would post the form to the page itself and lose what was typed — unless `worksWithoutScripts`.
 */
export function SubmitButton({ pending, pendingText, secondary, children, track, worksWithoutScripts }: SubmitButtonProps) {
  const scriptsRunning = useScriptsRunning() || Boolean(worksWithoutScripts);
  return (
    <div>
      <button
        type="submit"
        className={secondary ? 'button button--secondary button--block' : 'button button--block'}
        disabled={!scriptsRunning}
        aria-disabled={pending || undefined}
        onClick={(event) => {
          if (pending) event.preventDefault();
        }}
        data-track-button={track}
      >
        {pending && <Spinner />}
        {children}
      </button>
      <span className="visually-hidden" role="status">
        {pending ? pendingText : ''}
      </span>
      {!worksWithoutScripts && <ScriptsNeeded />}
    </div>
  );
}
