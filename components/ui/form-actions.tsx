'use client';

import { Spinner } from '@/components/ui/spinner';
import { useScriptsRunning } from './use-scripts-running';
import { keepFocusInField } from './busy-button';

interface FormActionsProps {
  pending: boolean;
  submitLabel: string;
  /** Announced while saving («Сохраняем…»). */
  pendingText?: string;
  /** Without it there is no «Отмена». */
  onCancel?: () => void;
}

/**
 * Submit and cancel of an inline form: the submit is busy with a spinner while saving, and says so.
 * Both are disabled until the form's scripts run (the server's HTML, or a part whose code is still
 * on its way): these forms only work with them, and a press would post the form to the page itself
 * and lose what was typed.
 */
export function FormActions({ pending, submitLabel, pendingText = 'Сохраняем…', onCancel }: FormActionsProps) {
  const scriptsRunning = useScriptsRunning();
  return (
    <div className="button-row">
      <button type="submit" className="button" disabled={pending || !scriptsRunning} onMouseDown={keepFocusInField}>
        {pending && <Spinner />}
        {submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={pending || !scriptsRunning}>
          Отмена
        </button>
      )}
      <span className="visually-hidden" role="status">
        {pending ? pendingText : ''}
      </span>
    </div>
  );
}
