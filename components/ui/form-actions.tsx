import { Spinner } from '@/components/ui/spinner';

interface FormActionsProps {
  pending: boolean;
  submitLabel: string;
  /** Announced while saving («Сохраняем…»). */
  pendingText?: string;
  /** Without it there is no «Отмена». */
  onCancel?: () => void;
}

/** Submit and cancel of an inline form: the submit is busy with a spinner while saving, and says so. */
export function FormActions({ pending, submitLabel, pendingText = 'Сохраняем…', onCancel }: FormActionsProps) {
  return (
    <div className="button-row">
      <button type="submit" className="button" disabled={pending}>
        {pending && <Spinner />}
        {submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={pending}>
          Отмена
        </button>
      )}
      <span className="visually-hidden" role="status">
        {pending ? pendingText : ''}
      </span>
    </div>
  );
}
