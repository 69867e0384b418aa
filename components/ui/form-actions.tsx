import { Spinner } from '@/components/ui/spinner';
import styles from './documents.module.css';

interface FormActionsProps {
  pending: boolean;
  submitLabel: string;
  /** Announced while saving («Сохраняем…»). */
  pendingText?: string;
  onCancel: () => void;
}

/** Submit and cancel of a document form: the submit is busy with a spinner while saving, and says so. */
export function FormActions({ pending, submitLabel, pendingText = 'Сохраняем…', onCancel }: FormActionsProps) {
  return (
    <div className={styles.actions}>
      <button type="submit" className="button" disabled={pending}>
        {pending && <Spinner />}
        {submitLabel}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={pending}>
        Отмена
      </button>
      <span className="visually-hidden" role="status">
        {pending ? pendingText : ''}
      </span>
    </div>
  );
}
